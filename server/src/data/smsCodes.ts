import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smsCodes, type SmsCodeRow, type SmsPurpose } from '../db/schema/index.js';

export type NewSmsCode = Pick<SmsCodeRow, 'id' | 'mobile' | 'purpose' | 'codeHash' | 'ip' | 'delivered' | 'expiresAt' | 'createdAt'>;

export async function insertSmsCode(db: Db, values: NewSmsCode): Promise<void> {
  await db.insert(smsCodes).values(values);
}

/**
 * The newest code for a mobile (of one purpose, when given) that the provider accepted or that was
 * withheld; codes the provider refused do not count.
 */
export async function findLatestSmsCode(db: Db, mobile: string, purpose?: SmsPurpose): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), purpose ? eq(smsCodes.purpose, purpose) : undefined, eq(smsCodes.failed, 0)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row;
}

/** Codes requested since a moment for a mobile, from an IP, or both (the caps count failed sends too). */
export async function countSmsCodesSince(db: Db, by: { mobile?: string; ip?: string }, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(
      and(
        by.mobile === undefined ? undefined : eq(smsCodes.mobile, by.mobile),
        by.ip === undefined ? undefined : eq(smsCodes.ip, by.ip),
        gte(smsCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function markSmsCodeFailed(db: Db, id: string): Promise<void> {
  await db.update(smsCodes).set({ failed: 1 }).where(eq(smsCodes.id, id));
}

/** Counts a wrong guess, but only while the code still has attempts left; false when it had none. */
export async function countSmsAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

/** Uses a code up in one statement; false when it was already used (a racing request won). */
export async function consumeSmsCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), sql`${smsCodes.usedAt} is null`))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

/**
 * Serialises code requests for one mobile inside a transaction (a transaction-scoped advisory lock),
 * so two concurrent requests cannot both pass the resend lock.
 */
export async function lockMobileForSms(tx: Db, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}
