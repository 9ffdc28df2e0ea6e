import type { NotifyScope, Translate } from '@peilian/shared';
import { wholeOrganisation } from '../data/dataScope.js';
import { periodAndDailySums, type DaySums } from '../data/reportDays.js';
import { organisationPackageCounts } from '../data/reportOrgFigures.js';
import type { ReportScope } from '../data/reportScope.js';
import { studentReportPage } from '../data/reportStudents.js';
import { findReportPackages } from '../data/reportTasks.js';
import type { Db } from '../db/client.js';
import { workbookBuffer, type ExportCell } from './export.js';
import { durationCell, figureHeader, rateCell, scoreCell } from './exportCells.js';
import { homeFigures, learnerAverage } from './figures.js';
import { daysOf, type Period } from './period.js';
import { presentStudentRow, studentExportHeader, studentExportRow } from './students/presenter.js';
import { packageExportHeader, packageExportRow, presentPackage } from './tasks/presenter.js';

/**
 * The data centre's figures of a whole organisation over a past period, for the scheduled
 * notifications (docs/notifications.md): the sums of the period, and the tables that go with a mail
 * as Excel — the same queries, presenters and cells as the data centre's pages and exports.
 */

/** The attachment scopes the data centre can fill today: its overall figures, the student list, the task report list. */
export const ATTACHMENT_SCOPES = ['overall', 'student', 'task'] as const satisfies readonly NotifyScope[];
export type AttachmentScope = (typeof ATTACHMENT_SCOPES)[number];
export const isAttachmentScope = (scope: string): scope is AttachmentScope => (ATTACHMENT_SCOPES as readonly string[]).includes(scope);

/** Rows an attachment holds at most (a mail attachment, not a full export). */
const ATTACHMENT_ROWS = 5000;

const wholeScope = (orgId: string): ReportScope => ({ orgId, viewer: wholeOrganisation(orgId), departmentId: '', positionId: '' });

/** The organisation's sums over the period, and each day's. */
export async function organisationPeriodFigures(db: Db, orgId: string, period: Period): Promise<{ total: DaySums; daily: (DaySums & { day: string })[] }> {
  return periodAndDailySums(db, wholeScope(orgId), period);
}

/** The figures of a set of learner-days as the variables show them: counts, minutes, a pass rate and an average score. */
export function periodFigureValues(sums: DaySums) {
  const figures = homeFigures(sums);
  return {
    activeLearners: sums.activeLearners,
    practiceSessions: sums.practiceSessions,
    practiceMinutes: Math.round(sums.learningSeconds / 60),
    examAttempts: sums.exams,
    examPassRate: figures.exampassrate,
    tasksCompleted: sums.tasksCompleted,
    averageScore: learnerAverage(sums),
  };
}

export interface Attachment {
  scope: AttachmentScope;
  filename: string;
  rows: number;
  content: Buffer;
}

interface Table {
  title: string;
  header: string[];
  rows: ExportCell[][];
}

async function overallTable(db: Db, orgId: string, period: Period, t: Translate): Promise<Table> {
  const { total, daily } = await organisationPeriodFigures(db, orgId, period);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const line = (label: string, sums: DaySums | undefined): ExportCell[] => {
    if (!sums) return [label, 0, durationCell(0), 0, 0, null, 0, null];
    const figures = homeFigures(sums);
    return [
      label,
      figures.activelearners,
      durationCell(figures.learningseconds),
      figures.taskscompleted,
      figures.practicesessions,
      scoreCell(figures.practiceavgscore),
      sums.exams,
      rateCell(figures.exampassrate),
    ];
  };
  return {
    title: t('notifyAdmin.files.overall'),
    header: [
      t('notifyAdmin.files.day'),
      figureHeader(t, 'activeLearners'),
      figureHeader(t, 'learningTime'),
      t('reports.home.tasksCompleted'),
      figureHeader(t, 'practiceSessions'),
      figureHeader(t, 'practiceAvgScore'),
      figureHeader(t, 'exams'),
      figureHeader(t, 'examPassRate'),
    ],
    rows: [...daysOf(period).map((day) => line(day, byDay.get(day))), line(t('notifyAdmin.files.total'), total)],
  };
}

async function studentTable(db: Db, orgId: string, period: Period, t: Translate): Promise<Table> {
  const { rows } = await studentReportPage(db, wholeScope(orgId), { period, sort: 'learningseconds', text: '' }, { offset: 0, limit: ATTACHMENT_ROWS });
  return {
    title: t('people.functions.studentReport'),
    header: studentExportHeader(t),
    rows: rows.map((row) => studentExportRow(presentStudentRow(row))),
  };
}

async function taskTable(db: Db, orgId: string, period: Period, zone: string, t: Translate): Promise<Table> {
  // The packages running in the period (their start–end overlaps it), as the task report filters them.
  const filter = { text: '', tasktype: null, start: period.start, end: period.end, zone };
  const { rows } = await findReportPackages(db, orgId, filter, { limit: ATTACHMENT_ROWS, offset: 0 });
  const counts = await organisationPackageCounts(
    db,
    orgId,
    rows.map((row) => row.id),
  );
  return {
    title: t('people.functions.taskReport'),
    header: [...packageExportHeader(t)],
    rows: rows.map((row) => packageExportRow(presentPackage(row, counts.get(row.id)), t, zone)),
  };
}

/** One attachment: the scope's table over the period as an Excel file named by the table and the period. */
export async function attachmentWorkbook(
  env: { db: Db; orgId: string; zone: string; t: Translate },
  scope: AttachmentScope,
  period: Period,
): Promise<Attachment> {
  const { db, orgId, zone, t } = env;
  const table =
    scope === 'overall'
      ? await overallTable(db, orgId, period, t)
      : scope === 'student'
        ? await studentTable(db, orgId, period, t)
        : await taskTable(db, orgId, period, zone, t);
  const content = await workbookBuffer({ sheet: table.title, header: table.header }, table.rows);
  const days = period.start === period.end ? period.start : `${period.start}~${period.end}`;
  return { scope, filename: `${table.title} ${days}.xlsx`, rows: table.rows.length, content };
}
