import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { z } from 'zod';
import { moveWechatTicket } from '../../data/wechat.js';
import { ANSWERED, learnerRoute, publicRoute } from '../../http/contract.js';
import { rateLimit, REQUEST_BUDGETS } from '../../http/rateLimit.js';
import { clientIp, clientKindOf } from '../../http/request.js';
import type { Routers } from '../../http/routers.js';
import { bindTicket, bindWechat, unbindWechat } from './bind.js';
import { loginAttempt, recordedLogin } from '../loginLog.js';
import { miniLogin, qrStatus, qrTicket, wechatLogin } from './login.js';
import { unsubscribeDailyPush } from './unsubscribe.js';
import { validateSubscriber } from './subscription.js';

const { auth, wechat, notices } = LEARNER_ENDPOINTS;

/** A page of the web app's WeChat routes (`login`, `bind`, `register`, …); anything else → 404. */
const PAGE = { params: z.object({ page: z.string().regex(/^[A-Za-z]{1,32}$/) }) };
/** A QR ticket or a subscription id: not a UUID, each checked by its command. */
const TICKET = { params: z.object({ ticket: z.string() }) };
const SUBSCRIPTION = { params: z.object({ id: z.string() }) };

const loginRequest = (ctx: Context) => ({ deps: ctx.deps, log: ctx.log, clientKind: clientKindOf(ctx) });

/**
 * WeChat redirects to real paths (`/wxcallback/login?code=…&state=…`) while the web app routes by
 * hash: answer with a redirect to `/#/<prefix>/<page>?<same query>`. A login or bind ticket in
 * `state` is marked scanned on the way, so the PC's poll can say so.
 */
async function hashRedirect(ctx: Context, prefix: 'wxcallback' | 'wxcall', page: string, received: Record<string, string | string[]>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(received)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  const state = query.get('state');
  if (state && state.length <= 64 && query.get('code')) {
    await moveWechatTicket(ctx.deps.db, state, ['waiting'], 'scanned', ctx.deps.clock.now());
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  ctx.status = 302;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Location', `/#/${prefix}/${page}${search}`);
  return ANSWERED;
}

export function registerWechatRoutes(routers: Routers): void {
  publicRoute(routers, auth.wechatQr, { guards: [rateLimit('qr-ticket', REQUEST_BUDGETS.qrTicket)] }, async (_input, ctx) => {
    const answer = await qrTicket(ctx.deps);
    ctx.set('Cache-Control', 'no-store');
    return answer;
  });

  publicRoute(routers, auth.wechatQrStatus, TICKET, async ({ params }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const attempt = loginAttempt('wechat-qr');
    return recordedLogin(ctx, attempt, () => qrStatus({ ...loginRequest(ctx), attempt }, params.ticket));
  });

  publicRoute(routers, auth.wechatLogin, {}, async ({ body }, ctx) => {
    const input = body();
    const attempt = loginAttempt(input.state ? 'wechat-qr' : 'wechat');
    return recordedLogin(ctx, attempt, () => wechatLogin({ ...loginRequest(ctx), attempt }, input));
  });
  publicRoute(routers, auth.miniLogin, {}, async ({ body }, ctx) => {
    const input = body();
    const attempt = loginAttempt('wechat-mini');
    return recordedLogin(ctx, attempt, () => miniLogin({ ...loginRequest(ctx), attempt }, input));
  });
  // Public: the OAuth callback page has no session; the bind ticket identifies the user.
  publicRoute(routers, wechat.bind, {}, async ({ body }, { deps, log }) => bindWechat(deps, log, body()));
  publicRoute(routers, wechat.callbackPage, PAGE, async ({ params, query }, ctx) => hashRedirect(ctx, 'wxcallback', params.page, query()));
  publicRoute(routers, wechat.callPage, PAGE, async ({ params, query }, ctx) => hashRedirect(ctx, 'wxcall', params.page, query()));

  publicRoute(routers, wechat.unsubscribe, { ...SUBSCRIPTION, guards: [rateLimit('unsubscribe', REQUEST_BUDGETS.unsubscribe)] }, async ({ params }, ctx) => {
    const answer = await unsubscribeDailyPush(ctx.deps, ctx.log, params.id);
    ctx.set('Cache-Control', 'no-store');
    return answer;
  });

  // Public: the PC subscription verification page has no session; the follower ticket and the credentials identify the user.
  publicRoute(routers, notices.validateUser, { guards: [rateLimit('validate-user', REQUEST_BUDGETS.validateUser)] }, async ({ body }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return ok(await validateSubscriber(ctx.deps, ctx.log, body(), clientIp(ctx)));
  });

  learnerRoute(routers, wechat.bindUrl, {}, async ({ params }, request, ctx) => {
    const answer = await bindTicket(request, params.id);
    ctx.set('Cache-Control', 'no-store');
    return answer;
  });

  learnerRoute(routers, wechat.unbind, {}, async (_input, request) => unbindWechat(request));
}
