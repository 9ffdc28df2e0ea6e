import { authCodeLoginRequestSchema, authCodeRequestSchema, ok, ssoLoginRequestSchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { authOf } from '../../auth/middleware.js';
import { assertAccountUsable, isWellFormedToken } from '../../auth/session.js';
import { hashToken, randomSecret } from '../../auth/token.js';
import { addSeconds } from '../../clock.js';
import { consumeAuthCode, insertAuthCode } from '../../data/authCodes.js';
import { findSessionByTokenHash } from '../../data/sessions.js';
import { findUserInOrg } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import { clientKindOf, isUuid } from '../../http/request.js';
import { parseBody } from '../../http/validate.js';
import { signIn } from '../login.js';
import { AUTH_CODE_TTL_S } from '../policy.js';
import { presentStoredUser } from '../storedUser.js';
import type { Routers } from '../../http/routers.js';

/** An administrator issues a one-time code (5 minutes) that signs a user of the same organisation in. */
async function issueAuthCode(ctx: Context): Promise<void> {
  const { userid } = parseBody(ctx, authCodeRequestSchema);
  const { user: admin } = authOf(ctx);
  const { db, clock } = ctx.deps;
  const target = isUuid(userid) ? await findUserInOrg(db, admin.orgId, userid) : undefined;
  if (!target) throw appError('errors.notFound');
  const authcode = randomSecret(32);
  await insertAuthCode(db, {
    orgId: admin.orgId,
    userId: target.user.id,
    codeHash: hashToken(authcode),
    createdBy: admin.id,
    expiresAt: addSeconds(clock.now(), AUTH_CODE_TTL_S),
  });
  ctx.log.info({ orgId: admin.orgId, userId: target.user.id, by: admin.id }, 'authcode issued');
  ctx.body = ok({ authcode });
}

/** `POST api/checkauthcode`: redeems a code for its user; unknown, used or expired → authcodeInvalid. */
async function checkAuthCode(ctx: Context): Promise<void> {
  const { authcode, userid } = parseBody(ctx, authCodeLoginRequestSchema);
  const { deps } = ctx;
  const redeemed = isUuid(userid) ? await consumeAuthCode(deps.db, hashToken(authcode), userid, deps.clock.now()) : undefined;
  const found = redeemed ? await findUserInOrg(deps.db, redeemed.orgId, redeemed.userId) : undefined;
  if (!found) throw appError('errors.authcodeInvalid');
  const user = await signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'authcode' }, found);
  ctx.body = ok({ errcode: 0 as const, user: [user] });
}

/**
 * `POST api/ssologin` (third-party landing page): a token that is already a live session of that
 * user answers errcode 2 (already signed in) with the user; anything else → loginRequired.
 */
async function ssoLogin(ctx: Context): Promise<void> {
  const { token, userid } = parseBody(ctx, ssoLoginRequestSchema);
  const found = isWellFormedToken(token) ? await findSessionByTokenHash(ctx.deps.db, hashToken(token)) : undefined;
  if (!found || found.session.revokedAt || found.user.id !== userid) throw appError('errors.loginRequired');
  assertAccountUsable(found.user, ctx.deps.clock.now());
  ctx.body = ok({ errcode: 2 as const, user: [presentStoredUser(found, token)] });
}

export function registerSsoRoutes({ public: open, admin }: Routers): void {
  admin.post('/api/admin/organization/authcode', requireFunction('adminuser', { targets: ['body.userid'] }), issueAuthCode);
  open.post('/api/checkauthcode', checkAuthCode);
  open.post('/api/ssologin', ssoLogin);
}
