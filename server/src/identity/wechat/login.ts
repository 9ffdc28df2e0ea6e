import { ok, wechatLoginRequestSchema } from '@peilian/shared';
import type { Context } from 'koa';
import { assertAccountUsable } from '../../auth/session.js';
import type { WechatTicketStatus } from '../../db/schema/index.js';
import { findUserInOrg } from '../../data/users.js';
import { findLiveWechatTicket, findUsersByWechat, moveWechatTicket } from '../../data/wechat.js';
import { appError } from '../../errors/index.js';
import { clientKindOf } from '../../http/request.js';
import { parseBody } from '../../http/validate.js';
import { chooseBody, pickCandidate, signedInBody, signIn } from '../login.js';
import { openWechatTicket, wechatUserFor } from '../wechatTickets.js';

/** A QR ticket may be (re)scanned while it waits, was opened, or found no bound user. */
const SCANNABLE: readonly WechatTicketStatus[] = ['waiting', 'scanned', 'unbound'];

/** `GET api/login/wxqrcode`: a ticket valid 180 s and the WeChat QR-login URL carrying it. */
export async function qrTicket(ctx: Context): Promise<void> {
  const { ticket, url, expiresIn } = await openWechatTicket(ctx.deps, 'login');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = ok({ ticket, url, expiresIn });
}

/**
 * `GET api/login/wxqrcode/{ticket}` (polled every 3 s): waiting, scanned, unbound, expired — or,
 * once, confirmed with a new session; the ticket is then spent and reads as expired.
 */
export async function qrStatus(ctx: Context): Promise<void> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const id = String(ctx.params.ticket ?? '');
  ctx.set('Cache-Control', 'no-store');
  const ticket = id.length <= 64 ? await findLiveWechatTicket(deps.db, id, now) : undefined;
  if (!ticket || ticket.kind !== 'login' || ticket.status === 'spent') {
    ctx.body = ok({ status: 'expired' });
    return;
  }
  if (ticket.status !== 'confirmed') {
    ctx.body = ok({ status: ticket.status });
    return;
  }
  const spent = await moveWechatTicket(deps.db, id, ['confirmed'], 'spent', now);
  const found = spent?.orgId && spent.userId ? await findUserInOrg(deps.db, spent.orgId, spent.userId) : undefined;
  if (!found) {
    ctx.body = ok({ status: 'expired' });
    return;
  }
  const user = await signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'wechat-qr' }, found);
  ctx.body = ok({ status: 'confirmed' as const, user: [user] });
}

/**
 * `POST api/login/wechat` from the OAuth callback page. With `state` = a QR ticket, the phone
 * confirms the PC's login (bound user → `{successed:true}`, the PC's next poll signs in; unbound →
 * wechatNotBound and the ticket says so). Without `state`, the browser itself signs in.
 */
export async function wechatLogin(ctx: Context): Promise<void> {
  const { code, state, userid } = parseBody(ctx, wechatLoginRequestSchema);
  const { deps } = ctx;
  const now = deps.clock.now();
  const ticket = state ? await findLiveWechatTicket(deps.db, state, now) : undefined;
  if (state && (!ticket || ticket.kind !== 'login' || !SCANNABLE.includes(ticket.status))) throw appError('errors.wechatFailed');

  const wx = await wechatUserFor(deps, ctx.log, 'web', code);
  const pick = pickCandidate(await findUsersByWechat(deps.db, { openid: wx.openid, unionid: wx.unionid }), userid);
  if (pick.kind === 'none') {
    if (state) await moveWechatTicket(deps.db, state, SCANNABLE, 'unbound', now);
    throw appError('errors.wechatNotBound');
  }
  if (pick.kind === 'choose') {
    ctx.body = chooseBody(pick.choices);
    return;
  }
  if (!state) {
    const user = await signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'wechat' }, pick.found);
    ctx.body = signedInBody(user);
    return;
  }
  assertAccountUsable(pick.found.user, now);
  const owner = { orgId: pick.found.user.orgId, userId: pick.found.user.id };
  if (!(await moveWechatTicket(deps.db, state, SCANNABLE, 'confirmed', now, owner))) throw appError('errors.wechatFailed');
  ctx.log.info({ ...owner }, 'wechat qr login confirmed');
  ctx.body = ok({});
}

/**
 * `POST api/login/wechat/mini` with a `Taro.login` code: bound users sign in (or choose); an
 * unbound identity → wechatNotBound carrying `miniopenid`, which the registration form needs.
 */
export async function miniLogin(ctx: Context): Promise<void> {
  const { code, userid } = parseBody(ctx, wechatLoginRequestSchema);
  const { deps } = ctx;
  const wx = await wechatUserFor(deps, ctx.log, 'mini', code);
  const pick = pickCandidate(await findUsersByWechat(deps.db, { miniopenid: wx.openid, unionid: wx.unionid }), userid);
  if (pick.kind === 'none') throw appError('errors.wechatNotBound', {}, { miniopenid: wx.openid });
  if (pick.kind === 'choose') {
    ctx.body = chooseBody(pick.choices);
    return;
  }
  const user = await signIn({ deps, log: ctx.log, clientKind: clientKindOf(ctx), method: 'wechat-mini' }, pick.found);
  ctx.body = signedInBody(user);
}
