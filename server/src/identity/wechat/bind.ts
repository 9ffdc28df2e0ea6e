import { ok, type bindWechatRequestSchema } from '@peilian/shared';
import type { z } from 'zod';
import { deleteWechatLink, findLiveWechatTicket, moveWechatTicket, upsertWechatLink } from '../../data/wechat.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Caller } from '../../auth/caller.js';
import type { Logger } from '../../logger.js';
import { assertWechatEnabled, openWechatTicket, wechatUserFor } from '../wechatTickets.js';

/** Starts binding the caller's own account (any other id is refused): a bind ticket and the URL to show as a QR code. */
export async function bindTicket({ deps, caller }: Caller, userId: string) {
  if (userId !== caller.id) throw appError('errors.forbidden');
  const { ticket, url } = await openWechatTicket(deps, 'bind', { orgId: caller.orgId, userId: caller.id });
  return ok({ ticket, url });
}

/**
 * Completes a binding from the OAuth callback page (no session there: the ticket names the user).
 * A used, expired or unknown ticket, or a failed exchange → wechatFailed (绑定失败，请重新绑定);
 * without a WeChat web app → wechatNotEnabled, whatever the body.
 */
export async function bindWechat(deps: AppDeps, log: Logger, { code, state }: z.output<typeof bindWechatRequestSchema>) {
  assertWechatEnabled(deps, 'web');
  const ticket = await findLiveWechatTicket(deps.db, state, deps.clock.now());
  if (!ticket || ticket.kind !== 'bind' || !ticket.orgId || !ticket.userId || !['waiting', 'scanned'].includes(ticket.status)) {
    throw appError('errors.wechatFailed');
  }
  const wx = await wechatUserFor(deps, log, 'web', code, true);
  const now = deps.clock.now();
  if (!(await moveWechatTicket(deps.db, state, ['waiting', 'scanned'], 'spent', now))) throw appError('errors.wechatFailed');
  await upsertWechatLink(deps.db, ticket.orgId, ticket.userId, { openid: wx.openid, unionid: wx.unionid, nickname: wx.nickname }, now);
  log.info({ userId: ticket.userId, orgId: ticket.orgId }, 'wechat bound');
  return ok({});
}

/** Removes every WeChat identity of the caller. */
export async function unbindWechat({ deps, caller }: Caller) {
  await deleteWechatLink(deps.db, caller.orgId, caller.id);
  return ok({});
}
