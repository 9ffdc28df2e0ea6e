import { BANNER_PLATFORMS, ok, type AccountChoice, type StoredUser } from '@peilian/shared';
import { assertAccountUsable, assertOrganisationOpen } from '../auth/session.js';
import { hashToken, newSessionToken } from '../auth/token.js';
import type { ClientKind } from '../db/schema/index.js';
import { activeBanners } from '../data/banners.js';
import { insertSession, revokeUserSessions } from '../data/sessions.js';
import type { UserWithOrg } from '../data/users.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import type { LoginAttempt } from './loginLog.js';
import { presentAccountChoice, presentStoredUser } from './storedUser.js';
import { issuePasswordSerial, passwordChangeDueFor, passwordChangeRequired } from './passwordPolicy.js';

export type LoginMethod = 'password' | 'mobile' | 'wechat' | 'wechat-qr' | 'wechat-mini' | 'authcode' | 'password-change' | 'voiceprint';

export interface LoginRequest {
  deps: AppDeps;
  log: Logger;
  clientKind: ClientKind;
  method: LoginMethod;
  /** A password sign-in's typed password falls short of the strengthened rule (`isWeakPassword`). */
  weakPassword?: boolean;
  /** The sign-in log's record of this attempt (`recordedLogin`): told the user, and the success. */
  attempt?: LoginAttempt | undefined;
}

/**
 * Signs a user in who passed a login check. Refuses unusable accounts (9999, 9998, pending). A
 * password login with a password change due gets no session but the 403 with a serial; other
 * logins get the session with the serial in the stored user, so the client opens the change dialog.
 * One live session per user and client kind: the older one is revoked ("elsewhere", 10001) and its
 * sockets disconnected.
 */
export async function signIn({ deps, log, clientKind, method, weakPassword, attempt }: LoginRequest, found: UserWithOrg): Promise<StoredUser> {
  const { db, clock } = deps;
  if (attempt) attempt.found = found;
  assertAccountUsable(found.user, clock.now());
  assertOrganisationOpen(found, clock.now(), true);
  const due = await passwordChangeDueFor(deps, found.user, weakPassword);
  if (due && method === 'password') throw passwordChangeRequired(due, await issuePasswordSerial(deps, found.user, due.kind));

  const token = newSessionToken();
  const { orgId, id: userId } = found.user;
  const replaced = await db.transaction(async (tx) => {
    const revoked = await revokeUserSessions(tx, orgId, userId, 'elsewhere', { clientKind });
    // Its limits are measured on the server's clock, as every later request is.
    const now = clock.now();
    await insertSession(tx, { orgId, userId, tokenHash: hashToken(token), clientKind, createdAt: now, lastSeenAt: now });
    return revoked;
  });
  for (const sessionId of replaced) deps.realtime.disconnectSession(sessionId);
  log.info({ userId, orgId, method, clientKind, replaced: replaced.length }, 'login');
  const change = due ? { ...due, serial: await issuePasswordSerial(deps, found.user, due.kind) } : undefined;
  if (attempt) attempt.signedIn = true;
  return presentStoredUser(found, token, change);
}

/**
 * The success answer of a login: the stored user in a one-element array (spec §3), and the first
 * banner of the organisation's centre on phones, so a learner's app loads it beside the centre's
 * call instead of after it.
 */
export async function signedInBody({ db }: AppDeps, user: StoredUser) {
  const [banner] = await activeBanners(db, user.orgid, BANNER_PLATFORMS.mobile);
  return ok({ user: [user], ...(banner?.image ? { banner: banner.image } : {}) });
}

/** The multi-account answer: the client shows the chooser and posts again with `userid`. */
export function chooseBody(choices: AccountChoice[]) {
  return ok({ choose: true as const, user: choices });
}

export type Candidate = { kind: 'none' } | { kind: 'one'; found: UserWithOrg } | { kind: 'choose'; choices: AccountChoice[] };

/**
 * Which of the users matching a mobile or WeChat identity signs in: none, the only one, the one the
 * client chose with `userid`, or — still undecided — the list to choose from.
 */
export function pickCandidate(candidates: readonly UserWithOrg[], userid?: string): Candidate {
  if (candidates.length === 0) return { kind: 'none' };
  if (candidates.length === 1) {
    const [only] = candidates as [UserWithOrg];
    return !userid || userid === only.user.id ? { kind: 'one', found: only } : { kind: 'none' };
  }
  const chosen = userid ? candidates.find((candidate) => candidate.user.id === userid) : undefined;
  return chosen ? { kind: 'one', found: chosen } : { kind: 'choose', choices: candidates.map(presentAccountChoice) };
}
