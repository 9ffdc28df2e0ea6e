import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  accountLocks,
  authCodes,
  loginDevices,
  loginKeys,
  passwordSerials,
  rateEvents,
  smsCodes,
  wechatCodes,
  wechatTickets,
} from '../db/schema/index.js';

/**
 * Across organisations: the sweep deletes expired rows of every organisation at once.
 * Deletes identity rows nobody can use any more: expired keys, codes, serials, tickets and device tokens, ended
 * locks, and throttle events and SMS records older than `keepSince` (which must cover the longest
 * counting window, a day).
 */
export async function pruneIdentityRows(db: Db, now: Date, keepSince: Date): Promise<void> {
  await db.delete(loginKeys).where(lt(loginKeys.expiresAt, now));
  await db.delete(passwordSerials).where(lt(passwordSerials.expiresAt, now));
  await db.delete(authCodes).where(lt(authCodes.expiresAt, now));
  await db.delete(wechatTickets).where(lt(wechatTickets.expiresAt, now));
  await db.delete(wechatCodes).where(lt(wechatCodes.expiresAt, now));
  await db.delete(loginDevices).where(lt(loginDevices.expiresAt, now));
  await db.delete(accountLocks).where(lt(accountLocks.lockedUntil, now));
  await db.delete(rateEvents).where(lt(rateEvents.at, keepSince));
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, keepSince));
}
