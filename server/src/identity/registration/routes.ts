import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { requestLanguage } from '../../errors/index.js';
import { publicRoute } from '../../http/contract.js';
import { rateLimit, REQUEST_BUDGETS } from '../../http/rateLimit.js';
import { openSealedPassword } from '../loginKeys.js';
import { registerEnterprise, registerMiniLearner } from './commands.js';
import type { Routers } from '../../http/routers.js';

const { auth } = LEARNER_ENDPOINTS;

export function registerRegistrationRoutes(routers: Routers): void {
  /** The password arrives sealed under a one-time key, like at login; the registration then waits for review. */
  publicRoute(routers, auth.register, { guards: [rateLimit('register', REQUEST_BUDGETS.register)] }, async ({ body }, ctx) => {
    const { orgname, business, logo, contact, mobile, account, randomkey, password: sealed } = body();
    const password = await openSealedPassword(ctx.deps, ctx.log, { randomkey, password: sealed }, false);
    const language = requestLanguage(ctx);
    await registerEnterprise(ctx.deps, ctx.log, { orgname, business, logo, contact, mobile, account, password, language });
    return ok({});
  });

  /** Submitted for review; the success page says an SMS follows. */
  publicRoute(routers, auth.miniRegister, { guards: [rateLimit('mini-register', REQUEST_BUDGETS.miniRegister)] }, async ({ body }, ctx) => {
    const { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode } = body();
    await registerMiniLearner(ctx.deps, ctx.log, { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode: wxcode || undefined });
    return ok({});
  });
}
