import { TOP_ADMIN_LEVEL, userFunctionKeys, type ErrorKey } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { RevokeReason, UserRow } from '../db/schema/index.js';
import { findSessionsByTokenHashes, touchSession, type ActiveSession } from '../data/sessions.js';
import { batchPerDatabase } from '../db/batching.js';
import { appError } from '../errors/index.js';
import type { SessionCache } from './sessionCache.js';
import { hashToken } from './token.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

/** The code a revoked session's holder gets: logout → 10000, a newer login → 10001, password change → 9100. */
const REVOKED: Record<RevokeReason, ErrorKey> = {
  logout: 'errors.loginRequired',
  elsewhere: 'errors.loggedOutElsewhere',
  password: 'errors.sessionRevoked',
};

/**
 * Refuses an account that may not be used now: disabled (9999), past its validity (9998), or a
 * self-registration still waiting for review — the owner of an enterprise registration the
 * provider has not approved (registrationPending) or refused (registrationRejected), else a
 * mini-program learner (accountPending).
 */
export function assertAccountUsable(user: Pick<UserRow, 'disabled' | 'validUntil' | 'reviewStatus' | 'orgowner'>, now = new Date()): void {
  if (user.disabled) throw appError('errors.accountDisabled');
  if (user.validUntil && user.validUntil.getTime() < now.getTime()) throw appError('errors.accountExpired');
  if (user.reviewStatus === 'rejected') throw appError('errors.registrationRejected');
  if (user.reviewStatus === 'pending') throw appError(user.orgowner === 1 ? 'errors.registrationPending' : 'errors.accountPending');
}

/** True when a token is shaped like one this server issues (anything else is never looked up). */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

// Requests arriving together (an exam starting for a whole company) look their sessions up in one statement.
const sessionLookup = batchPerDatabase(findSessionsByTokenHashes);

/**
 * Resolves a session token to its live session and user, for HTTP and socket handshakes alike.
 * Throws 10000 for a missing or unknown token (or one ended by logout), 10001 when a newer login
 * replaced it, 9100 when a password change ended it, 9999/9998 for unusable accounts.
 */
export async function authenticateToken(db: Db, token: string | undefined, cache?: SessionCache): Promise<ActiveSession> {
  if (!isWellFormedToken(token)) throw appError('errors.loginRequired');
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, Date.now());
  if (cached) {
    // A validity date may pass while the entry is kept.
    assertAccountUsable(cached.user);
    return cached;
  }
  const epoch = cache?.epoch ?? 0;
  const found = await sessionLookup(db, tokenHash);
  if (!found) throw appError('errors.loginRequired');
  if (found.session.revokedAt) throw appError(REVOKED[found.session.revokeReason ?? 'logout']);
  assertAccountUsable(found.user);
  const now = Date.now();
  if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.orgId, found.session.id, new Date(now - TOUCH_INTERVAL_MS));
  }
  cache?.set(tokenHash, found, now, epoch);
  return found;
}

/** True for anyone allowed into the admin area: top admin, organisation owner, or any function. */
export function isAdministrator(user: Pick<UserRow, 'isadmin' | 'orgowner' | 'adminuser' | 'funcs'>): boolean {
  return user.isadmin === TOP_ADMIN_LEVEL || user.orgowner === 1 || user.adminuser === 1 || userFunctionKeys(user).length > 0;
}
