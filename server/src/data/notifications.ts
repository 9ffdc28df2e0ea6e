import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifyRecipients, notifySends, notifyTemplates, organisations, users, type NotifySendRow, type NotifyTemplateRow } from '../db/schema/index.js';
import { containing } from './like.js';
import { asDate, reportRows, uuidList } from './reportRows.js';

/**
 * Notification templates, their send log and the addresses that unsubscribed (docs/notifications.md).
 * The schedule's claims are conditional UPDATEs: a row is taken by the one statement that finds it
 * due and unclaimed, so two processes never take the same one.
 */

export type NewNotifyTemplate = typeof notifyTemplates.$inferInsert;
export type NewNotifySend = typeof notifySends.$inferInsert;
type SendChanges = Partial<Pick<NewNotifySend, 'result' | 'attempts' | 'nextAttemptAt' | 'claimedUntil' | 'errorKind' | 'errorDetail' | 'triedAt'>>;

export async function findNotifyTemplateInOrg(db: Db, orgId: string, id: string): Promise<NotifyTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(notifyTemplates)
    .where(and(eq(notifyTemplates.orgId, orgId), eq(notifyTemplates.id, id)))
    .limit(1);
  return row;
}

export async function insertNotifyTemplate(db: Db, values: NewNotifyTemplate): Promise<NotifyTemplateRow> {
  const [row] = await db.insert(notifyTemplates).values(values).returning();
  if (!row) throw new Error('insertNotifyTemplate returned no row');
  return row;
}

export async function updateNotifyTemplate(
  db: Db,
  orgId: string,
  id: string,
  changes: Partial<Omit<NewNotifyTemplate, 'orgId' | 'id'>>,
): Promise<NotifyTemplateRow | undefined> {
  const [row] = await db
    .update(notifyTemplates)
    .set(changes)
    .where(and(eq(notifyTemplates.orgId, orgId), eq(notifyTemplates.id, id)))
    .returning();
  return row;
}

/** Deletes a template (the route runs it inside a recycle-bin entry); its sends stay, no longer naming it. */
export async function deleteNotifyTemplate(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifyTemplates)
    .where(and(eq(notifyTemplates.orgId, orgId), eq(notifyTemplates.id, id)))
    .returning({ id: notifyTemplates.id });
  return rows.length > 0;
}

/**
 * The last send of each template, by template id: its latest occurrence (or test), when it was last
 * tried, and its result as a whole — failed if any send failed, else retrying if any is to be tried
 * again, else sent, skipped when every recipient unsubscribed.
 */
export async function lastSendsOf(db: Db, orgId: string, templateIds: readonly string[]): Promise<Map<string, { time: Date; result: string }>> {
  if (templateIds.length === 0) return new Map();
  const rows = await reportRows<{ template_id: string; time: Date | string; result: string }>(
    db,
    sql`select distinct on (s.template_id) s.template_id, max(coalesce(s.tried_at, s.created_at)) over (partition by s.template_id, s.due_at) as time, s.result
      from notify_sends s where s.org_id = ${orgId} and s.template_id in (${uuidList(templateIds)})
      order by s.template_id, s.due_at desc,
        case s.result when 'failed' then 0 when 'retrying' then 1 when 'pending' then 1 when 'sent' then 2 else 3 end`,
  );
  return new Map(rows.map((row) => [row.template_id, { time: asDate(row.time)!, result: row.result }]));
}

/** A page of the organisation's templates, newest first, filtered by subject. */
export async function listNotifyTemplates(db: Db, orgId: string, query: { keyword: string; page: number; rows: number }) {
  const where = and(eq(notifyTemplates.orgId, orgId), query.keyword ? ilike(notifyTemplates.subject, containing(query.keyword)) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifyTemplates)
      .where(where)
      .orderBy(desc(notifyTemplates.createdAt), desc(notifyTemplates.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ n: count() }).from(notifyTemplates).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Across organisations: claims one enabled template whose occurrence is due at `now` for `leaseMs`; its row as claimed. */
export async function claimDueTemplate(db: Db, now: Date, leaseMs: number): Promise<NotifyTemplateRow | undefined> {
  const t = notifyTemplates;
  const due = and(eq(t.enabled, 1), lte(t.nextDueAt, now), or(isNull(t.claimedUntil), lte(t.claimedUntil, now)));
  const first = db.select({ id: t.id }).from(t).where(due).orderBy(asc(t.nextDueAt)).limit(1);
  const [row] = await db
    .update(t)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs) })
    .where(and(inArray(t.id, first), due))
    .returning();
  return row;
}

/**
 * Writes an occurrence's sends (a row already there for the occurrence, channel and recipient is
 * kept: the unique index) and moves the template on to its next occurrence, freeing its claim —
 * one transaction, and only while the template is still at the occurrence planned.
 */
