import { ok, type mobileLoginRequestSchema, type smsCodeRequestSchema } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import type { z } from 'zod';
import { assertAccountUsable, assertOrganisationOpen } from '../../auth/session.js';
import type { SmsPurpose } from '../../db/schema/index.js';
import { findUsersByMobile } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import { publicRoute } from '../../http/contract.js';
import { clientIp, clientKindOf } from '../../http/request.js';
import { captchaSolved } from '../captchaCheck.js';
import { chooseBody, pickCandidate, signedInBody, signIn } from '../login.js';
import { loginAttempt, recordedLogin } from '../loginLog.js';
import { SMS_CODE } from '../policy.js';
import { checkSmsCode, requestSmsCode, useSmsCode } from '../smsCodes.js';
import type { Routers } from '../../http/routers.js';

const { auth } = LEARNER_ENDPOINTS;

/** A code for the mobile; a repeated request carries a solved captcha (`requestSmsCode`). */
async function sendCode(ctx: Context, { mobile, ...answer }: z.output<typeof smsCodeRequestSchema>, purpose: SmsPurpose) {
  const ip = clientIp(ctx);
  const solved = await captchaSolved(ctx.deps, ctx.log, answer, ip);
  await requestSmsCode(ctx.deps, ctx.log, { mobile, purpose, ip, captchaSolved: solved });
  ctx.set('Cache-Control', 'no-store');
  return ok({ resendIn: SMS_CODE.resendS });
}

/**
 * SMS login: the code must match (it is used up only when a session starts); no user with the
 * mobile answers like a wrong code; several users (across organisations) → the chooser, and the
 * client posts the same code again with `userid`.
 */
async function mobileLogin(ctx: Context, { mobile, code, userid }: z.output<typeof mobileLoginRequestSchema>) {
  const { deps } = ctx;
  const attempt = loginAttempt('mobile', mobile);
  return recordedLogin(ctx, attempt, async () => {
    const codeId = await checkSmsCode(deps, ctx.log, { mobile, purpose: 'login', code });
    const pick = pickCandidate(await findUsersByMobile(deps.db, mobile), userid);
    if (pick.kind === 'none') throw appError('errors.smsCodeWrong');
    if (pick.kind === 'choose') return chooseBody(pick.choices);
    attempt.found = pick.found;
    assertAccountUsable(pick.found.user, deps.clock.now());
    assertOrganisationOpen(pick.found, deps.clock.now(), true);
    await useSmsCode(deps, codeId);
    return signedInBody(deps, await signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'mobile', attempt }, pick.found));
  });
}

export function registerSmsRoutes(routers: Routers): void {
  // Public although under /api/trainning: the code is what lets a user sign in.
  publicRoute(routers, auth.loginCode, {}, async ({ query }, ctx) => sendCode(ctx, query(), 'login'));
  publicRoute(routers, auth.registrationCode, {}, async ({ query }, ctx) => sendCode(ctx, query(), 'register'));
  publicRoute(routers, auth.mobileLogin, {}, async ({ body }, ctx) => mobileLogin(ctx, body()));
}
