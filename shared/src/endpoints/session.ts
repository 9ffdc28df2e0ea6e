import { endpoint } from '../api/endpoint.js';
import { okResponseSchema } from '../api/envelopeSchemas.js';
import {
  changeLanguageRequestSchema,
  changeLanguageResponseSchema,
  loginCheckResponseSchema,
  onlineHeartbeatRequestSchema,
  sessionUserResponseSchema,
  waterConfigResponseSchema,
} from '../schemas/session.js';

/** The signed-in session (spec §4): who it is, its heartbeat, its language and watermark, its end. */
export const sessionEndpoints = {
  loginInfo: endpoint({ method: 'GET', path: 'api/trainning/user/logininfo', response: sessionUserResponseSchema }),
  /** An `/api/admin/...` path, but every user calls it. */
  logout: endpoint({ method: 'POST', path: 'api/admin/system/online/logout', response: okResponseSchema }),
  heartbeat: endpoint({ method: 'POST', path: 'api/trainning/system/online', body: onlineHeartbeatRequestSchema, response: okResponseSchema }),
  /** The back office's heartbeat: an `/api/admin/...` path too, and every user may call it. */
  keepalive: endpoint({ method: 'POST', path: 'api/admin/system/keepalive', body: onlineHeartbeatRequestSchema, response: okResponseSchema }),
  changeLanguage: endpoint({
    method: 'POST',
    path: 'api/trainning/user/changelanguage',
    body: changeLanguageRequestSchema,
    response: changeLanguageResponseSchema,
  }),
  waterConfig: endpoint({ method: 'GET', path: 'api/common/setting/waterconfig', response: waterConfigResponseSchema }),
  /** Public, and never an error: whether the request's token is a live session of user `id`. */
  online: endpoint({ method: 'GET', path: 'api/login/:id', response: loginCheckResponseSchema, noLogout: true }),
} as const;
