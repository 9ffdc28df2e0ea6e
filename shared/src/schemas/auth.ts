import { z } from 'zod';
import { plainName } from '../validators/plainText.js';
import { CAPTCHA, ORG_NAME_MAX, REGISTRATION_NAME_MAX, JOB_TITLE_MAX, COMPANY_NAME_MAX, USER_NAME_MAX } from '../limits.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { accountSchema, fileReferenceSchema, mobileSchema } from '../validators/schemas.js';
import { storedUserSchema } from './session.js';

/**
 * Request and response shapes of the identity calls (learner-and-session §3, §7). Passwords travel
 * encrypted (`encryptPassword`) under a one-time key from `GET api/login/randomcode`; the server
 * decrypts them and then applies the place's password rule.
 */

/** A password as every form sends it: `encryptPassword`'s output under a one-time key. */
export const sealedPassword = z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }).max(512);
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, { error: 'validation.codeRequired' });

/**
 * The Tencent captcha a hosted deployment shows instead of the graphic one (learner-and-session §5:
 * the form then sends `ticket` and `randstr`): the captcha app id and the `TCaptcha.js` to load.
 */
export const tencentCaptchaSchema = z.object({ appid: z.string(), script: z.string() }).strict();
export type TencentCaptcha = z.infer<typeof tencentCaptchaSchema>;

/** What a solved captcha sends: the graphic one's key and answer, or the Tencent one's ticket and randstr. */
const captchaAnswerFields = {
  ticket: z.string().trim().max(4096).optional(),
  randstr: z.string().trim().max(256).optional(),
};

/**
 * `GET api/login/randomcode`: a one-time key; `captcha` says whether the account tab must show one
 * (the deployment wants it, or the caller's address failed too often lately). A sign-in may still
 * ask for one afterwards (`errors.captchaRequired`, see `demandsCaptcha`).
 */
export const randomCodeResponseSchema = z.object({
  successed: z.literal(true),
  randomkey: z.string(),
  /** base64url AES-256 key, single use. */
  key: z.string(),
  /** Seconds until the key expires. */
  expiresIn: z.number().int().positive(),
  captcha: z.boolean(),
  /** Present when the captcha to show is Tencent's rather than the graphic one. */
  tencent: tencentCaptchaSchema.optional(),
});
export type RandomCodeResponse = z.infer<typeof randomCodeResponseSchema>;

/** `GET api/login/verifycode?randomkey=`: an SVG captcha bound to the key (4 characters, 111×40). */
export const captchaQuerySchema = z.object({ randomkey: z.string().min(1).max(64) });

/** `POST api/login` (account tab). `userid` completes a multi-account choice. */
export const passwordLoginRequestSchema = z.object({
  account: z.string({ error: 'validation.accountRequired' }).pipe(accountSchema),
  password: sealedPassword,
  randomkey: z.string().min(1).max(64),
  randomcode: z.string().trim().max(CAPTCHA.length).optional(),
  ...captchaAnswerFields,
  /** The device token an earlier sign-in of this account on this device handed out (docs/security.md). */
  devicetoken: z.string().trim().max(128).optional(),
  userid: z.string().max(64).optional(),
});

/** `POST api/login/mobile` (SMS tab). */
export const mobileLoginRequestSchema = z.object({
  mobile: mobileSchema,
  code: smsCode,
  userid: z.string().max(64).optional(),
});

/** `GET api/trainning/user/verifycode?mobile=` and the registration variant (with orgid). */
export const smsCodeRequestSchema = z.object({
  mobile: mobileSchema,
  orgid: z.string().max(64).optional(),
  /** A repeated request carries a solved captcha: the graphic one (key and answer) or Tencent's. */
  randomkey: z.string().max(64).optional(),
  randomcode: z.string().trim().max(CAPTCHA.length).optional(),
  ...captchaAnswerFields,
});
export const smsCodeResponseSchema = z.object({ successed: z.literal(true), resendIn: z.number().int().positive() });

