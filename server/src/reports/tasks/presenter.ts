import { zonedTimeText, ratePercent, taskListLabel, type Translate } from '@peilian/shared';
import type { GroupCounts, ProgressCounts, TaskLearnerRow, TaskPackageRow } from '../../data/reportTasks.js';
import { presentCounts } from '../children.js';
import type { ExportCell } from '../export.js';
import { durationCell, figureHeader, rateCell, scoreCell } from '../exportCells.js';

/**
 * How the task report's rows leave the server: figures as the data layer rounded them (averages of
 * scores to one decimal, of seconds to whole seconds), times as ISO strings.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentPackage(row: TaskPackageRow, counts?: ProgressCounts) {
  return {
    packageid: row.id,
    title: row.title,
    tasktype: row.tasktype,
    startat: new Date(row.start_at).toISOString(),
    endat: new Date(row.end_at).toISOString(),
    ...presentCounts(counts),
  };
}

export function presentGroup(row: GroupCounts) {
  return { id: row.id, name: row.name, ...presentCounts(row) };
}

export function presentLearner(row: TaskLearnerRow) {
  return {
    userid: row.user_id,
    name: row.name,
    account: row.account,
    departmentname: row.department_name ?? '',
    status: row.status,
    score: row.score,
    seconds: row.seconds,
    startedat: iso(row.started_at),
    finishedat: iso(row.finished_at),
  };
}

const STATUS_KEYS = ['reports.status.notStarted', 'reports.status.inProgress', 'reports.status.passed', 'reports.status.failed'] as const;

const time = (value: string | null, zone: string) => (value === null ? null : zonedTimeText(Date.parse(value), zone));

/** The export's header of the package list, in the caller's language. */
export const packageExportHeader = (t: Translate): string[] => [
  t('reports.fields.title'),
  t('reports.common.taskType'),
  t('reports.fields.taskPeriod'),
  figureHeader(t, 'rangeLearners'),
  figureHeader(t, 'startedLearners'),
  figureHeader(t, 'completedLearners'),
  figureHeader(t, 'passedLearners'),
  figureHeader(t, 'completionRate'),
  figureHeader(t, 'avgScore'),
  figureHeader(t, 'avgTime'),
];

/** One package as an export row: the table's columns (times in the organisation's zone, figures as numbers, the completion rate in percent, the average time as `h:mm:ss`). */
export function packageExportRow(row: ReturnType<typeof presentPackage>, t: Translate, zone: string): ExportCell[] {
  return [
    row.title,
    t(taskListLabel(row.tasktype)),
    `${time(row.startat, zone) ?? ''} ~ ${time(row.endat, zone) ?? ''}`,
    row.range,
    row.started,
    row.completed,
    row.passed,
    rateCell(ratePercent(row.completed, row.range)),
    scoreCell(row.avgscore),
    durationCell(row.avgseconds),
  ];
}

/** The export's header of the learner rows. */
export const learnerExportHeader = (t: Translate): string[] => [
  t('reports.fields.name'),
  t('reports.fields.account'),
  t('reports.fields.departmentName'),
  t('reports.common.status'),
  figureHeader(t, 'score'),
  figureHeader(t, 'time'),
  t('reports.fields.startedAt'),
  t('reports.fields.finishedAt'),
];

/** One learner row as an export row (status in words, score a number, time as `h:mm:ss`). */
export function learnerExportRow(row: ReturnType<typeof presentLearner>, t: Translate, zone: string): ExportCell[] {
  return [
    row.name,
    row.account,
    row.departmentname,
    t(STATUS_KEYS[row.status] ?? STATUS_KEYS[0]),
    scoreCell(row.score),
    durationCell(row.seconds),
    time(row.startedat, zone),
    time(row.finishedat, zone),
  ];
}
