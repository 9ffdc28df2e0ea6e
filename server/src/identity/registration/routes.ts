import { enterpriseRegistrationBodySchema, miniRegistrationBodySchema, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { rateLimit } from '../../http/rateLimit.js';
import { parseBody } from '../../http/validate.js';
import { openSealedPassword } from '../loginKeys.js';
import { REQUEST_BUDGETS } from '../policy.js';
import { registerEnterprise, registerMiniLearner } from './commands.js';
import type { Routers } from '../../http/routers.js';

/** `POST api/register`: the password arrives sealed under a one-time key, like at login. */
async function enterpriseRegistration(ctx: Context): Promise<void> {
  const request = parseBody(ctx, enterpriseRegistrationBodySchema);
  const password = await openSealedPassword(ctx.deps, ctx.log, { randomkey: request.randomkey, password: request.password }, false);
  const { orgname, business, logo, account } = request;
  await registerEnterprise(ctx.deps, ctx.log, { orgname, business, logo, account, password });
  ctx.body = ok({});
}

/** `POST api/wechat/mini/user/register`: submitted for review; the success page says an SMS follows. */
async function miniRegistration(ctx: Context): Promise<void> {
  const { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode } = parseBody(ctx, miniRegistrationBodySchema);
  await registerMiniLearner(ctx.deps, ctx.log, { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode: wxcode || undefined });
  ctx.body = ok({});
}

export function registerRegistrationRoutes({ public: open }: Routers): void {
  open.post('/api/register', rateLimit('register', REQUEST_BUDGETS.register), enterpriseRegistration);
  open.post('/api/wechat/mini/user/register', rateLimit('mini-register', REQUEST_BUDGETS.miniRegister), miniRegistration);
}
