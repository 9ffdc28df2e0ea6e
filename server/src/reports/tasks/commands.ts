import { PACKAGE_TASKTYPES, type TaskLearnersQuery, type TaskReportQuery } from '@peilian/shared';
import {
  childCounts,
  countTaskLearners,
  findReportPackage,
  findReportPackages,
  findTaskLearners,
  packageDetailCounts,
  type TaskLearnerFilter,
  type TaskPackageFilter,
  type TaskPackageRow,
} from '../../data/reportTasks.js';
import { invalidInput } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { presentChild, reportChildInOrg } from '../children.js';
import { scopedLearners } from '../filters.js';
import { checkedPeriod } from '../period.js';
import { packageFigures } from '../packageFigures.js';
import { presentGroup, presentLearner, presentPackage } from './presenter.js';
import { recordLoader } from '../../http/records.js';

const TASKTYPES: readonly number[] = Object.values(PACKAGE_TASKTYPES);

/** The package filter of a task report query: text, task list, a period the package's time overlaps. */
export function packageFilter(query: TaskReportQuery, zone: string): TaskPackageFilter {
  const tasktype = query.tasktype === '' ? null : Number(query.tasktype);
  if (tasktype !== null && !TASKTYPES.includes(tasktype)) throw invalidInput('tasks.rules.tasktype', {}, 'tasktype');
  return { text: query.text, tasktype, ...checkedPeriod(query), zone };
}

/** `GET …/report/task`: a page of packages with their figures over the scope's learners. */
export async function taskReportPage(request: Caller, query: TaskReportQuery) {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const filter = packageFilter(query, request.zone);
  const { rows, total } = await findReportPackages(db, orgId, filter, { limit: query.rows, offset: (query.page - 1) * query.rows });
  const figures = await packageFigures(
    request,
    query,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => presentPackage(row, figures.get(row.id))), total };
}

/** A published package of the caller's organisation, else 404 `packageNotFound`; its routes load it for `:id`. */
export const reportPackageRecord = recordLoader('errors.reports.packageNotFound', (db, orgId, id) => findReportPackage(db, orgId, id));

/** `GET …/report/task/:id`: the package, each child task, and the package by department and by position. */
export async function taskReportDetail(
  request: Caller,
  pkg: TaskPackageRow,
  query: { start?: string; end?: string; departmentid: string; positionid: string },
) {
  checkedPeriod(query);
  const { db } = request.deps;
  const { orgId } = request.caller;
  const learners = scopedLearners(request, query);
  const [figures, children] = await Promise.all([packageDetailCounts(db, orgId, pkg.id, learners), childCounts(db, orgId, pkg.id, learners)]);
  return {
    package: presentPackage(pkg, figures.total),
    children: children.map((row) => presentChild({ id: row.child_task_id, type: row.type, title: row.title }, row)),
    departments: figures.departments.map(presentGroup),
    positions: figures.positions.map(presentGroup),
  };
}

/** The learner list's filter: one child task's records, or (no `childid`) each learner's state of the package. */
export async function learnerFilter(request: Caller, pkg: TaskPackageRow, query: TaskLearnersQuery): Promise<TaskLearnerFilter> {
  checkedPeriod(query);
  const childId = query.childid === '' ? null : (await reportChildInOrg(request, query.childid, pkg.id)).id;
  return { childId, status: query.status, text: query.text };
}

/** `GET …/report/task/:id/learners`: a page of learner rows by account, and how many match. */
export async function taskLearnersPage(request: Caller, pkg: TaskPackageRow, query: TaskLearnersQuery) {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const filter = await learnerFilter(request, pkg, query);
  const learners = scopedLearners(request, query);
  const rows = await findTaskLearners(db, orgId, pkg.id, learners, filter, { limit: query.rows, offset: (query.page - 1) * query.rows });
  // A page past the last row has no row to carry the total.
  const total = rows[0]?.total ?? (query.page > 1 ? await countTaskLearners(db, orgId, pkg.id, learners, filter) : 0);
  return { rows: rows.map(presentLearner), total };
}
