import { enterpriseRegistrationRequestSchema, miniRegistrationRequestSchema, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { z } from 'zod';
import { rateLimit } from '../../http/rateLimit.js';
import { parseBody } from '../../http/validate.js';
import { openSealedPassword } from '../../identity/loginKeys.js';
import { REQUEST_BUDGETS } from '../../identity/policy.js';
import { registerEnterprise, registerMiniLearner } from '../../identity/registration.js';
import type { Routers } from '../../routers/index.js';

/** The shared schema, with `business` kept inside the integer column it is stored in. */
const enterpriseRequest = enterpriseRegistrationRequestSchema.extend({
  business: enterpriseRegistrationRequestSchema.shape.business.pipe(z.number().max(2_147_483_647)),
});

/** `POST api/register`: the password arrives sealed under a one-time key, like at login. */
async function enterpriseRegistration(ctx: Context): Promise<void> {
  const request = parseBody(ctx, enterpriseRequest);
  const password = await openSealedPassword(ctx.deps, ctx.log, { randomkey: request.randomkey, password: request.password }, false);
  const { orgname, business, logo, account } = request;
  await registerEnterprise(ctx.deps, ctx.log, { orgname, business, logo, account, password });
  ctx.body = ok({});
}

/**
 * The shared form plus `wxcode`: the OAuth code `/wxcall/register` came back with. The server
 * exchanges it with WeChat itself; a `wxopenid` the client asserts is never linked.
 */
const miniRequest = miniRegistrationRequestSchema.extend({ wxcode: z.string().trim().max(256).optional() });

/** `POST api/wechat/mini/user/register`: submitted for review; the success page says an SMS follows. */
async function miniRegistration(ctx: Context): Promise<void> {
  const { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode } = parseBody(ctx, miniRequest);
  await registerMiniLearner(ctx.deps, ctx.log, { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode: wxcode || undefined });
  ctx.body = ok({});
}

export function registerRegistrationRoutes({ public: open }: Routers): void {
  open.post('/api/register', rateLimit('register', REQUEST_BUDGETS.register), enterpriseRegistration);
  open.post('/api/wechat/mini/user/register', rateLimit('mini-register', REQUEST_BUDGETS.miniRegister), miniRegistration);
}
