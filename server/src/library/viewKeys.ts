import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from '../auth/token.js';
import type { Db } from '../db/client.js';
import { signingSecret } from '../data/signingKeys.js';

/** How long a viewing key works: long enough to watch a long video with seeking, short enough to be useless when shared. */
export const VIEW_KEY_TTL_MS = 2 * 60 * 60 * 1000;

const secretOf = (db: Db) => signingSecret(db, 'viewkey', () => randomSecret(32));

/** Who a key was issued to: the user and the organisation of the user and the media. */
export interface KeyHolder {
  orgId: string;
  userId: string;
}

const sign = (secret: string, mediaId: string, { orgId, userId }: KeyHolder, expires: number) =>
  createHmac('sha256', secret).update(`media:${mediaId}:${orgId}:${userId}:${expires}`).digest('base64url');

/**
 * A key for one media and one user until `expires`: `<organisation id>.<user id>.<expires ms>.<HMAC>`.
 * It travels in the URL (a `<video>` element sends no headers), so it is bound to the media by the
 * signature and to the user by its first parts, which also name the organisation the media is found
 * in; the content route checks them all and the expiry.
 */
export async function issueViewKey(db: Db, mediaId: string, holder: KeyHolder, now: Date): Promise<{ key: string; expires: number }> {
  const expires = now.getTime() + VIEW_KEY_TTL_MS;
  return { key: `${holder.orgId}.${holder.userId}.${expires}.${sign(await secretOf(db), mediaId, holder, expires)}`, expires };
}

/** Who a key was issued to, when it is genuine for this media and not expired. */
export async function verifyViewKey(db: Db, mediaId: string, key: string, now: Date): Promise<KeyHolder | undefined> {
  const [orgId, userId, expiresText, signature, ...rest] = key.split('.');
  if (!orgId || !userId || !expiresText || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expiresText)) return undefined;
  const expires = Number(expiresText);
  if (expires <= now.getTime()) return undefined;
  const expected = Buffer.from(sign(await secretOf(db), mediaId, { orgId, userId }, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { orgId, userId } : undefined;
}
