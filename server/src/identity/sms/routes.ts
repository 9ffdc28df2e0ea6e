import { mobileLoginRequestSchema, ok, smsCodeRequestSchema } from '@peilian/shared';
import type { Context } from 'koa';
import { assertAccountUsable } from '../../auth/session.js';
import type { SmsPurpose } from '../../db/schema/index.js';
import { findUsersByMobile } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import { clientIp, clientKindOf } from '../../http/request.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { chooseBody, pickCandidate, signedInBody, signIn } from '../login.js';
import { SMS_CODE } from '../policy.js';
import { checkSmsCode, requestSmsCode, useSmsCode } from '../smsCodes.js';
import type { Routers } from '../../http/routers.js';

function sendCode(purpose: SmsPurpose) {
  return async (ctx: Context): Promise<void> => {
    const { mobile } = parseQuery(ctx, smsCodeRequestSchema);
    await requestSmsCode(ctx.deps, ctx.log, { mobile, purpose, ip: clientIp(ctx) });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ok({ resendIn: SMS_CODE.resendS });
  };
}

/**
 * SMS login: the code must match (it is used up only when a session starts); no user with the
 * mobile answers like a wrong code; several users (across organisations) → the chooser, and the
 * client posts the same code again with `userid`.
 */
async function mobileLogin(ctx: Context): Promise<void> {
  const { mobile, code, userid } = parseBody(ctx, mobileLoginRequestSchema);
  const { deps } = ctx;
  const codeId = await checkSmsCode(deps, ctx.log, { mobile, purpose: 'login', code });
  const pick = pickCandidate(await findUsersByMobile(deps.db, mobile), userid);
  if (pick.kind === 'none') throw appError('errors.smsCodeWrong');
  if (pick.kind === 'choose') {
    ctx.body = chooseBody(pick.choices);
    return;
  }
  assertAccountUsable(pick.found.user, deps.clock.now());
  await useSmsCode(deps, codeId);
  const user = await signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'mobile' }, pick.found);
  ctx.body = signedInBody(user);
}

export function registerSmsRoutes({ public: open }: Routers): void {
  // Public although under /api/trainning: the code is what lets a user sign in.
  open.get('/api/trainning/user/verifycode', sendCode('login'));
  open.get('/api/wechat/mini/user/register/verifycode', sendCode('register'));
  open.post('/api/login/mobile', mobileLogin);
}
