import { endpoint } from '../api/endpoint.js';
import {
  isSubscribedResponseSchema,
  noticeListQuerySchema,
  noticeListResponseSchema,
  noticeReadResponseSchema,
  notifySettingResponseSchema,
  realtimeAddressResponseSchema,
  subscribeRequestSchema,
  subscribeUrlQuerySchema,
  subscribeUrlResponseSchema,
  subscribeResponseSchema,
  validateUserRequestSchema,
  validateUserResponseSchema,
  wxmpQrcodeResponseSchema,
} from '../schemas/notices.js';
import { NOTICE_LIST_ROUTE, REALTIME_ADDRESS_ROUTE } from './noticeRoutes.js';

const NOTICE = NOTICE_LIST_ROUTE.path;

/** The learner's notices, the live address and the WeChat task-message subscription (docs/notifications.md). */
export const noticeEndpoints = {
  list: endpoint({ method: 'GET', path: NOTICE, query: noticeListQuerySchema, response: noticeListResponseSchema }),
  readAll: endpoint({ method: 'PUT', path: `${NOTICE}/read`, response: noticeReadResponseSchema }),
  read: endpoint({ method: 'PUT', path: `${NOTICE}/:id/read`, response: noticeReadResponseSchema }),
  socket: endpoint({ method: 'GET', path: REALTIME_ADDRESS_ROUTE.path, response: realtimeAddressResponseSchema }),
  notifySetting: endpoint({ method: 'GET', path: 'api/trainning/system/notifysetting', response: notifySettingResponseSchema }),
  isSubscribed: endpoint({ method: 'GET', path: 'api/trainning/user/issubscribed', response: isSubscribedResponseSchema }),
  qrcode: endpoint({ method: 'GET', path: 'api/trainning/user/wxmpqrcode', response: wxmpQrcodeResponseSchema }),
  /** Public: the page `/wxcall/subscrib` sends the browser to the official account's authorise page. */
  subscribeUrl: endpoint({ method: 'GET', path: 'api/wechat/subscribe/url', query: subscribeUrlQuerySchema, response: subscribeUrlResponseSchema }),
  /** Public: the official account's OAuth callback page (`/wxcallback/subscrib`). */
  subscribe: endpoint({ method: 'POST', path: 'api/wechat/subscribe', body: subscribeRequestSchema, response: subscribeResponseSchema, json: true }),
  /** Public: the PC subscription verification page. */
  validateUser: endpoint({ method: 'PUT', path: 'api/validateuser', body: validateUserRequestSchema, response: validateUserResponseSchema, json: true }),
} as const;