export async function planOccurrence(db: Db, template: NotifyTemplateRow, due: Date, nextDue: Date | null, sends: NewNotifySend[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(notifyTemplates)
      .set({ nextDueAt: nextDue, claimedUntil: null })
      .where(and(eq(notifyTemplates.orgId, template.orgId), eq(notifyTemplates.id, template.id), eq(notifyTemplates.nextDueAt, due)))
      .returning({ id: notifyTemplates.id });
    if (!moved) return false;
    if (sends.length > 0) await tx.insert(notifySends).values(sends).onConflictDoNothing();
    return true;
  });
}

/** Inserts sends as they are (the test sends of "send a test now"). */
export async function insertNotifySends(db: Db, sends: NewNotifySend[]): Promise<NotifySendRow[]> {
  return sends.length === 0 ? [] : db.insert(notifySends).values(sends).returning();
}

/** Across organisations: claims one send whose next attempt is due at `now` for `leaseMs`. */
export async function claimDueSend(db: Db, now: Date, leaseMs: number): Promise<NotifySendRow | undefined> {
  const s = notifySends;
  const due = and(inArray(s.result, ['pending', 'retrying']), lte(s.nextAttemptAt, now), or(isNull(s.claimedUntil), lte(s.claimedUntil, now)));
  const first = db.select({ id: s.id }).from(s).where(due).orderBy(asc(s.nextAttemptAt)).limit(1);
  const [row] = await db
    .update(s)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs) })
    .where(and(inArray(s.id, first), due))
    .returning();
  return row;
}

/** Records a send's attempt (and frees its claim). */
export async function finishNotifySend(db: Db, orgId: string, id: string, changes: SendChanges): Promise<NotifySendRow | undefined> {
  const [row] = await db
    .update(notifySends)
    .set({ ...changes, claimedUntil: null })
    .where(and(eq(notifySends.orgId, orgId), eq(notifySends.id, id)))
    .returning();
  return row;
}

/** A page of the organisation's send log, newest first. `retrying` also finds the sends not yet tried. */
export async function listNotifySends(db: Db, orgId: string, query: { templateid: string; result: string; page: number; rows: number }) {
  const result = query.result === 'retrying' ? inArray(notifySends.result, ['pending', 'retrying']) : query.result ? eq(notifySends.result, query.result) : undefined;
  const where = and(eq(notifySends.orgId, orgId), query.templateid ? eq(notifySends.templateId, query.templateid) : undefined, result);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifySends)
      .where(where)
      .orderBy(desc(notifySends.createdAt), desc(notifySends.dueAt), asc(notifySends.recipient))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ n: count() }).from(notifySends).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The unsubscribe ids of `addresses` in the organisation (each made once with `newSecret`), and
 * whether the address has unsubscribed.
 */
export async function recipientsOf(
  db: Db,
  orgId: string,
  addresses: readonly string[],
  newSecret: () => string,
): Promise<Map<string, { secretId: string; unsubscribed: boolean }>> {
  if (addresses.length === 0) return new Map();
  await db
    .insert(notifyRecipients)
    .values(addresses.map((address) => ({ orgId, address, secretId: newSecret() })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(notifyRecipients)
    .where(and(eq(notifyRecipients.orgId, orgId), inArray(notifyRecipients.address, [...addresses])));
  return new Map(rows.map((row) => [row.address, { secretId: row.secretId, unsubscribed: row.unsubscribedAt !== null }]));
}

/** Across organisations: the organisation and address an unsubscribe id names (the public page knows no organisation). */
export async function findNotifyRecipient(db: Db, secretId: string): Promise<{ orgId: string; orgName: string; address: string } | undefined> {
  const [row] = await db
    .select({ orgId: notifyRecipients.orgId, orgName: organisations.name, address: notifyRecipients.address })
    .from(notifyRecipients)
    .innerJoin(organisations, eq(organisations.id, notifyRecipients.orgId))
    .where(eq(notifyRecipients.secretId, secretId))
    .limit(1);
  return row;
}

/** Marks an address unsubscribed, unless it already is (the first time is kept); whether this call changed it. */
export async function markNotifyRecipientUnsubscribed(db: Db, orgId: string, secretId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifyRecipients)
    .set({ unsubscribedAt: now })
    .where(and(eq(notifyRecipients.orgId, orgId), eq(notifyRecipients.secretId, secretId), isNull(notifyRecipients.unsubscribedAt)))
    .returning({ address: notifyRecipients.address });
  return rows.length > 0;
}

/** The organisation's accounts made in [from, to) (the `newUsers` variable). */
export async function countNewUsers(db: Db, orgId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), sql`${users.createdAt} >= ${from}`, sql`${users.createdAt} < ${to}`));
  return row?.n ?? 0;
}

/** The organisation's name. */
export async function organisationNameOf(db: Db, orgId: string): Promise<string> {
  const [row] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return row?.name ?? '';
}
