import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from '../auth/token.js';
import type { Db } from '../db/client.js';
import { signingSecret } from '../data/signingKeys.js';

/** How long a viewing key works: long enough to watch a long video with seeking, short enough to be useless when shared. */
export const VIEW_KEY_TTL_MS = 2 * 60 * 60 * 1000;

const secretOf = (db: Db) => signingSecret(db, 'viewkey', () => randomSecret(32));

const sign = (secret: string, mediaId: string, userId: string, expires: number) =>
  createHmac('sha256', secret).update(`media:${mediaId}:${userId}:${expires}`).digest('base64url');

/**
 * A key for one media and one user until `expires`: `<user id>.<expires ms>.<HMAC>`. It travels in
 * the URL (a `<video>` element sends no headers), so it is bound to the media by the signature and to
 * the user by its first part; the content route checks both and the expiry.
 */
export async function issueViewKey(db: Db, mediaId: string, userId: string, now: Date): Promise<{ key: string; expires: number }> {
  const expires = now.getTime() + VIEW_KEY_TTL_MS;
  return { key: `${userId}.${expires}.${sign(await secretOf(db), mediaId, userId, expires)}`, expires };
}

/** The user a key was issued to, when it is genuine for this media and not expired. */
export async function verifyViewKey(db: Db, mediaId: string, key: string, now: Date): Promise<{ userId: string } | undefined> {
  const [userId, expiresText, signature, ...rest] = key.split('.');
  if (!userId || !expiresText || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expiresText)) return undefined;
  const expires = Number(expiresText);
  if (expires <= now.getTime()) return undefined;
  const expected = Buffer.from(sign(await secretOf(db), mediaId, userId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId } : undefined;
}
