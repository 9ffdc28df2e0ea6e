import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginDevices } from '../db/schema/index.js';

/** Remembers a device an account signed in on; answers its id. */
export async function insertLoginDevice(db: Db, device: { account: string; tokenHash: string; expiresAt: Date }): Promise<string> {
  const [row] = await db.insert(loginDevices).values(device).returning({ id: loginDevices.id });
  if (!row) throw new Error('login device not recorded');
  return row.id;
}

/** The id of the unexpired device with this token hash, when it belongs to this account. */
export async function findLoginDevice(db: Db, account: string, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(and(eq(loginDevices.tokenHash, tokenHash), eq(loginDevices.account, account), gt(loginDevices.expiresAt, now)));
  return row?.id;
}

/** Forgets a device: its token no longer counts as known (too many wrong passwords from it). */
export async function deleteLoginDevice(db: Db, id: string): Promise<void> {
  await db.delete(loginDevices).where(eq(loginDevices.id, id));
}
