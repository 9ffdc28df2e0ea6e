import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountLocks, rateEvents } from '../db/schema/index.js';

/** Throttle buckets; the subject is an IP address, an account or a mobile number. */
export type RateBucket =
  | 'login-failure:account'
  | 'login-failure:ip'
  | `request:${string}`;

export async function recordRateEvent(db: Db, bucket: RateBucket, subject: string, at: Date): Promise<void> {
  await db.insert(rateEvents).values({ bucket, subject, at });
}

export async function countRateEvents(db: Db, bucket: RateBucket, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), gt(rateEvents.at, since)));
  return row?.n ?? 0;
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

/** Forgets the events of one subject (a successful login clears its account's failures). */
export async function clearRateEvents(db: Db, bucket: RateBucket, subject: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)));
}

/** The moment an account lock ends, when it is still locked at `now`. */
export async function findAccountLock(db: Db, account: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: accountLocks.lockedUntil })
    .from(accountLocks)
    .where(and(eq(accountLocks.account, account), gt(accountLocks.lockedUntil, now)))
    .limit(1);
  return row?.lockedUntil;
}

export async function lockAccount(db: Db, account: string, lockedUntil: Date): Promise<void> {
  await db
    .insert(accountLocks)
    .values({ account, lockedUntil })
    .onConflictDoUpdate({ target: accountLocks.account, set: { lockedUntil } });
}
