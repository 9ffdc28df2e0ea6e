import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { assertMayActOnUser } from '../../auth/actOnUser.js';
import { assertSessionCurrent, isWellFormedToken } from '../../auth/session.js';
import { hashToken, randomSecret } from '../../auth/token.js';
import { addSeconds } from '../../clock.js';
import { consumeAuthCode, insertAuthCode } from '../../data/authCodes.js';
import { findSessionByTokenHash } from '../../data/sessions.js';
import { findAdminUser } from '../../data/adminUsers.js';
import { findUserInOrg } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import { adminRoute, publicRoute } from '../../http/contract.js';
import { clientKindOf, isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { signIn } from '../login.js';
import { loginAttempt, recordedLogin } from '../loginLog.js';
import { AUTH_CODE_TTL_S } from '../policy.js';
import { presentStoredUser } from '../storedUser.js';
import type { Routers } from '../../http/routers.js';

const { sso } = LEARNER_ENDPOINTS;

/**
 * An administrator issues a one-time code (5 minutes) that signs a user of the same organisation
 * in. Signing in as someone is acting on them: the shared rule `mayActOnUser` decides (a user
 * manager gets no code for anyone holding a function it does not hold, a top admin or the owner).
 */
async function issueAuthCode(request: Caller, userid: string) {
  const { deps, log, caller: admin } = request;
  const { db, clock } = deps;
  const target = isUuid(userid) ? await findAdminUser(db, request.viewer, userid) : undefined;
  if (!target) throw appError('errors.notFound');
  await assertMayActOnUser(request, target.user);
  const authcode = randomSecret(32);
  await insertAuthCode(db, {
    orgId: admin.orgId,
    userId: target.user.id,
    codeHash: hashToken(authcode),
    createdBy: admin.id,
    expiresAt: addSeconds(clock.now(), AUTH_CODE_TTL_S),
  });
  log.info({ orgId: admin.orgId, userId: target.user.id, by: admin.id }, 'authcode issued');
  return ok({ authcode });
}

/** Redeems a code for its user; unknown, used or expired → authcodeInvalid. */
async function checkAuthCode(ctx: Context, { authcode, userid }: { authcode: string; userid: string }) {
  const { deps } = ctx;
  const attempt = loginAttempt('authcode');
  const user = await recordedLogin(ctx, attempt, async () => {
    const redeemed = isUuid(userid) ? await consumeAuthCode(deps.db, hashToken(authcode), userid, deps.clock.now()) : undefined;
    const found = redeemed ? await findUserInOrg(deps.db, redeemed.orgId, redeemed.userId) : undefined;
    if (!found) throw appError('errors.authcodeInvalid');
    return signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'authcode', attempt }, found);
  });
  return ok({ errcode: 0 as const, user: [user] });
}

/**
 * The third-party landing page: a token that is already a live session of that user answers
 * errcode 2 (already signed in) with the user; anything else → loginRequired.
 */
async function ssoLogin(ctx: Context, { token, userid }: { token: string; userid: string }) {
  const found = isWellFormedToken(token) ? await findSessionByTokenHash(ctx.deps.db, hashToken(token)) : undefined;
  if (!found || found.session.revokedAt || found.user.id !== userid) throw appError('errors.loginRequired');
  assertSessionCurrent(ctx.deps.config, found, ctx.deps.clock.now());
  return ok({ errcode: 2 as const, user: [presentStoredUser(found, token)] });
}

export function registerSsoRoutes(routers: Routers): void {
  adminRoute(routers, sso.issueAuthCode, { functions: 'adminuser', targets: ['body.userid'] }, async ({ body }, request) =>
    issueAuthCode(request, body().userid),
  );
  publicRoute(routers, sso.checkAuthCode, {}, async ({ body }, ctx) => checkAuthCode(ctx, body()));
  publicRoute(routers, sso.ssoLogin, {}, async ({ body }, ctx) => ssoLogin(ctx, body()));
}
