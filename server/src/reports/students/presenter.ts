import { practiceChecklistItemSchema, type StudentReportRow, type StudentRoleplay, type Translate } from '@peilian/shared';
import { z } from 'zod';
import type { StudentRoleplayRow } from '../../data/reportRoleplays.js';
import type { StudentFigures } from '../../data/reportStudents.js';
import type { ExportCell } from '../export.js';
import { durationCell, figureHeader, scoreCell } from '../exportCells.js';
import { learnerAverage } from '../figures.js';

/** A learner's row of the student report. */
export function presentStudentRow(row: StudentFigures): StudentReportRow {
  return {
    rank: row.rank,
    userid: row.userId,
    name: row.name,
    account: row.account,
    departmentname: row.departmentName,
    tasks: row.tasks,
    completed: row.completed,
    learningseconds: Math.round(row.learningSeconds),
    avgscore: learnerAverage(row),
    practicesessions: row.practiceSessions,
    exams: row.exams,
    passedexams: row.examsPassed,
  };
}

/** A stored checklist that no longer parses shows as none rather than failing the dashboard. */
const storedChecklist = z.array(practiceChecklistItemSchema).catch([]);

/** A finished role-play on the learner's dashboard: its checklist as scored, and how much of it was ticked. */
export function presentRoleplay(row: StudentRoleplayRow): StudentRoleplay {
  const checklist = storedChecklist.parse(row.checklist ?? []);
  return {
    sessionid: row.id,
    scenarioname: row.scenarioName,
    score: row.score,
    passed: row.passed,
    finishedat: row.finishedAt.toISOString(),
    checklistticked: checklist.filter((item) => item.turn !== null).length,
    checklisttotal: checklist.length,
    checklist,
  };
}

/** The student table's columns, in the export and in a notification's attachment. */
export function studentExportHeader(t: Translate): string[] {
  return [
    t('reports.fields.rank'),
    t('reports.fields.name'),
    t('reports.fields.account'),
    t('reports.fields.departmentName'),
    figureHeader(t, 'childTasksAssigned'),
    figureHeader(t, 'childTasksPassed'),
    figureHeader(t, 'learningTime'),
    figureHeader(t, 'learnerAvgScore'),
    figureHeader(t, 'practiceSessions'),
    figureHeader(t, 'exams'),
    figureHeader(t, 'passedExams'),
  ];
}

/** One learner's row of that table. */
export function studentExportRow(row: StudentReportRow): ExportCell[] {
  return [
    row.rank,
    row.name,
    row.account,
    row.departmentname,
    row.tasks,
    row.completed,
    durationCell(row.learningseconds),
    scoreCell(row.avgscore),
    row.practicesessions,
    row.exams,
    row.passedexams,
  ];
}
