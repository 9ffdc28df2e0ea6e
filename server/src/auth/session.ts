import { TOP_ADMIN_LEVEL, userFunctionKeys } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { findSessionByTokenHash, touchSession, type ActiveSession } from '../data/sessions.js';
import { appError } from '../errors/index.js';
import { hashToken } from './token.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

/** Refuses an account that may not be used now: disabled (9999) or past its validity (9998). */
export function assertAccountUsable(user: Pick<UserRow, 'disabled' | 'validUntil'>, now = new Date()): void {
  if (user.disabled) throw appError('errors.accountDisabled');
  if (user.validUntil && user.validUntil.getTime() < now.getTime()) throw appError('errors.accountExpired');
}

/**
 * Resolves a session token to its live session and user, for HTTP and socket handshakes alike.
 * Throws `errors.loginRequired` (10000) for a missing, unknown or revoked token.
 */
export async function authenticateToken(db: Db, token: string | undefined): Promise<ActiveSession> {
  if (!token || !TOKEN_PATTERN.test(token)) throw appError('errors.loginRequired');
  const found = await findSessionByTokenHash(db, hashToken(token));
  if (!found) throw appError('errors.loginRequired');
  assertAccountUsable(found.user);
  const now = Date.now();
  if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.orgId, found.session.id, new Date(now - TOUCH_INTERVAL_MS));
  }
  return found;
}

/** True for anyone allowed into the admin area: top admin, organisation owner, or any function. */
export function isAdministrator(user: Pick<UserRow, 'isadmin' | 'orgowner' | 'adminuser' | 'funcs'>): boolean {
  return (
    user.isadmin === TOP_ADMIN_LEVEL ||
    user.orgowner === 1 ||
    user.adminuser === 1 ||
    userFunctionKeys(user).length > 0
  );
}
