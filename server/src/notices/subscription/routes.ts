import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute, publicRoute } from '../../http/contract.js';
import { rateLimit, REQUEST_BUDGETS } from '../../http/rateLimit.js';
import type { Routers } from '../../http/routers.js';
import { isSubscribed, notifySetting, subscribe, subscribeUrl, subscriptionQr } from './commands.js';

const { notices } = LEARNER_ENDPOINTS;

/**
 * The task-message subscription (docs/notifications.md "Task messages through WeChat"): the
 * learner's setting, state and QR, and the public pages' calls (no session: the ticket names the
 * learner; each rate-limited per address). `PUT api/validateuser` is sign-in's (identity/wechat).
 */
export function registerSubscriptionRoutes(routers: Routers): void {
  learnerRoute(routers, notices.notifySetting, {}, async (_input, request) => ok(await notifySetting(request)));
  learnerRoute(routers, notices.isSubscribed, {}, async (_input, request) => ok(await isSubscribed(request)));
  learnerRoute(routers, notices.qrcode, {}, async (_input, request, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return ok(await subscriptionQr(request));
  });
  publicRoute(routers, notices.subscribeUrl, { guards: [rateLimit('subscribe-url', REQUEST_BUDGETS.subscribe)] }, async ({ query }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return ok(await subscribeUrl(ctx.deps, query().state));
  });
  publicRoute(routers, notices.subscribe, { guards: [rateLimit('subscribe', REQUEST_BUDGETS.subscribe)] }, async ({ body }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return ok(await subscribe(ctx.deps, ctx.log, body()));
  });
}
