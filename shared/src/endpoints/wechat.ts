import { endpoint } from '../api/endpoint.js';
import { okResponseSchema, redirectResponseSchema } from '../api/envelopeSchemas.js';
import { bindWechatRequestSchema, bindWechatResponseSchema, wechatPageQuerySchema, unsubscribeResponseSchema } from '../schemas/auth.js';

/** Binding a user's WeChat (OAuth callback, authorise URL) and the daily push's unsubscribe link. */
export const wechatEndpoints = {
  /** Public: the callback page has no session; the bind ticket in `state` identifies the user. */
  bind: endpoint({ method: 'POST', path: 'api/trainning/user/bindwechat', body: bindWechatRequestSchema, response: okResponseSchema }),
  bindUrl: endpoint({ method: 'GET', path: 'api/trainning/user/:id/bindwechat', response: bindWechatResponseSchema }),
  /** Removes every WeChat identity of the caller. */
  unbind: endpoint({ method: 'PUT', path: 'api/trainning/user/unbind/wechat', response: okResponseSchema }),
  unsubscribe: endpoint({ method: 'PUT', path: 'api/wechat/unsubscribe/:id', response: unsubscribeResponseSchema }),
  /**
   * Public: the real paths WeChat returns to (`/wxcallback/bind?code&state`) or links from a message
   * (`/wxcall/unsubscribe?id`), each redirected to the web app's hash route of that page, same query.
   */
  callbackPage: endpoint({ method: 'GET', path: 'wxcallback/:page', query: wechatPageQuerySchema, response: redirectResponseSchema }),
  callPage: endpoint({ method: 'GET', path: 'wxcall/:page', query: wechatPageQuerySchema, response: redirectResponseSchema }),
} as const;
