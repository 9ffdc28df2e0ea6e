import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { catalogues, checkinRanges, checkinTasks, departments, positions, scenarios, users, type CheckinTaskRow } from '../db/schema/index.js';
import type { Viewer } from './dataScope.js';
import { containing } from './like.js';
import { checkinMembers } from './checkinReach.js';
import { reportRows } from './reportRows.js';

/**
 * Check-in tasks of the back office (docs/checkin.md): the task, its publish range (stored as
 * `package_ranges` stores a package's), and the list with what each task's range reaches today.
 */

export type NewCheckinTask = typeof checkinTasks.$inferInsert;

/** A task with the name of its practice and, for the back office, how many it reaches and how many checked in on the day asked. */
export interface CheckinTaskListRow {
  task: CheckinTaskRow;
  refName: string;
  learners: number;
  todayChecked: number;
}

/** The name of the task's scenario or catalogue ('' once it is gone). */
const refName = sql<string>`coalesce((select ${scenarios.name} from ${scenarios} where ${scenarios.orgId} = ${checkinTasks.orgId} and ${scenarios.id} = ${checkinTasks.scenarioId}),
  (select ${catalogues.name} from ${catalogues} where ${catalogues.orgId} = ${checkinTasks.orgId} and ${catalogues.id} = ${checkinTasks.catalogueId}), '')`;

export async function findCheckinTaskInOrg(db: Db, orgId: string, id: string): Promise<CheckinTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(checkinTasks)
    .where(and(eq(checkinTasks.orgId, orgId), eq(checkinTasks.id, id)))
    .limit(1);
  return row;
}

export async function insertCheckinTask(db: Db, values: NewCheckinTask): Promise<CheckinTaskRow> {
  const [row] = await db.insert(checkinTasks).values(values).returning();
  if (!row) throw new Error('insertCheckinTask returned no row');
  return row;
}

export async function updateCheckinTask(db: Db, orgId: string, id: string, changes: Partial<Omit<NewCheckinTask, 'orgId' | 'id'>>): Promise<boolean> {
  const rows = await db
    .update(checkinTasks)
    .set(changes)
    .where(and(eq(checkinTasks.orgId, orgId), eq(checkinTasks.id, id)))
    .returning({ id: checkinTasks.id });
  return rows.length > 0;
}

/** Deletes a task with its range and its learners' days (the route runs it inside a recycle-bin entry). */
export async function deleteCheckinTask(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(checkinTasks)
    .where(and(eq(checkinTasks.orgId, orgId), eq(checkinTasks.id, id)))
    .returning({ id: checkinTasks.id });
  return rows.length > 0;
}

type RangeKind = 'department' | 'position' | 'user';

/** Replaces a task's publish range. */
export async function replaceCheckinRange(db: Db, orgId: string, taskId: string, range: { departments: string[]; positions: string[]; users: string[] }): Promise<void> {
  await db.delete(checkinRanges).where(and(eq(checkinRanges.orgId, orgId), eq(checkinRanges.taskId, taskId)));
  const rows = (Object.entries({ department: range.departments, position: range.positions, user: range.users }) as [RangeKind, string[]][]).flatMap(
    ([kind, ids]) => ids.map((targetId) => ({ taskId, orgId, kind, targetId })),
  );
  if (rows.length > 0) await db.insert(checkinRanges).values(rows);
}

/** A task's range with the names of what it names (targets deleted since are left out). */
export async function checkinRangeOf(db: Db, orgId: string, taskId: string): Promise<Record<'departments' | 'positions' | 'users', { id: string; name: string }[]>> {
  const inRange = (kind: RangeKind, column: AnyPgColumn) =>
    sql`exists (select 1 from ${checkinRanges} where ${checkinRanges.taskId} = ${taskId} and ${checkinRanges.orgId} = ${orgId} and ${checkinRanges.kind} = ${kind} and ${checkinRanges.targetId} = ${column})`;
  const [d, p, u] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(and(eq(departments.orgId, orgId), inRange('department', departments.id))).orderBy(asc(departments.name)),
    db.select({ id: positions.id, name: positions.name }).from(positions).where(and(eq(positions.orgId, orgId), inRange('position', positions.id))).orderBy(asc(positions.name)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.orgId, orgId), sql`${users.deletedAt} is null`, inRange('user', users.id)))
      .orderBy(asc(users.name)),
  ]);
  return { departments: d, positions: p, users: u };
}

/** Reach and today's check-ins of the given tasks, as the viewer sees people. */
async function reachOf(db: Db, viewer: Viewer, taskIds: readonly string[], today: string): Promise<Map<string, { learners: number; todayChecked: number }>> {
  if (taskIds.length === 0) return new Map();
  const rows = await reportRows<{ task_id: string; learners: number; checked: number }>(
    db,
    sql`with recursive ${checkinMembers(viewer, taskIds)}
      select m.task_id, count(*)::int as learners,
        count(*) filter (where exists (select 1 from checkin_days d where d.org_id = ${viewer.orgId} and d.task_id = m.task_id and d.user_id = m.user_id and d.day = ${today}::date))::int as checked
      from reached m group by m.task_id`,
  );
  return new Map(rows.map((row) => [row.task_id, { learners: row.learners, todayChecked: row.checked }]));
}

/** A page of the organisation's tasks, newest first, filtered by title, with reach and today's check-ins. */
export async function listCheckinTasks(
  db: Db,
  viewer: Viewer,
  query: { keyword: string; page: number; rows: number; today: string },
): Promise<{ rows: CheckinTaskListRow[]; total: number }> {
  const where = and(eq(checkinTasks.orgId, viewer.orgId), query.keyword ? ilike(checkinTasks.title, containing(query.keyword)) : undefined);
  const [found, [counted]] = await Promise.all([
    db
      .select({ task: checkinTasks, refName })
      .from(checkinTasks)
      .where(where)
      .orderBy(desc(checkinTasks.createdAt), desc(checkinTasks.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ n: count() }).from(checkinTasks).where(where),
  ]);
  const reach = await reachOf(
    db,
    viewer,
    found.map((row) => row.task.id),
    query.today,
  );
  return {
    rows: found.map((row) => ({ ...row, learners: reach.get(row.task.id)?.learners ?? 0, todayChecked: reach.get(row.task.id)?.todayChecked ?? 0 })),
    total: counted?.n ?? 0,
  };
}

/** One task as the list shows it. */
export async function findCheckinListRow(db: Db, viewer: Viewer, id: string, today: string): Promise<CheckinTaskListRow | undefined> {
  const [row] = await db
    .select({ task: checkinTasks, refName })
    .from(checkinTasks)
    .where(and(eq(checkinTasks.orgId, viewer.orgId), eq(checkinTasks.id, id)))
    .limit(1);
  if (!row) return undefined;
  const reach = (await reachOf(db, viewer, [id], today)).get(id);
  return { ...row, learners: reach?.learners ?? 0, todayChecked: reach?.todayChecked ?? 0 };
}

/** The name of a task's practice, for the learner's views. */
export const checkinRefName = refName;
