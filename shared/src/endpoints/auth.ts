import { endpoint } from '../api/endpoint.js';
import { bytesResponseSchema, okResponseSchema } from '../api/envelopeSchemas.js';
import {
  captchaQuerySchema,
  captchaServiceResponseSchema,
  enterpriseRegistrationBodySchema,
  forceChangePasswordRequestSchema,
  loginResponseSchema,
  miniRegistrationBodySchema,
  mobileLoginRequestSchema,
  passwordLoginRequestSchema,
  randomCodeResponseSchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
  wechatLoginRequestSchema,
  wechatQrResponseSchema,
  wechatQrStatusSchema,
} from '../schemas/auth.js';
import { inviteJoinRequestSchema, inviteJoinResponseSchema, invitePreviewResponseSchema } from '../schemas/inviteJoin.js';
import { sessionUserResponseSchema } from '../schemas/session.js';

/**
 * Sign-in, SMS codes and registration (learner §7), made before there is a session: every one is
 * `noLogout`, so a logout code in the answer (9999 "account disabled") is a failure to show.
 */
export const authEndpoints = {
  randomCode: endpoint({ method: 'GET', path: 'api/login/randomcode', response: randomCodeResponseSchema, noLogout: true }),
  captchaService: endpoint({ method: 'GET', path: 'api/login/verifyservice', response: captchaServiceResponseSchema, noLogout: true }),
  /** The captcha SVG for a one-time key: an image source, fetched as text by the platform. */
  captchaImage: endpoint({ method: 'GET', path: 'api/login/verifycode', query: captchaQuerySchema, response: bytesResponseSchema, noLogout: true }),
  login: endpoint({ method: 'POST', path: 'api/login', body: passwordLoginRequestSchema, response: loginResponseSchema, noLogout: true }),
  mobileLogin: endpoint({ method: 'POST', path: 'api/login/mobile', body: mobileLoginRequestSchema, response: loginResponseSchema, noLogout: true }),
  /** With `state` (a QR ticket) the server only confirms the ticket and answers success alone. */
  wechatLogin: endpoint({
    method: 'POST',
    path: 'api/login/wechat',
    body: wechatLoginRequestSchema,
    response: loginResponseSchema.or(okResponseSchema),
    noLogout: true,
  }),
  miniLogin: endpoint({ method: 'POST', path: 'api/login/wechat/mini', body: wechatLoginRequestSchema, response: loginResponseSchema, noLogout: true }),
  wechatQr: endpoint({ method: 'GET', path: 'api/login/wxqrcode', response: wechatQrResponseSchema, noLogout: true }),
  wechatQrStatus: endpoint({ method: 'GET', path: 'api/login/wxqrcode/:ticket', response: wechatQrStatusSchema, noLogout: true }),
  forceChangePassword: endpoint({
    method: 'POST',
    path: 'api/forcechangepassword',
    body: forceChangePasswordRequestSchema,
    response: sessionUserResponseSchema,
    noLogout: true,
  }),
  loginCode: endpoint({ method: 'GET', path: 'api/trainning/user/verifycode', query: smsCodeRequestSchema, response: smsCodeResponseSchema, noLogout: true }),
  registrationCode: endpoint({
    method: 'GET',
    path: 'api/wechat/mini/user/register/verifycode',
    query: smsCodeRequestSchema,
    response: smsCodeResponseSchema,
    noLogout: true,
  }),
  register: endpoint({ method: 'POST', path: 'api/register', body: enterpriseRegistrationBodySchema, response: okResponseSchema, noLogout: true }),
  miniRegister: endpoint({
    method: 'POST',
    path: 'api/wechat/mini/user/register',
    body: miniRegistrationBodySchema,
    response: okResponseSchema,
    noLogout: true,
  }),
  /** An invite code's title, organisation and department, for the join page (docs/people.md, "Invite codes"). */
  invite: endpoint({ method: 'GET', path: 'api/invite/:code', response: invitePreviewResponseSchema, noLogout: true }),
  /** Joins the code's organisation: the SMS code comes from `registrationCode`. */
  joinInvite: endpoint({ method: 'POST', path: 'api/invite/:code/join', body: inviteJoinRequestSchema, response: inviteJoinResponseSchema, noLogout: true }),
} as const;
