import { loginRequestSchema, ok, type SessionUserResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { verifyPassword } from '../../auth/password.js';
import { assertAccountUsable } from '../../auth/session.js';
import { hashToken, newSessionToken } from '../../auth/token.js';
import { insertSession, revokeSession } from '../../data/sessions.js';
import { findUserByAccount } from '../../data/users.js';
import { AppError } from '../../errors/index.js';
import { parseBody } from '../../http/validate.js';
import { presentStoredUser } from '../../presenters/storedUser.js';
import type { Routers } from '../../routers/index.js';

/** Wrong account or wrong password: one answer for both, so accounts cannot be probed. */
function credentialsRejected(): AppError {
  return new AppError('errors.wrongCredentials');
}

async function login(ctx: Context): Promise<void> {
  const { account, password } = parseBody(ctx, loginRequestSchema);
  const { db } = ctx.deps;
  const found = await findUserByAccount(db, account);
  const matches = await verifyPassword(found?.user.passwordHash, password);
  if (!found || !matches) throw credentialsRejected();
  assertAccountUsable(found.user);

  const token = newSessionToken();
  await insertSession(db, { orgId: found.user.orgId, userId: found.user.id, tokenHash: hashToken(token) });
  ctx.log.info({ userId: found.user.id, orgId: found.user.orgId }, 'login');
  const body: SessionUserResponse = ok({ user: [presentStoredUser(found, token)] });
  ctx.body = body;
}

function loginInfo(ctx: Context): void {
  const auth = authOf(ctx);
  const body: SessionUserResponse = ok({ user: [presentStoredUser(auth, auth.token)] });
  ctx.body = body;
}

async function logout(ctx: Context): Promise<void> {
  const { session } = authOf(ctx);
  await revokeSession(ctx.deps.db, session.orgId, session.id);
  ctx.deps.realtime.disconnectSession(session.id);
  ctx.body = ok({});
}

export function registerSessionRoutes({ public: open, learner }: Routers): void {
  open.post('/api/login', login);
  learner.get('/api/trainning/user/logininfo', loginInfo);
  // Under /api/admin by the spec's path, but every signed-in user logs out through it.
  learner.post('/api/admin/system/online/logout', logout);
}
