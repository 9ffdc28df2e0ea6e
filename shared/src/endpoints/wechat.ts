import { endpoint } from '../api/endpoint.js';
import { okResponseSchema } from '../api/envelope.js';
import { bindWechatRequestSchema, bindWechatResponseSchema, unsubscribeResponseSchema } from '../schemas/auth.js';

/** Binding a user's WeChat (OAuth callback, authorise URL) and the daily push's unsubscribe link. */
export const wechatEndpoints = {
  /** Public: the callback page has no session; the bind ticket in `state` identifies the user. */
  bind: endpoint({ method: 'POST', path: 'api/trainning/user/bindwechat', body: bindWechatRequestSchema, response: okResponseSchema }),
  bindUrl: endpoint({ method: 'GET', path: 'api/trainning/user/:id/bindwechat', response: bindWechatResponseSchema }),
  unsubscribe: endpoint({ method: 'PUT', path: 'api/wechat/unsubscribe/:id', response: unsubscribeResponseSchema }),
} as const;
