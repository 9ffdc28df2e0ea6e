import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordSerials, type PasswordSerialRow } from '../db/schema/index.js';

export type NewPasswordSerial = Pick<PasswordSerialRow, 'orgId' | 'userId' | 'serialHash' | 'kind' | 'expiresAt'>;

export async function insertPasswordSerial(db: Db, values: NewPasswordSerial): Promise<void> {
  await db.insert(passwordSerials).values(values);
}

const live = (serialHash: string, now: Date) =>
  and(eq(passwordSerials.serialHash, serialHash), isNull(passwordSerials.usedAt), gt(passwordSerials.expiresAt, now));

/**
 * Across organisations: a serial (the link of a password reset) names no organisation; `password_serials_serial_hash_idx` finds it.
 * A serial that can still be used, without using it (a refused new password keeps it valid).
 */
export async function findLivePasswordSerial(db: Db, serialHash: string, now: Date): Promise<PasswordSerialRow | undefined> {
  const [row] = await db.select().from(passwordSerials).where(live(serialHash, now)).limit(1);
  return row;
}

/**
 * Across organisations: a serial names no organisation (`findLivePasswordSerial`).
 * Uses a serial up in one statement; undefined when another request was first or it expired.
 */
export async function consumePasswordSerial(db: Db, serialHash: string, now: Date): Promise<PasswordSerialRow | undefined> {
  const [row] = await db.update(passwordSerials).set({ usedAt: now }).where(live(serialHash, now)).returning();
  return row;
}
