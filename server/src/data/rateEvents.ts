import { and, count, eq, gt } from 'drizzle-orm';
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
