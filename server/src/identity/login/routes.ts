import { ok, type TencentCaptcha } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { ANSWERED, publicRoute } from '../../http/contract.js';
import { clientIp, clientKindOf } from '../../http/request.js';
import { signedInBody } from '../login.js';
import { loginAttempt, recordedLogin, type LoginAttempt } from '../loginLog.js';
import { drawCaptcha, issueLoginKey } from '../loginKeys.js';
import { changePasswordWithSerial } from './passwordChange.js';
import { passwordSignIn } from './passwordLogin.js';
import { addressNeedsCaptcha } from './throttle.js';
import type { Routers } from '../../http/routers.js';

const { auth } = LEARNER_ENDPOINTS;

const loginRequest = (ctx: Context, attempt: LoginAttempt) => ({ deps: ctx.deps, log: ctx.log, clientKind: clientKindOf(ctx), attempt });

/** The deployment always wants the captcha, or this address has failed too often to go without. */
const captchaWanted = async (ctx: Context) => ctx.deps.config.captcha || (await addressNeedsCaptcha(ctx.deps, clientIp(ctx)));

/** Where the deployment shows Tencent's captcha: its app id and script, for the client to load. */
function tencentCaptcha(ctx: Context): TencentCaptcha | undefined {
  const service = ctx.deps.config.captchaService;
  return service.kind === 'tencent' ? { appid: service.appId, script: service.script } : undefined;
}

export function registerLoginRoutes(routers: Routers): void {
  /** A one-time key; `captcha` is on for the deployment, or for this address after many failures. */
  publicRoute(routers, auth.randomCode, {}, async (_input, ctx) => {
    const issued = await issueLoginKey(ctx.deps, clientIp(ctx));
    const captcha = await captchaWanted(ctx);
    ctx.set('Cache-Control', 'no-store');
    const tencent = tencentCaptcha(ctx);
    return ok({ ...issued, captcha, ...(tencent ? { tencent } : {}) });
  });

  publicRoute(routers, auth.captchaImage, {}, async ({ query }, ctx) => {
    const svg = await drawCaptcha(ctx.deps, query().randomkey);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
    return ANSWERED;
  });

  publicRoute(routers, auth.captchaService, {}, async (_input, ctx) => {
    const captcha = await captchaWanted(ctx);
    const tencent = tencentCaptcha(ctx);
    const kind = tencent ? ('tencent' as const) : ('graphic' as const);
    return ok({ captcha, type: captcha ? kind : ('none' as const), ...(tencent ? { tencent } : {}) });
  });

  /**
   * The account tab: the password sealed under a one-time key. Failures bring the captcha and then
   * waits, never a lock of the owner's known devices (`passwordSignIn`); a success hands out the
   * device token the client sends with later sign-ins.
   */
  publicRoute(routers, auth.login, {}, async ({ body }, ctx) => {
    const { randomcode, userid: _userid, ...credentials } = body();
    const attempt = loginAttempt('password', credentials.account);
    const signedIn = await recordedLogin(ctx, attempt, () =>
      passwordSignIn(loginRequest(ctx, attempt), { ...credentials, captcha: randomcode }, clientIp(ctx)),
    );
    return { ...(await signedInBody(ctx.deps, signedIn.user)), devicetoken: signedIn.devicetoken };
  });

  /** A new password for the serial a login handed out. */
  publicRoute(routers, auth.forceChangePassword, {}, async ({ body }, ctx) => {
    const { serial, password, randomkey } = body();
    const attempt = loginAttempt('password-change');
    const user = await recordedLogin(ctx, attempt, () => changePasswordWithSerial(loginRequest(ctx, attempt), { serial, password, randomkey }));
    return signedInBody(ctx.deps, user);
  });
}
