import type { StudentReportQuery, StudentReportRow } from '@peilian/shared';
import { studentReportPage, type StudentQuery } from '../../data/reportStudents.js';
import type { Caller } from '../../auth/caller.js';
import { asOf } from '../figures.js';
import { addDays, filterPeriod, today, type Period } from '../period.js';
import { reportScope } from '../scope.js';
import { presentStudentRow } from './presenter.js';

/** Student statistics end at the end of yesterday in the organisation's time zone (admin §9). */
export const statsUntil = (request: Caller): string => addDays(today(request.deps.clock.now(), request.zone), -1);

/** Without dates, the student report covers the 30 days up to yesterday. */
const DEFAULT_DAYS = 30;

/** The period a student report's filter asks for, never past yesterday. */
export function studentPeriod(request: Caller, filter: { start?: string; end?: string }): Period {
  return filterPeriod(filter, statsUntil(request), DEFAULT_DAYS);
}

export function studentQuery(request: Caller, query: StudentReportQuery): StudentQuery {
  return { period: studentPeriod(request, query), sort: query.sort, text: query.text };
}

/**
 * `GET report/student`: a page of the scope's learners with the period's figures, ranked within the
 * department view (the filters) by `sort`; a name search keeps each learner's place.
 */
export async function studentReport(
  request: Caller,
  query: StudentReportQuery,
): Promise<{ rows: StudentReportRow[]; total: number; asof: string | null; statsuntil: string }> {
  const scope = reportScope(request, query);
  const [page, asof] = await Promise.all([
    studentReportPage(request.deps.db, scope, studentQuery(request, query), { offset: (query.page - 1) * query.rows, limit: query.rows }),
    asOf(request),
  ]);
  return { rows: page.rows.map(presentStudentRow), total: page.total, asof, statsuntil: statsUntil(request) };
}
