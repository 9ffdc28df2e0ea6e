import { captchaQuerySchema, forceChangePasswordRequestSchema, ok, passwordLoginRequestSchema, type RandomCodeResponse } from '@peilian/shared';
import type { Context, Middleware } from 'koa';
import { clientIp, clientKindOf } from '../../http/request.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { signedInBody } from '../login.js';
import { drawCaptcha, issueLoginKey } from '../loginKeys.js';
import { changePasswordWithSerial } from './passwordChange.js';
import { passwordSignIn } from './passwordLogin.js';
import { assertIpMayTryLogin } from './throttle.js';
import type { Routers } from '../../http/routers.js';

async function randomCode(ctx: Context): Promise<void> {
  const issued = await issueLoginKey(ctx.deps, clientIp(ctx));
  const body: RandomCodeResponse = ok({ ...issued, captcha: ctx.deps.config.captcha });
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

async function captchaImage(ctx: Context): Promise<void> {
  const { randomkey } = parseQuery(ctx, captchaQuerySchema);
  const svg = await drawCaptcha(ctx.deps, randomkey);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'image/svg+xml';
  ctx.body = svg;
}

function verifyService(ctx: Context): void {
  const { captcha } = ctx.deps.config;
  ctx.body = ok({ captcha, type: captcha ? 'graphic' : 'none' });
}

/** An IP with too many recent failed logins is refused before any work (429). */
const loginFailureGate: Middleware = async (ctx, next) => {
  await assertIpMayTryLogin(ctx.deps, clientIp(ctx));
  await next();
};

/** `POST api/login` (account tab): the password sealed under a one-time key. */
async function passwordLogin(ctx: Context): Promise<void> {
  const { account, password, randomkey, randomcode } = parseBody(ctx, passwordLoginRequestSchema);
  const request = { deps: ctx.deps, log: ctx.log, clientKind: clientKindOf(ctx) };
  const user = await passwordSignIn(request, { account, password, randomkey, captcha: randomcode }, clientIp(ctx));
  ctx.body = signedInBody(user);
}

/** `POST api/forcechangepassword`: a new password for the serial a login handed out. */
async function forceChangePassword(ctx: Context): Promise<void> {
  const { serial, password, randomkey } = parseBody(ctx, forceChangePasswordRequestSchema);
  const request = { deps: ctx.deps, log: ctx.log, clientKind: clientKindOf(ctx) };
  const user = await changePasswordWithSerial(request, { serial, password, randomkey });
  ctx.body = signedInBody(user);
}

export function registerLoginRoutes({ public: open }: Routers): void {
  open.get('/api/login/randomcode', randomCode);
  open.get('/api/login/verifycode', captchaImage);
  open.get('/api/login/verifyservice', verifyService);
  open.post('/api/login', loginFailureGate, passwordLogin);
  open.post('/api/forcechangepassword', forceChangePassword);
}
