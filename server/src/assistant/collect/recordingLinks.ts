import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from '../../auth/token.js';
import { findDialogCollectInOrg } from '../../data/dialogCollect.js';
import { signingSecret } from '../../data/signingKeys.js';
import type { Db } from '../../db/client.js';
import type { DialogCollectRow } from '../../db/schema/index.js';

/**
 * The short-lived link a recognition provider fetches a recording by when it is too large to send
 * inline (docs/assistant.md "Dialogue collection"): `api/asrfile/{id}?key=<organisation>.<expires>.<HMAC>`.
 * It opens that one recording until it expires, with no session; it is never shown to a user.
 */
export const RECORDING_LINK_TTL_MS = 60 * 60 * 1000;

const secretOf = (db: Db) => signingSecret(db, 'recording', () => randomSecret(32));
const sign = (secret: string, id: string, orgId: string, expires: number) =>
  createHmac('sha256', secret).update(`recording:${id}:${orgId}:${expires}`).digest('base64url');

/** The link to `row`'s stored audio on `publicUrl`, good for an hour from `now`. */
export async function recordingLink(db: Db, row: Pick<DialogCollectRow, 'id' | 'orgId'>, publicUrl: string, now: Date): Promise<string> {
  const expires = now.getTime() + RECORDING_LINK_TTL_MS;
  const key = `${row.orgId}.${expires}.${sign(await secretOf(db), row.id, row.orgId, expires)}`;
  return `${publicUrl.replace(/\/+$/, '')}/api/asrfile/${row.id}?key=${encodeURIComponent(key)}`;
}

/** The recording a key opens: genuine for this id, not expired, and still there; else undefined. */
export async function recordingForKey(db: Db, id: string, key: string, now: Date): Promise<DialogCollectRow | undefined> {
  const [orgId, expiresText, signature, ...rest] = key.split('.');
  if (!orgId || !expiresText || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expiresText)) return undefined;
  const expires = Number(expiresText);
  if (expires <= now.getTime()) return undefined;
  const expected = Buffer.from(sign(await secretOf(db), id, orgId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return findDialogCollectInOrg(db, orgId, id);
}
