import type { StudentReportRow } from '@peilian/shared';
import type { StudentFigures } from '../../data/reportStudents.js';
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
