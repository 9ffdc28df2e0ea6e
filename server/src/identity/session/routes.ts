import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { z } from 'zod';
import { authOf } from '../../auth/middleware.js';
import { assertSessionCurrent, isWellFormedToken } from '../../auth/session.js';
import { hashToken } from '../../auth/token.js';
import { findOrganisationById } from '../../data/organisations.js';
import { findSessionByTokenHash, revokeSession, touchSessions } from '../../data/sessions.js';
import { updateUserLanguage } from '../../data/users.js';
import { learnerRoute, publicRoute } from '../../http/contract.js';
import type { AppDeps } from '../../http/context.js';
import { waterConfigOf } from '../../organisation/index.js';
import { issuePasswordSerial, passwordChangeDueFor } from '../passwordPolicy.js';
import { presentStoredUser } from '../storedUser.js';
import type { Routers } from '../../http/routers.js';

const { session: calls } = LEARNER_ENDPOINTS;

/** The signed-in user; when a password change is due, with a fresh serial for the change dialog. */
async function loginInfo(ctx: Context) {
  const auth = authOf(ctx);
  const due = await passwordChangeDueFor(ctx.deps, auth.user);
  const change = due ? { ...due, serial: await issuePasswordSerial(ctx.deps, auth.user, due.kind) } : undefined;
  return ok({ user: [presentStoredUser(auth, auth.token, change)] });
}

async function logout(ctx: Context) {
  const { session } = authOf(ctx);
  await revokeSession(ctx.deps.db, session.orgId, session.id, 'logout');
  ctx.deps.realtime.disconnectSession(session.id);
  return ok({});
}

/** The 30 s heartbeat (and the admin keepalive): records that the session is in use now. */
async function heartbeat(ctx: Context) {
  const { session } = authOf(ctx);
  const now = ctx.deps.clock.now();
  await touchSessions(ctx.deps.db, [{ orgId: session.orgId, id: session.id }], now, now);
  return ok({});
}

/**
 * Whether `token` is a live session of user `id`. Never an error: a missing, ended or foreign
 * token is simply not online.
 */
async function isOnline(deps: AppDeps, id: string, token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const found = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!found || found.session.revokedAt || found.user.id !== id) return false;
  try {
    assertSessionCurrent(deps.config, found, deps.clock.now());
    return true;
  } catch {
    return false;
  }
}

export function registerSessionRoutes(routers: Routers): void {
  learnerRoute(routers, calls.loginInfo, {}, async (_input, _request, ctx) => loginInfo(ctx));
  // Under /api/admin by the spec's paths, but every signed-in user logs out and keeps alive.
  learnerRoute(routers, calls.logout, {}, async (_input, _request, ctx) => logout(ctx));
  // The heartbeat's flags change nothing, but a malformed body is still refused.
  learnerRoute(routers, calls.keepalive, {}, async ({ body }, _request, ctx) => {
    body();
    return heartbeat(ctx);
  });
  learnerRoute(routers, calls.heartbeat, {}, async ({ body }, _request, ctx) => {
    body();
    return heartbeat(ctx);
  });

  learnerRoute(routers, calls.changeLanguage, {}, async ({ body }, { deps, caller }) => {
    const { language } = body();
    await updateUserLanguage(deps.db, caller.orgId, caller.id, language);
    deps.sessionCache.dropUsers(caller.orgId, [caller.id]);
    return ok({ language });
  });

  learnerRoute(routers, calls.waterConfig, {}, async (_input, { deps, caller }) => {
    const org = await findOrganisationById(deps.db, caller.orgId);
    return ok({ waterconfig: waterConfigOf(org?.settings, org?.name ?? '') });
  });
}

/**
 * Registered after every other `/api/login/...` GET route, which it would otherwise shadow. The id
 * is any text: whatever it names, the answer is whether the token is that user's live session.
 */
export function registerOnlineCheckRoute(routers: Routers): void {
  publicRoute(routers, calls.online, { params: z.object({ id: z.string() }) }, async ({ params }, ctx) => {
    const online = await isOnline(ctx.deps, params.id, ctx.get('token'));
    ctx.set('Cache-Control', 'no-store');
    return ok({ online });
  });
}
