import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from '../../auth/token.js';
import type { Db } from '../../db/client.js';
import { signingSecret } from '../../data/signingKeys.js';
import { appError } from '../../errors/index.js';

/** How long the smart customer-service dialog's token is good for. */
export const AI_CENTER_TOKEN_SECONDS = 30 * 60;

/** Signing keys are per purpose: this one signs nothing but the assistant's tokens. */
const KEY_NAME = 'assistant-token';
const PURPOSE = 'aicenter';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** Who a token speaks for. */
export interface AiCenterHolder {
  orgId: string;
  userId: string;
}

/**
 * A token naming the learner and the organisation, good for the assistant's calls only (its purpose
 * is signed in) until `now + AI_CENTER_TOKEN_SECONDS`: `payload.signature`, HMAC-SHA256 with the
 * server's own key for it (`signing_keys`), so every process checks it alike and none is stored.
 */
export async function issueAiCenterToken(db: Db, holder: AiCenterHolder, now: Date): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ p: PURPOSE, o: holder.orgId, u: holder.userId, e: now.getTime() + AI_CENTER_TOKEN_SECONDS * 1000 })).toString(
    'base64url',
  );
  return `${payload}.${sign(await signingSecret(db, KEY_NAME, () => randomSecret(32)), payload)}`;
}

/** The holder of a good token; a forged, altered, expired or malformed one is `errors.assistant.tokenInvalid`. */
export async function verifyAiCenterToken(db: Db, token: string, now: Date): Promise<AiCenterHolder> {
  const [payload = '', signature = ''] = token.split('.');
  const expected = sign(await signingSecret(db, KEY_NAME, () => randomSecret(32)), payload);
  const given = Buffer.from(signature);
  if (!payload || given.length !== Buffer.byteLength(expected) || !timingSafeEqual(given, Buffer.from(expected)))
    throw appError('errors.assistant.tokenInvalid');
  let claims: { p?: unknown; o?: unknown; u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw appError('errors.assistant.tokenInvalid');
  }
  if (claims.p !== PURPOSE || typeof claims.o !== 'string' || typeof claims.u !== 'string' || typeof claims.e !== 'number' || claims.e <= now.getTime()) {
    throw appError('errors.assistant.tokenInvalid');
  }
  return { orgId: claims.o, userId: claims.u };
}
