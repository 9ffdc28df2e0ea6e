import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginKeys, type LoginKeyRow } from '../db/schema/index.js';

export async function insertLoginKey(db: Db, values: Pick<LoginKeyRow, 'id' | 'key' | 'ip' | 'expiresAt'>): Promise<void> {
  await db.insert(loginKeys).values(values);
}

/** Binds a captcha answer (hashed) to a key that is still usable; false when it is not. */
export async function setLoginKeyCaptcha(db: Db, id: string, captchaHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginKeys)
    .set({ captchaHash })
    .where(and(eq(loginKeys.id, id), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now)))
    .returning({ id: loginKeys.id });
  return rows.length > 0;
}

/**
 * Uses a key up: marks it used and returns it, in one statement, so two requests racing with the
 * same key cannot both succeed. Undefined when unknown, used or expired.
 */
export async function consumeLoginKey(db: Db, id: string, now: Date): Promise<LoginKeyRow | undefined> {
  const [row] = await db
    .update(loginKeys)
    .set({ usedAt: now })
    .where(and(eq(loginKeys.id, id), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now)))
    .returning();
  return row;
}
