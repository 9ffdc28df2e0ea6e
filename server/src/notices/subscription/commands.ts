import type { IsSubscribedResponse, SubscribeRequest, SubscribeResponse, WxmpQrcodeResponse } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { subscriptionsOf, upsertSubscription } from '../../data/notices.js';
import { findOrganisationById } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { WechatError } from '../../providers/wechat/index.js';
import { taskMessageSetting } from '../settings.js';
import { liveSubscribeTicket, openSubscribeTicket, spendSubscribeTicket } from './tickets.js';

type Answer<T> = Omit<T, 'successed'>;

/** Task messages can reach this organisation's learners: it sends them through WeChat and the official account is configured. */
async function available({ deps, orgId }: Caller): Promise<boolean> {
  return deps.wechat.pubConfigured && (await taskMessageSetting(deps.db, orgId)).isTaskMsgPush2wx === 1;
}

/** `GET api/trainning/user/issubscribed`. */
export async function isSubscribed(request: Caller): Promise<Answer<IsSubscribedResponse>> {
  const subscribed = (await subscriptionsOf(request.deps.db, request.orgId, [request.userId])).has(request.userId);
  return { subscribed, available: await available(request) };
}

/**
 * `GET api/trainning/user/wxmpqrcode`: the link the subscription QR carries, `/wxcall/subscrib`
 * with a ticket naming the caller (10 minutes); '' when task messages cannot reach the caller.
 */
export async function subscriptionQr(request: Caller): Promise<Answer<WxmpQrcodeResponse>> {
  if (!(await available(request))) return { url: '', expires: 0 };
  const { ticket, expires } = await openSubscribeTicket(request.deps, { kind: 'subscribe', orgId: request.orgId, userId: request.userId });
  return { url: `${request.deps.publicUrl}/wxcall/subscrib?state=${encodeURIComponent(ticket)}`, expires: expires.getTime() };
}

/** The official account must be configured for the public pages; else `notices.unavailable`. */
function assertPubConfigured(deps: AppDeps): void {
  if (!deps.wechat.pubConfigured) throw appError('errors.notices.unavailable');
}

/**
 * `GET api/wechat/subscribe/url?state`: the official account's authorise page (snsapi_base) back to
 * `/wxcallback/subscrib`, `state` kept. A `state` that is not a live subscription ticket → linkInvalid.
 */
export async function subscribeUrl(deps: AppDeps, state: string): Promise<{ url: string }> {
  assertPubConfigured(deps);
  if (state && !(await liveSubscribeTicket(deps, state, 'subscribe'))) throw appError('errors.notices.linkInvalid');
  return { url: deps.wechat.pubAuthorizeUrl(`${deps.publicUrl}/wxcallback/subscrib`, state) };
}

/**
 * `POST api/wechat/subscribe`: the follower's openid from the official account's code. With a
 * learner's ticket, that learner subscribes at once (`bound`); without, a follower ticket for
 * `PUT api/validateuser`. A bad ticket → linkInvalid and a failed exchange → wechatFailed, nothing changed.
 */
export async function subscribe(deps: AppDeps, log: Logger, { code, state }: SubscribeRequest): Promise<Answer<SubscribeResponse>> {
  assertPubConfigured(deps);
  const ticket = state ? await liveSubscribeTicket(deps, state, 'subscribe') : undefined;
  if (state && (!ticket?.orgId || !ticket.userId)) throw appError('errors.notices.linkInvalid');
  let openid: string;
  try {
    openid = await deps.wechat.pubOpenid(code);
  } catch (error) {
    if (!(error instanceof WechatError)) throw error;
    log.warn({ errcode: error.errcode, reason: error.message }, 'wechat subscription code exchange failed');
    throw appError('errors.wechatFailed');
  }
  if (!ticket?.orgId || !ticket.userId) {
    const follower = await openSubscribeTicket(deps, { kind: 'follower', openid });
    return { bound: false, ticket: follower.ticket, orgname: '' };
  }
  if (!(await spendSubscribeTicket(deps, ticket.id))) throw appError('errors.notices.linkInvalid');
  await upsertSubscription(deps.db, ticket.orgId, ticket.userId, openid, deps.clock.now());
  log.info({ orgId: ticket.orgId, userId: ticket.userId }, 'task messages subscribed');
  const org = await findOrganisationById(deps.db, ticket.orgId);
  return { bound: true, ticket: '', orgname: org?.name ?? '' };
}

/** `GET api/trainning/system/notifysetting` (§3): the caller's organisation's setting. */
export async function notifySetting({ deps, orgId }: Caller) {
  return { setting: await taskMessageSetting(deps.db, orgId) };
}
