import { ok, type wechatLoginRequestSchema } from '@peilian/shared';
import type { z } from 'zod';
import { assertAccountUsable, assertOrganisationOpen } from '../../auth/session.js';
import type { WechatTicketStatus } from '../../db/schema/index.js';
import { findUserInOrg } from '../../data/users.js';
import { findLiveWechatTicket, findUsersByWechat, moveWechatTicket } from '../../data/wechat.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { chooseBody, pickCandidate, signedInBody, signIn, type LoginRequest } from '../login.js';
import { assertWechatEnabled, openWechatTicket, wechatUserFor } from '../wechatTickets.js';

/** Who signs in through WeChat: the method is each call's own. */
type WechatLoginRequest = Omit<LoginRequest, 'method'>;
type WechatLogin = z.output<typeof wechatLoginRequestSchema>;

/** A QR ticket may be (re)scanned while it waits, was opened, or found no bound user. */
const SCANNABLE: readonly WechatTicketStatus[] = ['waiting', 'scanned', 'unbound'];

/** A ticket valid 180 s and the WeChat QR-login URL carrying it. */
export async function qrTicket(deps: AppDeps) {
  const { ticket, url, expiresIn } = await openWechatTicket(deps, 'login');
  return ok({ ticket, url, expiresIn });
}

/**
 * The PC's poll (every 3 s): waiting, scanned, unbound, expired — or, once, confirmed with a new
 * session; the ticket is then spent and reads as expired.
 */
export async function qrStatus(request: WechatLoginRequest, id: string) {
  const { deps } = request;
  assertWechatEnabled(deps, 'web');
  const now = deps.clock.now();
  const ticket = id.length <= 64 ? await findLiveWechatTicket(deps.db, id, now) : undefined;
  if (!ticket || ticket.kind !== 'login' || ticket.status === 'spent') return ok({ status: 'expired' as const });
  if (ticket.status !== 'confirmed') return ok({ status: ticket.status });
  const spent = await moveWechatTicket(deps.db, id, ['confirmed'], 'spent', now);
  const found = spent?.orgId && spent.userId ? await findUserInOrg(deps.db, spent.orgId, spent.userId) : undefined;
  if (!found) return ok({ status: 'expired' as const });
  const user = await signIn({ ...request, method: 'wechat-qr' }, found);
  return ok({ status: 'confirmed' as const, user: [user] });
}

/**
 * The OAuth callback page's sign-in. With `state` = a QR ticket, the phone confirms the PC's login
 * (bound user → `{successed:true}`, the PC's next poll signs in; unbound → wechatNotBound and the
 * ticket says so). Without `state`, the browser itself signs in.
 */
export async function wechatLogin(request: WechatLoginRequest, { code, state, userid }: WechatLogin) {
  const { deps, log } = request;
  assertWechatEnabled(deps, 'web');
  const now = deps.clock.now();
  const ticket = state ? await findLiveWechatTicket(deps.db, state, now) : undefined;
  if (state && (!ticket || ticket.kind !== 'login' || !SCANNABLE.includes(ticket.status))) throw appError('errors.wechatFailed');
  const wx = await wechatUserFor(deps, log, 'web', code);
  const pick = pickCandidate(await findUsersByWechat(deps.db, { openid: wx.openid, unionid: wx.unionid }), userid);
  if (pick.kind === 'none') {
    if (state) await moveWechatTicket(deps.db, state, SCANNABLE, 'unbound', now);
    throw appError('errors.wechatNotBound');
  }
  if (pick.kind === 'choose') return chooseBody(pick.choices);
  if (request.attempt) request.attempt.found = pick.found;
  if (!state) return signedInBody(request.deps, await signIn({ ...request, method: 'wechat' }, pick.found));
  assertAccountUsable(pick.found.user, now);
  assertOrganisationOpen(pick.found, now, true);
  const owner = { orgId: pick.found.user.orgId, userId: pick.found.user.id };
  if (!(await moveWechatTicket(deps.db, state, SCANNABLE, 'confirmed', now, owner))) throw appError('errors.wechatFailed');
  log.info({ ...owner }, 'wechat qr login confirmed');
  return ok({});
}

/**
 * The mini-program's sign-in with a `Taro.login` code: bound users sign in (or choose); an unbound
 * identity → wechatNotBound carrying `miniopenid`, which the registration form needs.
 */
export async function miniLogin(request: WechatLoginRequest, { code, userid }: WechatLogin) {
  const { deps, log } = request;
  const wx = await wechatUserFor(deps, log, 'mini', code);
  const pick = pickCandidate(await findUsersByWechat(deps.db, { miniopenid: wx.openid, unionid: wx.unionid }), userid);
  if (pick.kind === 'none') throw appError('errors.wechatNotBound', {}, { miniopenid: wx.openid });
  if (pick.kind === 'choose') return chooseBody(pick.choices);
  return signedInBody(request.deps, await signIn({ ...request, method: 'wechat-mini' }, pick.found));
}
