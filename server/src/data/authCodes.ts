import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authCodes } from '../db/schema/index.js';

export type NewAuthCode = typeof authCodes.$inferInsert;

export async function insertAuthCode(db: Db, values: NewAuthCode): Promise<void> {
  await db.insert(authCodes).values(values);
}

/**
 * Across organisations: an authorisation code names no organisation before it is redeemed; `auth_codes_code_hash_idx` finds it.
 * Redeems a code for its user in one statement; undefined when unknown, used, expired or not theirs.
 */
export async function consumeAuthCode(
  db: Db,
  codeHash: string,
  userId: string,
  now: Date,
): Promise<{ orgId: string; userId: string } | undefined> {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, codeHash), eq(authCodes.userId, userId), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning({ orgId: authCodes.orgId, userId: authCodes.userId });
  return row;
}
