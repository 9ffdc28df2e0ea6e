import { CATALOG_TYPES, CHILD_TASK_TYPES, zonedDay, type MyCheckin } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { listCatalogues } from '../../data/catalogues.js';
import { checkinDaysOf, learnerCheckinTasks, learnerDaysOf, recordCheckinDays } from '../../data/checkinDays.js';
import { findCheckinTaskInOrg } from '../../data/checkins.js';
import type { Db } from '../../db/client.js';
import type { CheckinTaskRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { catalogueAndBelow } from '../../library/index.js';
import { todayOf } from './commands.js';
import { presentDay, presentMyCheckin } from './presenter.js';

/**
 * The learner's side of check-in tasks (docs/checkin.md): the tasks whose range names them, one
 * task with their days, and the bookkeeping a finished practice does — check-ins are derived from
 * the practice itself, wherever it was started.
 */

/** Running tasks first, then the ones to come (soonest first), then the ended ones (latest first). */
function byPhase(today: string) {
  const phase = (task: MyCheckin) => (task.startday > today ? 1 : task.endday < today ? 2 : 0);
  return (a: MyCheckin, b: MyCheckin) =>
    phase(a) - phase(b) || (phase(a) === 1 ? a.startday.localeCompare(b.startday) : b.endday.localeCompare(a.endday)) || a.title.localeCompare(b.title);
}

export async function myCheckins(request: Caller): Promise<{ today: string; rows: MyCheckin[] }> {
  const { db } = request.deps;
  const today = todayOf(request);
  const tasks = await learnerCheckinTasks(db, request.orgId, request.userId);
  const days = await learnerDaysOf(
    db,
    request.orgId,
    request.userId,
    tasks.map((row) => row.task.id),
  );
  const daysOf = (id: string) => days.filter((row) => row.taskId === id).map((row) => row.day);
  return { today, rows: tasks.map((row) => presentMyCheckin(row, daysOf(row.task.id), today)).sort(byPhase(today)) };
}

/** A task the learner may see: the organisation's (else 404), enabled and naming them (else 403 `unavailable`). */
async function learnerTask(request: Caller, id: string) {
  const { db } = request.deps;
  const [row] = isUuid(id) ? await learnerCheckinTasks(db, request.orgId, request.userId, id) : [];
  if (row) return row;
  if (isUuid(id) && (await findCheckinTaskInOrg(db, request.orgId, id))) throw appError('errors.checkin.unavailable');
  throw appError('errors.checkin.notFound');
}

export async function myCheckin(request: Caller, id: string) {
  const row = await learnerTask(request, id);
  const today = todayOf(request);
  const days = await checkinDaysOf(request.deps.db, request.orgId, row.task.id, request.userId);
  return {
    today,
    task: presentMyCheckin(
      row,
      days.map((day) => day.day),
      today,
    ),
    days: days.map(presentDay),
  };
}

/**
 * A quick Q&A check-in task the learner may drill today (`POST …/faq/drill` with `checkinid`): in
 * their range and enabled, today one of its days, its catalogue still there. Answers the task and
 * the catalogues to draw from (it and the ones below it).
 */
export async function checkinDrillGate(request: Caller, id: string): Promise<{ task: CheckinTaskRow; catalogIds: string[] }> {
  const { task } = await learnerTask(request, id);
  if (task.kind !== CHILD_TASK_TYPES.faq || !task.catalogueId) throw appError('errors.checkin.unavailable');
  const today = todayOf(request);
  if (today < task.startDay || today > task.endDay) throw appError('errors.checkin.notToday');
  const all = await listCatalogues(request.deps.db, request.orgId, CATALOG_TYPES.faq);
  return { task, catalogIds: catalogueAndBelow(all, task.catalogueId) };
}

/** A finished practice session: the day it finished checks in the scenario's tasks it qualifies for (flow's end reached). */
export async function recordSessionCheckin(
  db: Db,
  session: { orgId: string; userId: string; zone: string; scenarioId: string | null; score: number; completed: boolean; at: Date },
): Promise<void> {
  if (!session.completed || !session.scenarioId) return;
  await recordCheckinDays(db, {
    orgId: session.orgId,
    userId: session.userId,
    target: { scenarioId: session.scenarioId },
    score: session.score,
    day: zonedDay(session.at.getTime(), session.zone),
    at: session.at,
  });
}

/** A finished drill of a check-in task: the day it finished checks the task in when it scored enough. */
export async function recordDrillCheckin(
  db: Db,
  drill: { orgId: string; userId: string; zone: string; taskId: string; score: number; at: Date },
): Promise<void> {
  await recordCheckinDays(db, {
    orgId: drill.orgId,
    userId: drill.userId,
    target: { taskId: drill.taskId },
    score: drill.score,
    day: zonedDay(drill.at.getTime(), drill.zone),
    at: drill.at,
  });
}
