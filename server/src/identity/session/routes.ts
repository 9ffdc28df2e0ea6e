import { changeLanguageRequestSchema, ok, onlineHeartbeatRequestSchema, type SessionUserResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { assertAccountUsable, isWellFormedToken } from '../../auth/session.js';
import { hashToken } from '../../auth/token.js';
import { findOrganisationById } from '../../data/organisations.js';
import { findSessionByTokenHash, revokeSession, touchSession } from '../../data/sessions.js';
import { updateUserLanguage } from '../../data/users.js';
import { parseBody } from '../../http/validate.js';
import { identitySettings } from '../orgSettings.js';
import { issuePasswordSerial, passwordChangeDueFor } from '../passwordPolicy.js';
import { presentStoredUser } from '../storedUser.js';
import type { Routers } from '../../http/routers.js';

/** The signed-in user; when a password change is due, with a fresh serial for the change dialog. */
async function loginInfo(ctx: Context): Promise<void> {
  const auth = authOf(ctx);
  const due = await passwordChangeDueFor(ctx.deps, auth.user);
  const change = due ? { ...due, serial: await issuePasswordSerial(ctx.deps, auth.user, due.kind) } : undefined;
  const body: SessionUserResponse = ok({ user: [presentStoredUser(auth, auth.token, change)] });
  ctx.body = body;
}

async function logout(ctx: Context): Promise<void> {
  const { session } = authOf(ctx);
  await revokeSession(ctx.deps.db, session.orgId, session.id, 'logout');
  ctx.deps.realtime.disconnectSession(session.id);
  ctx.body = ok({});
}

/** The 30 s heartbeat (and the admin keepalive): records that the session is in use now. */
async function heartbeat(ctx: Context): Promise<void> {
  parseBody(ctx, onlineHeartbeatRequestSchema);
  const { session } = authOf(ctx);
  const now = ctx.deps.clock.now();
  await touchSession(ctx.deps.db, session.orgId, session.id, now, now);
  ctx.body = ok({});
}

async function changeLanguage(ctx: Context): Promise<void> {
  const { language } = parseBody(ctx, changeLanguageRequestSchema);
  const { user } = authOf(ctx);
  await updateUserLanguage(ctx.deps.db, user.orgId, user.id, language);
  ctx.deps.sessionCache.dropUsers(user.orgId, [user.id]);
  ctx.body = ok({ language });
}

async function waterConfig(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  const org = await findOrganisationById(ctx.deps.db, user.orgId);
  const { waterprint, watertext } = identitySettings(org?.settings);
  ctx.body = ok({ waterconfig: { waterprint, watertext } });
}

/**
 * `GET api/login/{id}`: whether the request's token is a live session of that user. Never an error:
 * a missing, ended or foreign token is simply not online.
 */
async function onlineCheck(ctx: Context): Promise<void> {
  const id = String(ctx.params.id ?? '');
  const token = ctx.get('token');
  let online = false;
  if (isWellFormedToken(token)) {
    const found = await findSessionByTokenHash(ctx.deps.db, hashToken(token));
    if (found && !found.session.revokedAt && found.user.id === id) {
      try {
        assertAccountUsable(found.user, ctx.deps.clock.now());
        online = true;
      } catch {
        online = false;
      }
    }
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.body = ok({ online });
}

export function registerSessionRoutes({ learner }: Routers): void {
  learner.get('/api/trainning/user/logininfo', loginInfo);
  // Under /api/admin by the spec's paths, but every signed-in user logs out and keeps alive.
  learner.post('/api/admin/system/online/logout', logout);
  learner.post('/api/admin/system/keepalive', heartbeat);
  learner.post('/api/trainning/system/online', heartbeat);
  learner.post('/api/trainning/user/changelanguage', changeLanguage);
  learner.get('/api/common/setting/waterconfig', waterConfig);
}

/** Registered after every other `/api/login/...` GET route, which it would otherwise shadow. */
export function registerOnlineCheckRoute({ public: open }: Routers): void {
  open.get('/api/login/:id', onlineCheck);
}
