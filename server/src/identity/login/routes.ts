import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { ANSWERED, publicRoute } from '../../http/contract.js';
import { clientIp, clientKindOf } from '../../http/request.js';
import { signedInBody } from '../login.js';
import { drawCaptcha, issueLoginKey } from '../loginKeys.js';
import { changePasswordWithSerial } from './passwordChange.js';
import { passwordSignIn } from './passwordLogin.js';
import { assertIpMayTryLogin } from './throttle.js';
import type { Routers } from '../../http/routers.js';

const { auth } = LEARNER_ENDPOINTS;

const loginRequest = (ctx: Context) => ({ deps: ctx.deps, log: ctx.log, clientKind: clientKindOf(ctx) });

export function registerLoginRoutes(routers: Routers): void {
  publicRoute(routers, auth.randomCode, {}, async (_input, ctx) => {
    const issued = await issueLoginKey(ctx.deps, clientIp(ctx));
    ctx.set('Cache-Control', 'no-store');
    return ok({ ...issued, captcha: ctx.deps.config.captcha });
  });

  publicRoute(routers, auth.captchaImage, {}, async ({ query }, ctx) => {
    const svg = await drawCaptcha(ctx.deps, query().randomkey);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
    return ANSWERED;
  });

  publicRoute(routers, auth.captchaService, {}, async (_input, { deps: { config } }) =>
    ok({ captcha: config.captcha, type: config.captcha ? ('graphic' as const) : ('none' as const) }),
  );

  /**
   * The account tab: the password sealed under a one-time key. An IP with too many recent failed
   * logins is refused (429) before the form is read.
   */
  publicRoute(routers, auth.login, {}, async ({ body }, ctx) => {
    await assertIpMayTryLogin(ctx.deps, clientIp(ctx));
    const { account, password, randomkey, randomcode } = body();
    return signedInBody(await passwordSignIn(loginRequest(ctx), { account, password, randomkey, captcha: randomcode }, clientIp(ctx)));
  });

  /** A new password for the serial a login handed out. */
  publicRoute(routers, auth.forceChangePassword, {}, async ({ body }, ctx) => {
    const { serial, password, randomkey } = body();
    return signedInBody(await changePasswordWithSerial(loginRequest(ctx), { serial, password, randomkey }));
  });
}
