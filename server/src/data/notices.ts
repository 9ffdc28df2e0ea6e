import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notices, noticeSubscriptions, type NoticeInsert, type NoticeRow } from '../db/schema/index.js';
import { rowsAsArrays } from './rowsAsArrays.js';

/**
 * The learner's notices and task-message subscriptions (docs/notifications.md "Notices", "Task
 * messages through WeChat").
 */

/** Rows one INSERT carries at most: a package reaching 3,000 learners is three statements. */
const INSERT_CHUNK = 1000;

/**
 * Inserts notices, each once per learner and ref (a second of the same ref is skipped): one
 * `insert … select from unnest(…)` per chunk. Answers the rows made.
 */
export async function insertNotices(db: Db, rows: readonly NoticeInsert[]): Promise<NoticeRow[]> {
  const made: NoticeRow[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    made.push(...(await db.insert(notices).select(rowsAsArrays(notices, chunk)).onConflictDoNothing().returning()));
  }
  return made;
}

/** Each learner's unread count, for the learners of `userIds`. */
export async function unreadCounts(db: Db, orgId: string, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notices.userId, unread: count() })
    .from(notices)
    .where(and(eq(notices.orgId, orgId), inArray(notices.userId, [...userIds]), isNull(notices.readAt)))
    .groupBy(notices.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.unread)]));
}

export async function countUnread(db: Db, orgId: string, userId: string): Promise<number> {
  return (await unreadCounts(db, orgId, [userId])).get(userId) ?? 0;
}

/** A page of the learner's notices, newest first, with the total. */
export async function listNotices(db: Db, orgId: string, userId: string, offset: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
  const own = and(eq(notices.orgId, orgId), eq(notices.userId, userId));
  const rows = await db.select().from(notices).where(own).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit).offset(offset);
  const [total] = await db.select({ total: count() }).from(notices).where(own);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Marks one of the learner's notices read (kept when it already was); false when it is not theirs. */
export async function markNoticeRead(db: Db, orgId: string, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, ${now})` })
    .where(and(eq(notices.orgId, orgId), eq(notices.userId, userId), eq(notices.id, id)))
    .returning({ id: notices.id });
  return rows.length > 0;
}

/** Marks every unread notice of the learner read. */
export async function markAllNoticesRead(db: Db, orgId: string, userId: string, now: Date): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: now })
    .where(and(eq(notices.orgId, orgId), eq(notices.userId, userId), isNull(notices.readAt)));
}

/** The official-account openids of the learners of `userIds` who subscribed to task messages. */
export async function subscriptionsOf(db: Db, orgId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: noticeSubscriptions.userId, openid: noticeSubscriptions.openid })
    .from(noticeSubscriptions)
    .where(and(eq(noticeSubscriptions.orgId, orgId), inArray(noticeSubscriptions.userId, [...userIds])));
  return new Map(rows.map((row) => [row.userId, row.openid]));
}

/** Subscribes the learner's task messages to the follower `openid` (a new follower replaces the old). */
export async function upsertSubscription(db: Db, orgId: string, userId: string, openid: string, now: Date): Promise<void> {
  await db
    .insert(noticeSubscriptions)
    .values({ orgId, userId, openid, subscribedAt: now })
    .onConflictDoUpdate({ target: [noticeSubscriptions.orgId, noticeSubscriptions.userId], set: { openid, subscribedAt: now } });
}

/** A notice whose WeChat message is due, claimed, with the follower to send it to. */
export interface ClaimedWechatNotice {
  notice: NoticeRow;
  openid: string | null;
}

/**
 * Across organisations: the task-message job serves every organisation's notices.
 * Claims the notice whose WeChat message is the longest due: its `wx_due_at` moves on by the lease
 * and its attempts up by one in one conditional UPDATE, so two processes never send it at once.
 */
export async function claimDueWechatNotice(db: Db, now: Date, leaseMs: number): Promise<ClaimedWechatNotice | undefined> {
  const due = db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.wxState, 'pending'), sql`${notices.wxDueAt} <= ${now}`))
    .orderBy(notices.wxDueAt)
    .limit(1);
  const [notice] = await db
    .update(notices)
    .set({ wxDueAt: new Date(now.getTime() + leaseMs), wxAttempts: sql`${notices.wxAttempts} + 1` })
    .where(and(inArray(notices.id, due), eq(notices.wxState, 'pending'), sql`${notices.wxDueAt} <= ${now}`))
    .returning();
  if (!notice) return undefined;
  const openid = (await subscriptionsOf(db, notice.orgId, [notice.userId])).get(notice.userId) ?? null;
  return { notice, openid };
}

/** The outcome of one attempt: sent, failed for good, or due again at `dueAt`. */
export async function settleWechatNotice(
  db: Db,
  notice: Pick<NoticeRow, 'orgId' | 'id'>,
  outcome: { state: 'sent' | 'failed' | 'pending'; error?: string; dueAt?: Date },
): Promise<void> {
  await db
    .update(notices)
    .set({ wxState: outcome.state, wxError: outcome.error ?? '', wxDueAt: outcome.state === 'pending' ? (outcome.dueAt ?? null) : null })
    .where(and(eq(notices.orgId, notice.orgId), eq(notices.id, notice.id)));
}

/** One of the learner's notices. */
export async function findOwnNotice(db: Db, orgId: string, userId: string, id: string): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.orgId, orgId), eq(notices.userId, userId), eq(notices.id, id)))
    .limit(1);
  return row;
}

/**
 * Across organisations: the push job sends every organisation's notices made inside other writes.
 * Claims up to `limit` notices not pushed yet (made within `sinceMs`: an older one is left to the
 * list), marking them pushed in one conditional UPDATE, so each is pushed by one process once.
 */
export async function claimUnpushedNotices(db: Db, now: Date, sinceMs: number, limit: number): Promise<NoticeRow[]> {
  const due = db
    .select({ id: notices.id })
    .from(notices)
    .where(and(isNull(notices.pushedAt), sql`${notices.createdAt} > ${new Date(now.getTime() - sinceMs)}`))
    .orderBy(notices.createdAt)
    .limit(limit);
  return db
    .update(notices)
    .set({ pushedAt: now })
    .where(and(inArray(notices.id, due), isNull(notices.pushedAt)))
    .returning();
}