/** One choice of the multi-account chooser (avatar, username, organisation, department). */
export const accountChoiceSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  orgname: z.string(),
  departmentname: z.string(),
});
export type AccountChoice = z.infer<typeof accountChoiceSchema>;

/**
 * A login answer: the signed-in user (first element used), or — when one mobile or WeChat identity
 * matches several users — `choose: true` and the candidates; the client posts again with `userid`.
 */
export const loginResponseSchema = z.union([
  z.object({
    successed: z.literal(true),
    user: z.array(storedUserSchema).length(1),
    /** A password sign-in's device token: the client keeps it for this account and sends it with later sign-ins. */
    devicetoken: z.string().optional(),
    /** The first banner of the organisation's centre on phones: the app loads it beside the centre's call. */
    banner: z.string().optional(),
  }),
  z.object({ successed: z.literal(true), choose: z.literal(true), user: z.array(accountChoiceSchema).min(2) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * A password login that must first change the password (spec §4): no session yet, a one-time
 * `serial` for `api/forcechangepassword`; `changepassword` 1 = first login, 2 = 90 days unchanged.
 */
export const changePasswordRequiredSchema = z.object({
  successed: z.literal(false),
  errcode: z.number().int(),
  errmsg: z.string(),
  changepassword: z.union([z.literal(1), z.literal(2)]),
  serial: z.string(),
  changdays: z.number().int().nonnegative(),
});

/** `POST api/forcechangepassword`: the new password sealed under a fresh random key. */
export const forceChangePasswordRequestSchema = z.object({
  serial: z.string().min(1).max(128),
  password: sealedPassword,
  randomkey: z.string().min(1).max(64),
});

/** `POST api/ssologin` and `POST api/checkauthcode`. */
export const ssoLoginRequestSchema = z.object({ token: z.string().min(1).max(256), userid: z.string().min(1).max(64) });
export const authCodeLoginRequestSchema = z.object({ authcode: z.string().min(1).max(256), userid: z.string().min(1).max(64) });
/** errcode 0 = signed in, 2 = already signed in (third-party landing page, spec §2.5). */
export const authCodeLoginResponseSchema = z.object({
  successed: z.literal(true),
  errcode: z.union([z.literal(0), z.literal(2)]),
  user: z.array(storedUserSchema).length(1),
});

/** WeChat QR login: `GET api/login/wxqrcode` then poll `GET api/login/wxqrcode/{ticket}` every 3 s. */
export const wechatQrResponseSchema = z.object({
  successed: z.literal(true),
  ticket: z.string(),
  /** The URL the QR code encodes (WeChat OAuth authorise page). */
  url: z.string(),
  expiresIn: z.number().int().positive(),
});
export const wechatQrStatusSchema = z.union([
  z.object({ successed: z.literal(true), status: z.enum(['waiting', 'scanned', 'expired', 'unbound']) }),
  z.object({ successed: z.literal(true), status: z.literal('confirmed'), user: z.array(storedUserSchema).length(1) }),
]);

/** `POST api/login/wechat` (web OAuth callback code) and `POST api/login/wechat/mini` (Taro.login code). */
export const wechatLoginRequestSchema = z.object({
  code: z.string().min(1).max(256),
  state: z.string().max(256).optional(),
  userid: z.string().max(64).optional(),
});

/**
 * `POST api/register` (enterprise registration, spec §2.8/§5); `conformPassword` is never sent.
 * `contact` and `mobile` are not in the spec's form: the provider reviews the registration and tells
 * the registrant by SMS (spec §4), so the form asks who registers and where the SMS goes.
 */
export const enterpriseRegistrationRequestSchema = z.object({
  orgname: plainName(z.string().trim().min(1, { error: 'validation.required' }).max(ORG_NAME_MAX, { error: 'validation.tooLong' })),
  business: z.coerce.number().int().min(0).max(2_147_483_647),
  /** Path returned by the logo upload. */
  logo: fileReferenceSchema(FILE_REFERENCE_RULES.registrationLogo, 'validation.logoRequired'),
  /** The registrant's name: the owner's name once approved. */
  contact: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(USER_NAME_MAX, { error: 'validation.tooLong' }),
  /** Where the review's SMS goes; the owner's mobile once approved. */
  mobile: mobileSchema,
  account: z.string().pipe(accountSchema),
  password: sealedPassword,
  randomkey: z.string().min(1).max(64),
});

/** `POST api/wechat/mini/user/register` (spec §3 mini-program registration form). */
export const miniRegistrationRequestSchema = z.object({
  mobile: mobileSchema,
  code: smsCode,
  name: plainName(z.string().trim().min(1, { error: 'validation.nameRequired' }).max(REGISTRATION_NAME_MAX, { error: 'validation.tooLong' })),
  workunit: z.string().trim().min(1, { error: 'validation.companyRequired' }).max(COMPANY_NAME_MAX, { error: 'validation.companyTooLong' }),
  workno: z.string().trim().min(1, { error: 'validation.jobTitleRequired' }).max(JOB_TITLE_MAX, { error: 'validation.jobTitleTooLong' }),
  /** An avatar uploaded for registration (`filetype=registrationavatar`), or absent. */
  avatar: fileReferenceSchema(FILE_REFERENCE_RULES.registrationAvatar).optional(),
  sex: z.coerce.number().int().min(0).max(2).default(1),
  miniopenid: z.string().max(128).optional(),
  wxopenid: z.string().max(128).optional(),
  orgid: z.string().max(64).optional(),
});

/** The enterprise form as the server reads it: `business` kept inside the integer column it is stored in. */
export const enterpriseRegistrationBodySchema = enterpriseRegistrationRequestSchema.extend({
  business: enterpriseRegistrationRequestSchema.shape.business.pipe(z.number().max(2_147_483_647)),
});

/**
 * The mini-program form plus `wxcode`: the OAuth code `/wxcall/register` came back with. The server
 * exchanges it with WeChat itself; a `wxopenid` the client asserts is never linked.
 */
export const miniRegistrationBodySchema = miniRegistrationRequestSchema.extend({ wxcode: z.string().trim().max(256).optional() });

/** `POST api/trainning/user/bindwechat`: the OAuth code and the bind ticket (state) it returned with. */
export const bindWechatRequestSchema = wechatLoginRequestSchema.extend({ state: z.string().min(1).max(256) });

/** `GET api/trainning/user/{id}/bindwechat`: the OAuth URL that binds this user's WeChat. */
export const bindWechatResponseSchema = z.object({ successed: z.literal(true), ticket: z.string(), url: z.string() }).strict();

/** `POST api/admin/organization/authcode`: a one-time code for the authorisation-code login page. */
export const authCodeRequestSchema = z.object({ userid: z.string().min(1).max(64) });
export const authCodeResponseSchema = z.object({ successed: z.literal(true), authcode: z.string() }).strict();

/** `GET /wxcallback/{page}` and `/wxcall/{page}`: whatever query WeChat returned with, passed on as it came. */
export const wechatPageQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** `PUT api/wechat/unsubscribe/{id}`: the same answer however often the link is confirmed. */
export const unsubscribeResponseSchema = z.object({ successed: z.literal(true), orgname: z.string() }).strict();

/** `GET api/login/verifyservice`: whether password logins need a captcha, and which one. */
export const captchaServiceResponseSchema = z
  .object({ successed: z.literal(true), captcha: z.boolean(), type: z.enum(['graphic', 'tencent', 'none']), tencent: tencentCaptchaSchema.optional() })
  .strict();

export type MiniRegistrationRequest = z.input<typeof miniRegistrationRequestSchema>;
