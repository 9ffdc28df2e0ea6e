import { PACKAGE_TASKTYPES, type TaskLearnersQuery, type TaskReportQuery } from '@peilian/shared';
import {
  childCounts,
  countTaskLearners,
  findReportPackage,
  findReportPackages,
  findTaskLearners,
  packageCounts,
  packageGroupCounts,
  findReportChild,
  type ReportChildRow,
  type TaskLearnerFilter,
  type TaskPackageFilter,
  type TaskPackageRow,
} from '../../data/reportTasks.js';
import { scopedLearnerIds } from '../../data/reportScope.js';
import { appError, invalidInput } from '../../errors/index.js';
import type { CallerRequest } from '../../lib/request.js';
import { reportScope } from '../scope.js';
import { presentChild, presentGroup, presentLearner, presentPackage } from './presenter.js';

/** The learners the report counts, as the subquery every task report read takes (reports/scope.ts). */
export const scopedLearners = (request: CallerRequest, filter: { departmentid: string; positionid: string }) => scopedLearnerIds(reportScope(request, filter));

const TASKTYPES: readonly number[] = Object.values(PACKAGE_TASKTYPES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `yyyy-MM-dd` naming a day the calendar has (2026-02-30 and 2026-13-01 do not). */
function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** A day the calendar has (the schema checks only its form), and a period whose start is not after its end. */
export function checkedPeriod(filter: { start?: string | undefined; end?: string | undefined }): { start: string | undefined; end: string | undefined } {
  for (const field of ['start', 'end'] as const) {
    const day = filter[field];
    if (day !== undefined && !isCalendarDay(day)) throw invalidInput('reports.rules.day', {}, field);
  }
  if (filter.start && filter.end && filter.start > filter.end) throw invalidInput('reports.rules.range', {}, 'start');
  return { start: filter.start, end: filter.end };
}

/** The package filter of a task report query: text, task list, a period the package's time overlaps. */
export function packageFilter(query: TaskReportQuery): TaskPackageFilter {
  const tasktype = query.tasktype === '' ? null : Number(query.tasktype);
  if (tasktype !== null && !TASKTYPES.includes(tasktype)) throw invalidInput('tasks.rules.tasktype', {}, 'tasktype');
  return { text: query.text, tasktype, ...checkedPeriod(query) };
}

/** `GET …/report/task`: a page of packages with their figures over the scope's learners. */
export async function taskReportPage(request: CallerRequest, query: TaskReportQuery) {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const filter = packageFilter(query);
  const { rows, total } = await findReportPackages(db, orgId, filter, { limit: query.rows, offset: (query.page - 1) * query.rows });
  const figures = await packageCounts(
    db,
    orgId,
    rows.map((row) => row.id),
    scopedLearners(request, query),
  );
  return { rows: rows.map((row) => presentPackage(row, figures.get(row.id))), total };
}

/** A published package of the caller's organisation, else 404 `packageNotFound`. */
export async function reportPackageInOrg(request: CallerRequest, packageId: string): Promise<TaskPackageRow> {
  const found = await findReportPackage(request.deps.db, request.caller.orgId, packageId);
  if (!found) throw appError('errors.reports.packageNotFound');
  return found;
}

/** `GET …/report/task/:id`: the package, each child task, and the package by department and by position. */
export async function taskReportDetail(
  request: CallerRequest,
  pkg: TaskPackageRow,
  query: { start?: string; end?: string; departmentid: string; positionid: string },
) {
  checkedPeriod(query);
  const { db } = request.deps;
  const { orgId } = request.caller;
  const learners = scopedLearners(request, query);
  const [figures, children, departments, positions] = await Promise.all([
    packageCounts(db, orgId, [pkg.id], learners),
    childCounts(db, orgId, pkg.id, learners),
    packageGroupCounts(db, orgId, pkg.id, learners, 'department'),
    packageGroupCounts(db, orgId, pkg.id, learners, 'position'),
  ]);
  return {
    package: presentPackage(pkg, figures.get(pkg.id)),
    children: children.map(presentChild),
    departments: departments.map(presentGroup),
    positions: positions.map(presentGroup),
  };
}

/**
 * A child task of a published package of the caller's organisation (of `packageId` when given), else
 * 404 `childNotFound`; an id that is not a UUID names none.
 */
export async function reportChildInOrg(request: CallerRequest, childId: string, packageId?: string): Promise<ReportChildRow> {
  const child = UUID.test(childId) ? await findReportChild(request.deps.db, request.caller.orgId, childId) : undefined;
  if (!child || (packageId !== undefined && child.package_id !== packageId)) throw appError('errors.reports.childNotFound');
  return child;
}

/** The learner list's filter: one child task's records, or (no `childid`) each learner's state of the package. */
export async function learnerFilter(request: CallerRequest, pkg: TaskPackageRow, query: TaskLearnersQuery): Promise<TaskLearnerFilter> {
  checkedPeriod(query);
  const childId = query.childid === '' ? null : (await reportChildInOrg(request, query.childid, pkg.id)).id;
  return { childId, status: query.status, text: query.text };
}

/** `GET …/report/task/:id/learners`: a page of learner rows by account, and how many match. */
export async function taskLearnersPage(request: CallerRequest, pkg: TaskPackageRow, query: TaskLearnersQuery) {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const filter = await learnerFilter(request, pkg, query);
  const learners = scopedLearners(request, query);
  const [rows, total] = await Promise.all([
    findTaskLearners(db, orgId, pkg.id, learners, filter, { limit: query.rows, offset: (query.page - 1) * query.rows }),
    countTaskLearners(db, orgId, pkg.id, learners, filter),
  ]);
  return { rows: rows.map(presentLearner), total };
}
