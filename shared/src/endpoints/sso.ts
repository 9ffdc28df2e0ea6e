import { endpoint } from '../api/endpoint.js';
import {
  authCodeLoginRequestSchema,
  authCodeLoginResponseSchema,
  authCodeRequestSchema,
  authCodeResponseSchema,
  ssoLoginRequestSchema,
} from '../schemas/auth.js';
import { userListQuerySchema, userListResponseSchema } from '../schemas/users.js';

/**
 * Sign-in from a third-party host (spec §2.5): an authorisation code or the host's token. The code
 * and the user picker are admin calls, made by the mock host page that stands in for a real host.
 */
export const ssoEndpoints = {
  checkAuthCode: endpoint({ method: 'POST', path: 'api/checkauthcode', body: authCodeLoginRequestSchema, response: authCodeLoginResponseSchema }),
  ssoLogin: endpoint({ method: 'POST', path: 'api/ssologin', body: ssoLoginRequestSchema, response: authCodeLoginResponseSchema }),
  issueAuthCode: endpoint({ method: 'POST', path: 'api/admin/organization/authcode', body: authCodeRequestSchema, response: authCodeResponseSchema }),
  users: endpoint({ method: 'GET', path: 'api/admin/organization/userlist', query: userListQuerySchema, response: userListResponseSchema }),
} as const;
