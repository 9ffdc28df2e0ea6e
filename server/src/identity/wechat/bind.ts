import { bindWechatRequestSchema, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { deleteWechatLink, findLiveWechatTicket, moveWechatTicket, upsertWechatLink } from '../../data/wechat.js';
import { appError } from '../../errors/index.js';
import { parseBody } from '../../http/validate.js';
import { openWechatTicket, wechatUserFor } from '../wechatTickets.js';

/** Starts binding the caller's own account: a bind ticket and the URL to show as a QR code. */
export async function bindTicket(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  if (String(ctx.params.id ?? '') !== user.id) throw appError('errors.forbidden');
  const { ticket, url } = await openWechatTicket(ctx.deps, 'bind', { orgId: user.orgId, userId: user.id });
  ctx.set('Cache-Control', 'no-store');
  ctx.body = ok({ ticket, url });
}

/**
 * Completes a binding from the OAuth callback page (no session there: the ticket names the user).
 * A used, expired or unknown ticket, or a failed exchange → wechatFailed (绑定失败，请重新绑定).
 */
export async function bindWechat(ctx: Context): Promise<void> {
  const { code, state } = parseBody(ctx, bindWechatRequestSchema);
  const { deps } = ctx;
  const ticket = await findLiveWechatTicket(deps.db, state, deps.clock.now());
  if (!ticket || ticket.kind !== 'bind' || !ticket.orgId || !ticket.userId || !['waiting', 'scanned'].includes(ticket.status)) {
    throw appError('errors.wechatFailed');
  }
  const wx = await wechatUserFor(deps, ctx.log, 'web', code, true);
  const now = deps.clock.now();
  if (!(await moveWechatTicket(deps.db, state, ['waiting', 'scanned'], 'spent', now))) throw appError('errors.wechatFailed');
  await upsertWechatLink(deps.db, ticket.orgId, ticket.userId, { openid: wx.openid, unionid: wx.unionid, nickname: wx.nickname }, now);
  ctx.log.info({ userId: ticket.userId, orgId: ticket.orgId }, 'wechat bound');
  ctx.body = ok({});
}

/** `PUT api/trainning/user/unbind/wechat`: removes every WeChat identity of the caller. */
export async function unbindWechat(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  await deleteWechatLink(ctx.deps.db, user.orgId, user.id);
  ctx.body = ok({});
}
