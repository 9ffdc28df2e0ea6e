import { and, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateEvents } from '../db/schema/index.js';

/**
 * Throttle buckets; the subject is an IP address, an account as typed, or both (`<ip>|<account>`,
 * an address never holds a `|`), or a known device's id; `login-log:captcha-demand` counts the sign-in
 * log's rows of captcha demands by address.
 */
export type RateBucket =
  | 'login-failure:account'
  | 'login-failure:ip'
  | 'login-failure:pair'
  | 'login-failure:device'
  | 'login-log:captcha-demand'
  | `request:${string}`;

/** Records one event and answers its id (a sign-in attempt deletes its own events when it succeeds). */
export async function recordRateEvent(db: Db, bucket: RateBucket, subject: string, at: Date): Promise<string> {
  const [row] = await db.insert(rateEvents).values({ bucket, subject, at }).returning({ id: rateEvents.id });
  if (!row) throw new Error('rate event not recorded');
  return row.id;
}

export async function countRateEvents(db: Db, bucket: RateBucket, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), gt(rateEvents.at, since)));
  return row?.n ?? 0;
}

/** How many events a subject has in a bucket since a moment, and when the newest of them was. */
export async function rateEventTally(db: Db, bucket: RateBucket, subject: string, since: Date): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({ n: count(), latest: max(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), gt(rateEvents.at, since)));
  return { count: row?.n ?? 0, latest: row?.latest ?? null };
}

/**
 * Spends one unit of a budget: when the subject has fewer than `limit` events of the bucket since
 * `since`, records one at `at` and answers true; otherwise records nothing and answers false. The
 * count and the insert are one step — a transaction holding an advisory lock on (bucket, subject) —
 * so concurrent callers, in this process or another, queue for it and never exceed the limit.
 */
export async function takeRateBudget(db: Db, bucket: RateBucket, subject: string, limit: number, since: Date, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${bucket}:${subject}`}))`);
    if ((await countRateEvents(tx, bucket, subject, since)) >= limit) return false;
    await recordRateEvent(tx, bucket, subject, at);
    return true;
  });
}

/**
 * Runs `work` in a transaction holding an advisory lock on each (bucket, subject) given, taken in the
 * order given, so that what `work` counts and records is one step for every server process. Callers
 * take their locks in one fixed order of buckets (the two-key lock keeps buckets apart: subjects of
 * different buckets never share a lock), so two steps cannot wait on each other.
 */
export async function withRateLocks<T>(db: Db, keys: readonly { bucket: RateBucket; subject: string }[], work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const { bucket, subject } of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${bucket}`}), hashtext(${subject}))`);
    }
    return work(tx);
  });
}

/** Forgets the events of one subject (a successful login clears its account's failures). */
export async function clearRateEvents(db: Db, bucket: RateBucket, subject: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)));
}

/** Deletes events by id (the ones a sign-in attempt recorded, once its password proved right). */
export async function deleteRateEvents(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateEvents).where(inArray(rateEvents.id, [...ids]));
}
