import { TOP_ADMIN_LEVEL, userFunctionKeys, zonedDay, type ErrorKey } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { RevokeReason, UserRow } from '../db/schema/index.js';
import { findSessionsByTokenHashes, touchSessions, type ActiveSession } from '../data/sessions.js';
import type { UserWithOrg } from '../data/users.js';
import { settingsTimeZone } from '../lib/orgClock.js';
import { batchPerDatabase } from '../db/batching.js';
import { appError } from '../errors/index.js';
import type { SessionCache } from './sessionCache.js';
import type { Config } from '../config.js';
import type { AppDeps } from '../http/context.js';
import { sessionEndsAt, type SessionLimit } from './sessionLimits.js';
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

/**
 * Refuses everyone of an organisation whose account has ended (admin §4 "expired accounts cannot log
 * in"; docs/decisions.md "An organisation's account ends"): a sign-in with its last day, in the
 * organisation's zone; a session with 9998, which logs its holder out once.
 */
export function assertOrganisationOpen(found: Pick<UserWithOrg, 'orgExpiresAt' | 'orgSettings'>, now: Date, signingIn: boolean): void {
  if (!found.orgExpiresAt || found.orgExpiresAt.getTime() > now.getTime()) return;
  if (!signingIn) throw appError('errors.accountExpired');
  throw appError('errors.organisationExpired', { date: zonedDay(found.orgExpiresAt.getTime() - 1, settingsTimeZone(found.orgSettings)) });
}

/** True once the organisation's account has ended: `assertOrganisationOpen` refuses it. */
export function organisationEnded(found: Pick<UserWithOrg, 'orgExpiresAt'>, now: Date): boolean {
  return !!found.orgExpiresAt && found.orgExpiresAt.getTime() <= now.getTime();
}

/** True when a token is shaped like one this server issues (anything else is never looked up). */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

// Requests arriving together (an exam starting for a whole company) look their sessions up in one statement.
const sessionLookup = batchPerDatabase(findSessionsByTokenHashes);

/** What resolving a token needs; the socket handshake passes no cache, so it always asks the database. */
export type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'> & { sessionCache?: SessionCache };

/** The limits of this session's user: the back office's for anyone who may enter it, else a learner's. */
function sessionLimitOf(config: Pick<Config, 'sessionLimits'>, user: ActiveSession['user']): SessionLimit {
  return isAdministrator(user) ? config.sessionLimits.admin : config.sessionLimits.learner;
}

/** The moment (epoch ms) this session ends unless it is used before (`sessionEndsAt` with its user's limits). */
export function endOfSession(config: Pick<Config, 'sessionLimits'>, found: ActiveSession): number {
  return sessionEndsAt(found.session, sessionLimitOf(config, found.user));
}

/**
 * The first moment (epoch ms) a check of this session could refuse it, unless it is used before: the
 * session's end (`endOfSession`), its organisation's end, or its account's validity, whichever comes
 * first. An open socket checks its session again then (`realtime/sessionEnd.ts`).
 */
export function endOfUse(config: Pick<Config, 'sessionLimits'>, found: ActiveSession): number {
  const ends = [endOfSession(config, found)];
  if (found.orgExpiresAt) ends.push(found.orgExpiresAt.getTime());
  // `assertAccountUsable` lets the account's last millisecond through.
  if (found.user.validUntil) ends.push(found.user.validUntil.getTime() + 1);
  return Math.min(...ends);
}

/** Refuses what a session's holder may no longer use: its account (`assertAccountUsable`), then the session past its limits (10000). */
export function assertSessionCurrent(config: Pick<Config, 'sessionLimits'>, found: ActiveSession, now: Date): void {
  assertAccountUsable(found.user, now);
  assertOrganisationOpen(found, now, false);
  if (now.getTime() >= endOfSession(config, found)) throw appError('errors.loginRequired');
}

/**
 * Resolves a session token to its live session and user, for HTTP and socket handshakes alike.
 * Throws 10000 for a missing or unknown token, one ended by logout or one past its idle or absolute
 * limit, 10001 when a newer login replaced it, 9100 when a password change ended it, 9999/9998 for
 * unusable accounts. A session used now counts as used (`last_seen_at`, written once a minute).
 */
export async function authenticateToken({ db, clock, config, sessionCache: cache }: SessionDeps, token: string | undefined): Promise<ActiveSession> {
  if (!isWellFormedToken(token)) throw appError('errors.loginRequired');
  const tokenHash = hashToken(token);
  const now = clock.now();
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached) {
    // A validity date or a session limit may pass while the entry is kept.
    assertSessionCurrent(config, cached, now);
    return cached;
  }
  const epoch = cache?.epoch ?? 0;
  const found = await sessionLookup(db, tokenHash);
  if (!found) throw appError('errors.loginRequired');
  if (found.session.revokedAt) throw appError(REVOKED[found.session.revokeReason ?? 'logout']);
  assertSessionCurrent(config, found, now);
  const seen = now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS ? await touched(db, found, now) : found;
  cache?.set(tokenHash, seen, clock.now().getTime(), epoch);
  return seen;
}

// The sessions of requests arriving together are marked in use in one statement.
const sessionTouch = batchPerDatabase(async (db: Db, touches: { orgId: string; id: string; now: Date }[]) => {
  const now = new Date(Math.max(...touches.map((touch) => touch.now.getTime())));
  await touchSessions(db, touches, new Date(now.getTime() - TOUCH_INTERVAL_MS), now);
  return touches.map(() => undefined);
});

/** Records that the session is in use now; the answer carries the new time, so a cached copy measures idleness from it. */
async function touched(db: Db, found: ActiveSession, now: Date): Promise<ActiveSession> {
  await sessionTouch(db, { orgId: found.session.orgId, id: found.session.id, now });
  return { ...found, session: { ...found.session, lastSeenAt: now } };
}

/** True for anyone allowed into the admin area: top admin, organisation owner, or any function. */
export function isAdministrator(user: Pick<UserRow, 'isadmin' | 'orgowner' | 'adminuser' | 'funcs'>): boolean {
  return user.isadmin === TOP_ADMIN_LEVEL || user.orgowner === 1 || user.adminuser === 1 || userFunctionKeys(user).length > 0;
}
