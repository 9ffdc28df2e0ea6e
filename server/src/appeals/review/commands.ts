import {
  appealTotal,
  applyRescore,
  APPEAL_STATUS,
  isAppealOpen,
  zonedDay,
  type AdminAppeal,
  type AppealDetail,
  type AppealListQuery,
  type AppealRejectBody,
  type AppealResolveBody,
  type WorkCalendarBody,
} from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import {
  appealTrail,
  findAppealRecord,
  findWorkCalendar,
  insertAppealEvent,
  listAppeals,
  lockAppeal,
  saveWorkCalendar,
  updateAppeal,
  type AppealRecord,
  type WorkCalendarDays,
} from '../../data/appeals.js';
import type { Db } from '../../db/client.js';
import type { AppealRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { appealAnswered, notifyLearnersQuietly } from '../../notices/index.js';
import { recordLoader } from '../../http/records.js';
import { presentAdminAppeal, presentAppealEvent } from '../presenter.js';
import { appealableRecord, calendarOf } from '../record.js';
import { RECORD_KINDS } from '../kinds.js';

/** An appeal the caller sees by id: of their organisation and of a learner within their data permission. */
export const appealRecord = recordLoader('errors.appeals.notFound', (db, _orgId, id, request) => findAppealRecord(db, request.viewer, id));

const todayOf = (request: Caller) => zonedDay(request.deps.clock.now().getTime(), request.zone);

/** `GET complain`: a page of the appeals the caller sees, open ones first by due day. */
export async function listAppealsPage(request: Caller, query: AppealListQuery): Promise<{ rows: AdminAppeal[]; total: number }> {
  const today = todayOf(request);
  const { rows, total } = await listAppeals(
    request.deps.db,
    request.viewer,
    { status: query.status, type: query.type, overdueBefore: query.overdue === 1 ? today : undefined, search: query.name },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
  );
  const calendar = await calendarOf(request.deps.db, request.orgId);
  return { rows: rows.map((row) => presentAdminAppeal(row, today, calendar)), total };
}

/** `GET complain/{id}`: the appeal, its record as the reviewer reads it, and its trail. */
export async function appealDetail(request: Caller, record: AppealRecord): Promise<Omit<AppealDetail, 'successed'>> {
  const { deps, orgId } = request;
  const [found, trail, calendar] = await Promise.all([
    appealableRecord(request, record.appeal.recordType as AdminAppeal['type'], record.appeal.recordId),
    appealTrail(deps.db, orgId, record.appeal.id),
    calendarOf(deps.db, orgId),
  ]);
  return { appeal: presentAdminAppeal(record, todayOf(request), calendar), record: found?.view ?? null, events: trail.map(presentAppealEvent) };
}

/** The learner's recording of one line of the appeal's record (its storage key), else `audioNotFound`. */
export async function appealRecording(request: Caller, record: AppealRecord, key: string): Promise<string> {
  const found = await appealableRecord(request, record.appeal.recordType as AdminAppeal['type'], record.appeal.recordId);
  const stored = found?.recordings.get(key);
  if (!stored || !(await request.deps.storage.exists(stored))) throw appError('errors.appeals.audioNotFound');
  return stored;
}

/**
 * Runs one decision on an appeal still open, locked for the decision's transaction (a concurrent
 * second decision waits and then finds it final), then answers the appeal as it now stands.
 */
async function decide(request: Caller, record: AppealRecord, change: (tx: Db, row: AppealRow, now: Date) => Promise<void>) {
  const { deps, orgId } = request;
  await deps.db.transaction(async (tx) => {
    const row = await lockAppeal(tx, orgId, record.appeal.id);
    if (!row || !isAppealOpen(row.status)) throw appError('errors.appeals.final');
    await change(tx, row, deps.clock.now());
  });
  const again = await findAppealRecord(deps.db, request.viewer, record.appeal.id);
  if (!again) throw appError('errors.appeals.notFound');
  const { appeal } = again;
  if (appeal.status === APPEAL_STATUS.completed || appeal.status === APPEAL_STATUS.rejected) {
    await notifyLearnersQuietly(deps, orgId, [appealAnswered({ id: appeal.id, userId: appeal.userId, title: appeal.recordTitle, status: appeal.status })]);
  }
  return appealDetail(request, again);
}

const actor = (request: Caller) => ({ actorId: request.userId, actorName: request.caller.name });

/** `PUT complain/{id}/accept`: a pending appeal is being handled (the learner still sees it waiting); accepting it again changes nothing. */
export async function acceptAppeal(request: Caller, record: AppealRecord): Promise<Omit<AppealDetail, 'successed'>> {
  if (record.appeal.status === APPEAL_STATUS.processing) return appealDetail(request, record);
  return decide(request, record, async (tx, row, now) => {
    await updateAppeal(tx, row.orgId, row.id, { status: APPEAL_STATUS.processing, handlerId: request.userId, updatedAt: now });
    await insertAppealEvent(tx, { orgId: row.orgId, appealId: row.id, ...actor(request), action: 'accepted', createdAt: now });
  });
}

/**
 * `PUT complain/{id}/resolve`: re-scores items of the record — each only upward, within its range —
 * writes the new total into the record and what it counts toward (the child task, the package; the
 * reports at their next refresh), and completes the appeal with the opinion and the score before and after.
 */
export async function resolveAppeal(request: Caller, record: AppealRecord, body: AppealResolveBody): Promise<Omit<AppealDetail, 'successed'>> {
  const type = record.appeal.recordType as AdminAppeal['type'];
  return decide(request, record, async (tx, row, now) => {
    const found = await appealableRecord(request, type, row.recordId, tx);
    if (!found?.scored) throw appError('errors.appeals.recordNotFound');
    const outcome = applyRescore(found.view.criteria, body.scores);
    if (!outcome.ok) throw appError(outcome.error);
    const before = found.view.total;
    const after = Math.max(before, appealTotal(found.view.formula, outcome.criteria, found.view.whole));
    await RECORD_KINDS[type].apply(tx, found, { appealId: row.id, criteria: outcome.criteria, before, after, now });
    const decided = {
      opinion: body.opinion,
      scoreBefore: before,
      scoreAfter: after,
      handlerId: request.userId,
      handledAt: now,
      replySeenAt: null,
      updatedAt: now,
    };
    await updateAppeal(tx, row.orgId, row.id, { status: APPEAL_STATUS.completed, ...decided });
    await insertAppealEvent(tx, {
      orgId: row.orgId,
      appealId: row.id,
      ...actor(request),
      action: 'completed',
      opinion: body.opinion,
      changes: outcome.changed,
      scoreBefore: before,
      scoreAfter: after,
      createdAt: now,
    });
    request.log.info({ appealId: row.id, before, after }, 'appeal upheld');
  });
}

/** `PUT complain/{id}/reject`: the record keeps its score; the appeal is rejected with the opinion. */
export async function rejectAppeal(request: Caller, record: AppealRecord, body: AppealRejectBody): Promise<Omit<AppealDetail, 'successed'>> {
  const type = record.appeal.recordType as AdminAppeal['type'];
  return decide(request, record, async (tx, row, now) => {
    const found = await appealableRecord(request, type, row.recordId, tx);
    const score = found?.view.total ?? row.scoreBefore;
    const decided = {
      opinion: body.opinion,
      scoreBefore: score,
      scoreAfter: score,
      handlerId: request.userId,
      handledAt: now,
      replySeenAt: null,
      updatedAt: now,
    };
    await updateAppeal(tx, row.orgId, row.id, { status: APPEAL_STATUS.rejected, ...decided });
    await insertAppealEvent(tx, {
      orgId: row.orgId,
      appealId: row.id,
      ...actor(request),
      action: 'rejected',
      opinion: body.opinion,
      scoreBefore: score,
      scoreAfter: score,
      createdAt: now,
    });
  });
}

/** `GET/PUT complain/calendar`: the organisation's holidays and make-up working days. */
export const readCalendar = (request: Caller): Promise<WorkCalendarDays> => findWorkCalendar(request.deps.db, request.orgId);
export const saveCalendar = (request: Caller, body: WorkCalendarBody): Promise<WorkCalendarDays> =>
  saveWorkCalendar(request.deps.db, request.orgId, body, request.deps.clock.now());
