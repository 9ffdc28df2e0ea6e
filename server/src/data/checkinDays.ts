import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkinDays, checkinTasks, type CheckinTaskRow } from '../db/schema/index.js';
import { checkinRefName } from './checkins.js';
import { checkinMembers, checkinTasksInLearnerRange } from './checkinReach.js';
import type { Viewer } from './dataScope.js';
import { containing } from './like.js';
import { reportRows, uuidList } from './reportRows.js';

/**
 * Learners' checked-in days of check-in tasks (docs/checkin.md): written when a qualifying practice
 * finishes, read by the learner's calendar, the back office's grid and one learner's details.
 */

/** A finished practice that may check a day in: what it practised, its score, its day and instant. */
export interface FinishedPractice {
  orgId: string;
  userId: string;
  /** A scenario's session names the scenario; a check-in drill names its task. */
  target: { scenarioId: string } | { taskId: string };
  score: number;
  day: string;
  at: Date;
}

/**
 * Checks the day in for every enabled task the practice qualifies for: its practice, the day in
 * its days, the score at least its minimum, the learner in its range. Once a day per task; a better
 * score the same day raises the kept one. Answers the tasks checked in.
 */
export async function recordCheckinDays(db: Db, practice: FinishedPractice): Promise<string[]> {
  const { orgId, userId, day } = practice;
  const matches =
    'scenarioId' in practice.target ? sql`t.kind = 1 and t.scenario_id = ${practice.target.scenarioId}::uuid` : sql`t.kind = 3 and t.id = ${practice.target.taskId}::uuid`;
  const rows = await reportRows<{ task_id: string }>(
    db,
    sql`insert into checkin_days (org_id, task_id, user_id, day, score, checked_at)
      select t.org_id, t.id, ${userId}::uuid, ${day}::date, round(${practice.score}::real)::int, ${practice.at}
      from checkin_tasks t
      where t.org_id = ${orgId} and t.enabled = 1 and ${matches} and t.start_day <= ${day}::date and t.end_day >= ${day}::date
        and t.min_score <= ${practice.score}::real and t.id in (${checkinTasksInLearnerRange(orgId, userId)})
      on conflict (org_id, task_id, user_id, day) do update set score = greatest(checkin_days.score, excluded.score)
      returning task_id`,
  );
  return rows.map((row) => row.task_id);
}

/** A checked-in day as the views read it. */
export interface CheckedDay {
  day: string;
  score: number;
  checkedAt: Date;
}

/** The learner's checked-in days of a task, first day first. */
export async function checkinDaysOf(db: Db, orgId: string, taskId: string, userId: string): Promise<CheckedDay[]> {
  return db
    .select({ day: checkinDays.day, score: checkinDays.score, checkedAt: checkinDays.checkedAt })
    .from(checkinDays)
    .where(and(eq(checkinDays.orgId, orgId), eq(checkinDays.taskId, taskId), eq(checkinDays.userId, userId)))
    .orderBy(asc(checkinDays.day));
}

/** A task in the learner's range, with its practice's name. */
export interface LearnerCheckinTask {
  task: CheckinTaskRow;
  refName: string;
}

/** The enabled tasks whose range names the learner, latest start first. */
export async function learnerCheckinTasks(db: Db, orgId: string, userId: string, id?: string): Promise<LearnerCheckinTask[]> {
  return db
    .select({ task: checkinTasks, refName: checkinRefName })
    .from(checkinTasks)
    .where(
      and(
        eq(checkinTasks.orgId, orgId),
        eq(checkinTasks.enabled, 1),
        id ? eq(checkinTasks.id, id) : undefined,
        sql`${checkinTasks.id} = any(array(${checkinTasksInLearnerRange(orgId, userId)}))`,
      ),
    )
    .orderBy(desc(checkinTasks.startDay), desc(checkinTasks.createdAt));
}

/** The learner's checked-in days of the given tasks. */
export async function learnerDaysOf(db: Db, orgId: string, userId: string, taskIds: readonly string[]): Promise<{ taskId: string; day: string }[]> {
  if (taskIds.length === 0) return [];
  return db
    .select({ taskId: checkinDays.taskId, day: checkinDays.day })
    .from(checkinDays)
    .where(and(eq(checkinDays.orgId, orgId), eq(checkinDays.userId, userId), inArray(checkinDays.taskId, [...taskIds])));
}

/** A learner the task's range reaches, as the grid shows them. */
export interface CheckinMember {
  userId: string;
  name: string;
  account: string;
  departmentName: string;
  days: string[];
}

/**
 * A page of the learners the task reaches whom the viewer sees, by name — in a department (and the
 * ones below it) and matching a name or account when asked — each with their checked-in days.
 */
export async function checkinMembersPage(
  db: Db,
  viewer: Viewer,
  taskId: string,
  filter: { departmentId: string; keyword: string; page: number; rows: number; userId?: string },
): Promise<{ rows: CheckinMember[]; total: number }> {
  const { orgId } = viewer;
  const inDepartment = filter.departmentId
    ? sql`and u.department_id in (with recursive sub(id) as (select ${filter.departmentId}::uuid union select d.id from departments d join sub on d.org_id = ${orgId} and d.parent_id = sub.id) select id from sub)`
    : sql``;
  const named = filter.keyword ? sql`and (u.name ilike ${containing(filter.keyword)} or u.account ilike ${containing(filter.keyword)})` : sql``;
  const one = filter.userId ? sql`and u.id = ${filter.userId}::uuid` : sql``;
  const rows = await reportRows<{ user_id: string; name: string; account: string; department_name: string | null; days: string[] | null; total: number }>(
    db,
    sql`with recursive ${checkinMembers(viewer, [taskId])},
      chosen as (
        select u.id, u.name, u.account, u.department_id from reached m join users u on u.org_id = ${orgId} and u.id = m.user_id
        where true ${inDepartment} ${named} ${one}
      )
      select c.id as user_id, c.name, c.account, dep.name as department_name, count(*) over ()::int as total,
        array(select to_char(d.day, 'YYYY-MM-DD') from checkin_days d where d.org_id = ${orgId} and d.task_id = ${uuidList([taskId])} and d.user_id = c.id order by d.day) as days
      from chosen c left join departments dep on dep.org_id = ${orgId} and dep.id = c.department_id
      order by c.name, c.account
      limit ${filter.rows} offset ${(filter.page - 1) * filter.rows}`,
  );
  return {
    rows: rows.map((row) => ({ userId: row.user_id, name: row.name, account: row.account, departmentName: row.department_name ?? '', days: row.days ?? [] })),
    total: rows[0]?.total ?? 0,
  };
}

/** Writes checked-in days as they are (the demo seed's history). */
export async function insertCheckinDays(db: Db, rows: readonly (typeof checkinDays.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(checkinDays).values([...rows]);
}
