import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { publicRoute } from '../../http/contract.js';
import { rateLimit } from '../../http/rateLimit.js';
import { openSealedPassword } from '../loginKeys.js';
import { REQUEST_BUDGETS } from '../policy.js';
import { registerEnterprise, registerMiniLearner } from './commands.js';
import type { Routers } from '../../http/routers.js';

const { auth } = LEARNER_ENDPOINTS;

/** Counts the request against the IP's budget (429 once spent), before the form is read. */
const spendBudget = (ctx: Context, name: string, budget: readonly [number, number]) => rateLimit(name, budget)(ctx, async () => undefined);

export function registerRegistrationRoutes(routers: Routers): void {
  /** The password arrives sealed under a one-time key, like at login. */
  publicRoute(routers, auth.register, {}, async ({ body }, ctx) => {
    await spendBudget(ctx, 'register', REQUEST_BUDGETS.register);
    const { orgname, business, logo, account, randomkey, password: sealed } = body();
    const password = await openSealedPassword(ctx.deps, ctx.log, { randomkey, password: sealed }, false);
    await registerEnterprise(ctx.deps, ctx.log, { orgname, business, logo, account, password });
    return ok({});
  });

  /** Submitted for review; the success page says an SMS follows. */
  publicRoute(routers, auth.miniRegister, {}, async ({ body }, ctx) => {
    await spendBudget(ctx, 'mini-register', REQUEST_BUDGETS.miniRegister);
    const { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode } = body();
    await registerMiniLearner(ctx.deps, ctx.log, { mobile, code, name, workunit, workno, avatar, sex, miniopenid, wxcode: wxcode || undefined });
    return ok({});
  });
}
