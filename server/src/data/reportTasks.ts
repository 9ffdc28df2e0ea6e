import { PUBLISH_STATES, type ReportProgress } from '@peilian/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containing } from './like.js';
import { reportRows, uuidList } from './reportRows.js';

/**
 * The task report's reads (docs/reports.md "Task report"): packages, their child tasks, groups and
 * learner rows, all from `report_task_learners` restricted to the learners of the report's scope
 * (`learners`: a subquery of user ids, built only by `reports/scope.ts`), as `= any(array(…))`: the
 * set is computed once, not re-scanned per row when the planner has no statistics (see center.ts).
 */

/** Counts of a package, child task, department or position, as the database answers them. */
export type ProgressCounts = ReportProgress;

/**
 * Scores are `real` columns: they are read as numeric (the decimal they were written as, not the
 * float4's binary neighbour) and averaged and rounded in numeric — scores to one decimal, seconds
 * to whole seconds (docs/reports.md "Figures").
 */
export const PACKAGE_COUNTS = sql`count(*)::int as range, count(*) filter (where lp.started)::int as started,
  count(*) filter (where lp.completed)::int as completed, count(*) filter (where lp.passed)::int as passed,
  round(avg(lp.score) filter (where lp.completed), 1)::float8 as avgscore, round(avg(lp.seconds) filter (where lp.started))::float8 as avgseconds`;

