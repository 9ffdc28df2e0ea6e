import type { Context } from 'koa';
import { moveWechatTicket } from '../../data/wechat.js';
import { appError } from '../../errors/index.js';
import { rateLimit } from '../../http/rateLimit.js';
import { REQUEST_BUDGETS } from '../policy.js';
import type { Routers } from '../../http/routers.js';
import { bindTicket, bindWechat, unbindWechat } from './bind.js';
import { miniLogin, qrStatus, qrTicket, wechatLogin } from './login.js';
import { unsubscribeDailyPush } from './unsubscribe.js';

const PAGE = /^[A-Za-z]{1,32}$/;

/**
 * WeChat redirects to real paths (`/wxcallback/login?code=…&state=…`) while the web app routes by
 * hash: answer with a redirect to `/#/<prefix>/<page>?<same query>`. A login or bind ticket in
 * `state` is marked scanned on the way, so the PC's poll can say so.
 */
function hashRedirect(prefix: 'wxcallback' | 'wxcall') {
  return async (ctx: Context): Promise<void> => {
    const page = String(ctx.params.page ?? '');
    if (!PAGE.test(page)) throw appError('errors.notFound');
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(ctx.query)) {
      for (const item of Array.isArray(value) ? value : [value ?? '']) query.append(name, item);
    }
    const state = query.get('state');
    if (state && state.length <= 64 && query.get('code')) {
      await moveWechatTicket(ctx.deps.db, state, ['waiting'], 'scanned', ctx.deps.clock.now());
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    ctx.status = 302;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Location', `/#/${prefix}/${page}${search}`);
  };
}

export function registerWechatRoutes({ public: open, learner }: Routers): void {
  open.get('/api/login/wxqrcode', rateLimit('qr-ticket', REQUEST_BUDGETS.qrTicket), qrTicket);
  open.get('/api/login/wxqrcode/:ticket', qrStatus);
  open.post('/api/login/wechat', wechatLogin);
  open.post('/api/login/wechat/mini', miniLogin);
  // Public: the OAuth callback page has no session; the bind ticket identifies the user.
  open.post('/api/trainning/user/bindwechat', bindWechat);
  open.get('/wxcallback/:page', hashRedirect('wxcallback'));
  open.get('/wxcall/:page', hashRedirect('wxcall'));
  open.put('/api/wechat/unsubscribe/:id', rateLimit('unsubscribe', REQUEST_BUDGETS.unsubscribe), unsubscribeDailyPush);

  learner.get('/api/trainning/user/:id/bindwechat', bindTicket);
  learner.put('/api/trainning/user/unbind/wechat', unbindWechat);
}
