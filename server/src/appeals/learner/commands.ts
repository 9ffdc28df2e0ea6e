import { addWorkingDays, APPEAL_LIMITS, type Appeal, type AppealBody, type AppealRecordAnswer, type AppealRecordQuery, zonedDay } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { findAppealOfRecord, findOwnAppeal, insertAppeal, insertAppealEvent, listOwnAppeals, markReplySeen } from '../../data/appeals.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { presentAppeal } from '../presenter.js';
import { appealableRecord, calendarOf } from '../record.js';
import type { AppealableRecord } from '../kinds.js';

/** The caller's own scored record of a kind, else `recordNotFound` (another learner's record too). */
async function ownRecord(request: Caller, type: AppealBody['type'], id: string): Promise<AppealableRecord> {
  const record = await appealableRecord(request, type, id);
  if (!record || record.userId !== request.userId) throw appError('errors.appeals.recordNotFound');
  return record;
}

/** `GET appeal/record`: whether the record may be appealed (null) or why not, its criteria and its appeal. */
export async function recordAppeal(request: Caller, query: AppealRecordQuery): Promise<Omit<AppealRecordAnswer, 'successed'>> {
  const record = await ownRecord(request, query.type, query.recordid);
  const appeal = await findAppealOfRecord(request.deps.db, request.orgId, record.type, record.id);
  const refusal = appeal ? 'appeals.refusal.alreadyAppealed' : record.scored ? null : 'appeals.refusal.notScored';
  return { refusal, criteria: record.view.criteria, appeal: appeal ? presentAppeal(appeal) : null };
}

/**
 * `POST appeal`: the one appeal of a scored record of the caller's, final once made; due 15
 * working days after today (the organisation's day and work calendar). A second — also two at
 * once — is `alreadyAppealed`.
 */
export async function submitAppeal(request: Caller, body: AppealBody): Promise<Appeal> {
  const { deps, orgId, userId } = request;
  const record = await ownRecord(request, body.type, body.recordid);
  if (!record.scored) throw appError('errors.appeals.notScored');
  const labels = new Map(record.view.criteria.map((criterion) => [criterion.key, criterion.label]));
  const unknown = body.items.find((key) => !labels.has(key));
  if (unknown !== undefined) throw appError('errors.appeals.itemUnknown');
  const now = deps.clock.now();
  const dueDay = addWorkingDays(zonedDay(now.getTime(), request.zone), APPEAL_LIMITS.replyWorkingDays, await calendarOf(deps.db, orgId));
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertAppeal(tx, {
      orgId,
      userId,
      recordType: record.type,
      recordId: record.id,
      packageId: record.packageId,
      childTaskId: record.childTaskId,
      recordTitle: record.view.title,
      packageTitle: record.packageTitle,
      reason: body.reason,
      items: body.items.map((key) => ({ key, label: labels.get(key)! })),
      scoreBefore: record.view.total,
      dueDay,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) return undefined;
    await insertAppealEvent(tx, {
      orgId,
      appealId: inserted.id,
      actorId: userId,
      actorName: request.caller.name,
      action: 'submitted',
      opinion: body.reason,
      scoreBefore: record.view.total,
      createdAt: now,
    });
    return inserted;
  });
  if (!row) throw appError('errors.appeals.alreadyAppealed');
  request.log.info({ appealId: row.id, recordType: row.recordType, recordId: row.recordId }, 'appeal made');
  return presentAppeal(row);
}

/** `GET appeal`: the caller's appeals, newest first, and how many replies they have not read. */
export async function myAppeals(request: Caller, page: { page: number; rows: number }): Promise<{ rows: Appeal[]; total: number; unread: number }> {
  const found = await listOwnAppeals(request.deps.db, request.orgId, request.userId, { offset: (page.page - 1) * page.rows, limit: page.rows });
  return { ...found, rows: found.rows.map(presentAppeal) };
}

/** `GET appeal/{id}`: one of the caller's appeals; a decided one's reply is read from now on. */
export async function readMyAppeal(request: Caller, id: string): Promise<Appeal> {
  const { deps, orgId, userId } = request;
  const row = isUuid(id) ? await findOwnAppeal(deps.db, orgId, userId, id) : undefined;
  if (!row) throw appError('errors.appeals.notFound');
  await markReplySeen(deps.db, orgId, row.id, deps.clock.now());
  return presentAppeal(row);
}