/** The first instant of a day in `zone`, and of the day after one. */
const dayStart = (day: string, zone: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;
const dayAfter = (day: string, zone: string) => sql`(${day}::date + 1)::timestamp at time zone ${zone}`;

/**
 * Each learner's state of the packages `ids` (a CTE named `lp`): started (a child started),
 * completed (every required child passed — every child when none is required, the rule of
 * `student_packages.completed_at`), the weighted package score, passed (completed and the score
 * reaches the package's pass score), total seconds, first start and last finish.
 */
export function learnerPackages(orgId: string, ids: SQL, learners: SQL): SQL {
  return sql`kids as (
      select c.package_id, count(*)::int as children, (count(*) filter (where c.required = 1))::int as required
      from child_tasks c where c.org_id = ${orgId} and c.package_id in (${ids}) group by c.package_id
    ),
    lps as (
      select r.package_id, r.user_id, bool_or(r.status > 0) as started,
        count(*) filter (where r.status = 2 and (c.required = 1 or k.required = 0)) = (case when k.required > 0 then k.required else k.children end) as completed,
        round(sum(c.weight::numeric * coalesce(r.score::numeric, case when r.status = 2 then 100 else 0 end)) / 100, 2) as score,
        sum(r.duration_seconds)::int as seconds, min(r.started_at) as started_at, max(r.finished_at) as finished_at
      from report_task_learners r join child_tasks c on c.org_id = r.org_id and c.id = r.child_task_id join kids k on k.package_id = r.package_id
      where r.org_id = ${orgId} and r.package_id in (${ids}) and r.user_id = any(array(${learners}))
      group by r.package_id, r.user_id, k.required, k.children
    ),
    lp as (
      select lps.*, lps.completed and lps.score >= p.pass_score::numeric as passed,
        case when not lps.started then 0 when lps.completed and lps.score >= p.pass_score::numeric then 2 when lps.completed then 3 else 1 end as status
      from lps join task_packages p on p.org_id = ${orgId} and p.id = lps.package_id
    )`;
}

export interface TaskPackageFilter {
  text: string;
  tasktype: number | null;
  start: string | undefined;
  end: string | undefined;
  /** The organisation's time zone, in which `start` and `end` are days. */
  zone: string;
}

/** Published packages of the organisation, out of the recycle bin, matching the filter (period: [start_at, end_at] overlaps it). */
function packageWhere(orgId: string, filter: TaskPackageFilter): SQL {
  const parts = [sql`p.org_id = ${orgId}`, sql`p.publish_state = ${PUBLISH_STATES.published}`, sql`p.deleted_at is null`];
  if (filter.text) parts.push(sql`p.title ilike ${containing(filter.text)}`);
  if (filter.tasktype !== null) parts.push(sql`p.tasktype = ${filter.tasktype}`);
  if (filter.end) parts.push(sql`p.start_at < ${dayAfter(filter.end, filter.zone)}`);
  if (filter.start) parts.push(sql`p.end_at >= ${dayStart(filter.start, filter.zone)}`);
  return sql.join(parts, sql` and `);
}

export interface TaskPackageRow {
  id: string;
  title: string;
  tasktype: number;
  start_at: Date | string;
  end_at: Date | string;
}

/** A page of the matching packages, newest start first, and how many match. */
export async function findReportPackages(
  db: Db,
  orgId: string,
  filter: TaskPackageFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TaskPackageRow[]; total: number }> {
  const rows = await reportRows<TaskPackageRow & { total: number }>(
    db,
    sql`select p.id, p.title, p.tasktype, p.start_at, p.end_at, (count(*) over ())::int as total from task_packages p
      where ${packageWhere(orgId, filter)} order by p.start_at desc, p.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { rows, total: rows[0]?.total ?? (page.offset > 0 ? await countReportPackages(db, orgId, filter) : 0) };
}

async function countReportPackages(db: Db, orgId: string, filter: TaskPackageFilter): Promise<number> {
  const [row] = await reportRows<{ n: number }>(db, sql`select count(*)::int as n from task_packages p where ${packageWhere(orgId, filter)}`);
  return row?.n ?? 0;
}

/** The matching packages after `after` (keyset on start time and id, the list's order), for the export. */
export async function reportPackagesAfter(db: Db, orgId: string, filter: TaskPackageFilter, after: TaskPackageRow | undefined, limit: number): Promise<TaskPackageRow[]> {
  const keyset = after ? sql`and (p.start_at, p.id) < (${new Date(after.start_at)}, ${after.id})` : sql``;
  return reportRows<TaskPackageRow>(
    db,
    sql`select p.id, p.title, p.tasktype, p.start_at, p.end_at from task_packages p
      where ${packageWhere(orgId, filter)} ${keyset} order by p.start_at desc, p.id desc limit ${limit}`,
  );
}

/** How many packages the export will hold. */
export const countPackagesForExport = countReportPackages;

/** A published package of the organisation (out of the recycle bin), or undefined. */
export async function findReportPackage(db: Db, orgId: string, packageId: string): Promise<TaskPackageRow | undefined> {
  const [row] = await reportRows<TaskPackageRow>(
    db,
    sql`select p.id, p.title, p.tasktype, p.start_at, p.end_at from task_packages p
      where p.id = ${packageId} and p.org_id = ${orgId} and p.publish_state = ${PUBLISH_STATES.published} and p.deleted_at is null`,
  );
  return row;
}

/** The counts of each of the packages `ids` over the scope's learners (packages without a learner are absent). */
export async function packageCounts(db: Db, orgId: string, ids: readonly string[], learners: SQL): Promise<Map<string, ProgressCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await reportRows<ProgressCounts & { package_id: string }>(
    db,
    sql`with ${learnerPackages(orgId, uuidList(ids), learners)} select lp.package_id, ${PACKAGE_COUNTS} from lp group by lp.package_id`,
  );
  return new Map(rows.map(({ package_id, ...figures }) => [package_id, figures]));
}

export interface GroupCounts extends ProgressCounts {
  id: string;
  name: string;
}

/**
 * One package's counts, and the same by the learners' current department and by their position
 * (learners without one are in no group), in one pass over the package (grouping sets).
 */
export async function packageDetailCounts(
  db: Db,
  orgId: string,
  packageId: string,
  learners: SQL,
): Promise<{ total: ProgressCounts | undefined; departments: GroupCounts[]; positions: GroupCounts[] }> {
  const rows = await reportRows<GroupCounts & { kind: 'total' | 'department' | 'position' }>(
    db,
    sql`with ${learnerPackages(orgId, sql`${packageId}::uuid`, learners)}
      select case when grouping(dep.id) = 0 then 'department' when grouping(pos.id) = 0 then 'position' else 'total' end as kind,
        coalesce(dep.id, pos.id) as id, coalesce(dep.name, pos.name) as name, ${PACKAGE_COUNTS}
      from lp join users u on u.org_id = ${orgId} and u.id = lp.user_id left join departments dep on dep.org_id = u.org_id and dep.id = u.department_id
        left join user_positions up on up.org_id = u.org_id and up.user_id = lp.user_id left join positions pos on pos.org_id = up.org_id and pos.id = up.position_id
      group by grouping sets ((), (dep.id, dep.name), (pos.id, pos.name))
      order by 1, 3, 2`,
  );
  const groups = (kind: 'department' | 'position') =>
    rows.filter((row) => row.kind === kind && row.id !== null).map(({ kind: _kind, ...group }) => group);
  const total = rows.find((row) => row.kind === 'total');
  return { total: total && total.range > 0 ? total : undefined, departments: groups('department'), positions: groups('position') };
}

export interface ChildCounts extends ProgressCounts {
  child_task_id: string;
  type: number;
  title: string;
}

/**
 * Each child task of the package (in the editor's order) over the scope's learners: started (status
 * above 0), completed (finished: passed or failed), passed, the average score of those with one, the
 * average time of those who started. `childId` narrows it to one child.
 */
export async function childCounts(db: Db, orgId: string, packageId: string, learners: SQL, childId?: string): Promise<ChildCounts[]> {
  const one = childId ? sql`and c.id = ${childId}` : sql``;
  return reportRows<ChildCounts>(
    db,
    sql`select c.id as child_task_id, c.type, c.title, count(r.user_id)::int as range,
        (count(*) filter (where r.status > 0))::int as started, (count(*) filter (where r.status in (2, 3)))::int as completed,
        (count(*) filter (where r.status = 2))::int as passed, round(avg(r.score::numeric), 1)::float8 as avgscore,
        round(avg(r.duration_seconds) filter (where r.status > 0))::float8 as avgseconds
      from child_tasks c left join report_task_learners r on r.child_task_id = c.id and r.org_id = ${orgId} and r.user_id = any(array(${learners}))
      where c.org_id = ${orgId} and c.package_id = ${packageId} ${one}
      group by c.id, c.type, c.title, c.sort, c.created_at order by c.sort, c.created_at, c.id`,
  );
}

export interface TaskLearnerFilter {
  /** One child task's rows; null: the learner's state of the whole package. */
  childId: string | null;
  status: number | undefined;
  text: string;
}

export interface TaskLearnerRow {
  user_id: string;
  name: string;
  account: string;
  department_name: string | null;
  status: number;
  score: number | null;
  seconds: number;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

/** The rows the learner list reads: a child task's records, or each learner's state of the package (CTE `rows`). */
function learnerRowsSource(orgId: string, packageId: string, learners: SQL, filter: TaskLearnerFilter): SQL {
  if (filter.childId) {
    return sql`rows as (select r.user_id, r.status, r.score::numeric::float8 as score, r.duration_seconds as seconds, r.started_at, r.finished_at
      from report_task_learners r where r.org_id = ${orgId} and r.child_task_id = ${filter.childId} and r.package_id = ${packageId} and r.user_id = any(array(${learners})))`;
  }
  return sql`${learnerPackages(orgId, sql`${packageId}::uuid`, learners)},
    rows as (select lp.user_id, lp.status, case when lp.started then lp.score::float8 end as score, lp.seconds, lp.started_at,
      case when lp.completed then lp.finished_at end as finished_at from lp)`;
}

function learnerWhere(filter: TaskLearnerFilter): SQL {
  const parts = [sql`true`];
  if (filter.status !== undefined) parts.push(sql`x.status = ${filter.status}`);
  if (filter.text) {
    const like = containing(filter.text);
    parts.push(sql`(u.name ilike ${like} or u.account ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The package's learner rows by account (unique, so the export pages by it): a page (`offset`) or
 * the rows after an account (`after`, the export's keyset); each row carries how many match (with
 * `after`: how many are left), so a page costs one pass over the package.
 */
export async function findTaskLearners(
  db: Db,
  orgId: string,
  packageId: string,
  learners: SQL,
  filter: TaskLearnerFilter,
  page: { limit: number; offset?: number; after?: string },
): Promise<(TaskLearnerRow & { total: number })[]> {
  const after = page.after === undefined ? sql`` : sql`and u.account > ${page.after}`;
  return reportRows<TaskLearnerRow & { total: number }>(
    db,
    sql`with ${learnerRowsSource(orgId, packageId, learners, filter)}
      select u.id as user_id, u.name, u.account, d.name as department_name, x.status, x.score, x.seconds, x.started_at, x.finished_at,
        (count(*) over ())::int as total
      from rows x join users u on u.org_id = ${orgId} and u.id = x.user_id left join departments d on d.org_id = u.org_id and d.id = u.department_id
      where ${learnerWhere(filter)} ${after} order by u.account limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}

/** How many learner rows match. */
export async function countTaskLearners(db: Db, orgId: string, packageId: string, learners: SQL, filter: TaskLearnerFilter): Promise<number> {
  const [row] = await reportRows<{ n: number }>(
    db,
    sql`with ${learnerRowsSource(orgId, packageId, learners, filter)}
      select count(*)::int as n from rows x join users u on u.org_id = ${orgId} and u.id = x.user_id where ${learnerWhere(filter)}`,
  );
  return row?.n ?? 0;
}

export interface ReportChildRow {
  id: string;
  package_id: string;
  type: number;
  title: string;
  refs: unknown[];
}

/** A child task of one of the organisation's published packages (out of the recycle bin), or undefined. */
export async function findReportChild(db: Db, orgId: string, childId: string): Promise<ReportChildRow | undefined> {
  const [row] = await reportRows<ReportChildRow>(
    db,
    sql`select c.id, c.package_id, c.type, c.title, c.refs from child_tasks c join task_packages p on p.org_id = c.org_id and p.id = c.package_id
      where c.id = ${childId} and c.org_id = ${orgId} and p.org_id = ${orgId} and p.publish_state = ${PUBLISH_STATES.published} and p.deleted_at is null`,
  );
  return row;
}
