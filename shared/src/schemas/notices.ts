import { z } from 'zod';
import { NOTICE_KINDS } from '../notifications/domain.js';
import { page, rows } from './practiceFields.js';

/**
 * The learner's notices and task-message subscription (learner-and-session §2.6, §2.9, §3, §7;
 * docs/notifications.md). Messages are i18n keys of the `notices` section.
 */

const R = 'notices.rules';

/**
 * One notice: what happened (`kind`) and its particulars (`params`: a task's title, a badge's name,
 * a level…), worded by the client in the learner's language; `link` is the app path it opens
 * ('' = none).
 */
export const noticeSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTICE_KINDS),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    link: z.string(),
    createdate: z.number().int(),
    read: z.number().int(),
  })
  .strict();
export type Notice = z.infer<typeof noticeSchema>;

/** `GET api/trainning/v3/notice`: newest first, with the unread count. */
export const noticeListQuerySchema = z.object({ page, rows });
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;
export const noticeListResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(noticeSchema), total: z.number().int().nonnegative(), unread: z.number().int().nonnegative() })
  .strict();
export type NoticeListResponse = z.infer<typeof noticeListResponseSchema>;

/** `PUT api/trainning/v3/notice/{id}/read`, `PUT api/trainning/v3/notice/read` (all): the unread count after. */
export const noticeReadResponseSchema = z.object({ successed: z.literal(true), unread: z.number().int().nonnegative() }).strict();
export type NoticeReadResponse = z.infer<typeof noticeReadResponseSchema>;

/** The socket push `notice:new` to the learner's own sockets: the notice and the unread count now. */
export const noticePushSchema = z.object({ notice: noticeSchema, unread: z.number().int().nonnegative() }).strict();
export type NoticePush = z.infer<typeof noticePushSchema>;

/** `GET api/trainning/system/socket` (§7): where the personal centre's live connection goes. '' = this origin. */
export const realtimeAddressResponseSchema = z.object({ successed: z.literal(true), url: z.string(), path: z.string() }).strict();
export type RealtimeAddressResponse = z.infer<typeof realtimeAddressResponseSchema>;

/** `GET api/trainning/system/notifysetting` (§3 subscription setting). */
export const notifySettingResponseSchema = z
  .object({ successed: z.literal(true), setting: z.object({ isTaskMsgPush2wx: z.number().int(), url: z.string() }).strict() })
  .strict();
export type NotifySettingResponse = z.infer<typeof notifySettingResponseSchema>;

/** `GET api/trainning/user/issubscribed`: whether task messages reach this learner through the official account. */
export const isSubscribedResponseSchema = z
  .object({
    successed: z.literal(true),
    subscribed: z.boolean(),
    /** The organisation sends task messages through WeChat (isTaskMsgPush2wx) and the official account is configured. */
    available: z.boolean(),
  })
  .strict();
export type IsSubscribedResponse = z.infer<typeof isSubscribedResponseSchema>;

/**
 * `GET api/trainning/user/wxmpqrcode`: the link the subscription QR carries (`/wxcall/subscrib` with
 * a ticket naming this learner, valid until `expires`, epoch ms); '' when not available.
 */
export const wxmpQrcodeResponseSchema = z.object({ successed: z.literal(true), url: z.string(), expires: z.number().int() }).strict();
export type WxmpQrcodeResponse = z.infer<typeof wxmpQrcodeResponseSchema>;

/**
 * `POST api/wechat/subscribe` (public; the page `/wxcallback/subscrib?code&state`): the official
 * account's OAuth code. With a learner's ticket in `state` the subscription is made (`bound`);
 * without, the answer's `ticket` is for `PUT api/validateuser`.
 */
export const subscribeRequestSchema = z.object({
  code: z
    .string({ error: `${R}.linkInvalid` })
    .trim()
    .min(1, { error: `${R}.linkInvalid` })
    .max(256, { error: `${R}.linkInvalid` }),
  state: z
    .string()
    .trim()
    .max(128, { error: `${R}.linkInvalid` })
    .default(''),
});
export type SubscribeRequest = z.output<typeof subscribeRequestSchema>;
export const subscribeResponseSchema = z.object({ successed: z.literal(true), bound: z.boolean(), ticket: z.string(), orgname: z.string() }).strict();
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/**
 * `GET api/wechat/subscribe/url?state` (public; the page `/wxcall/subscrib`): the official account's
 * authorise page (scope snsapi_base) returning to `/wxcallback/subscrib` with `state` kept.
 */
export const subscribeUrlQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .max(128, { error: `${R}.linkInvalid` })
    .default(''),
});
export const subscribeUrlResponseSchema = z.object({ successed: z.literal(true), url: z.string() }).strict();
export type SubscribeUrlResponse = z.infer<typeof subscribeUrlResponseSchema>;

/** The verification's two ways (§2.6 PC subscription verification page). */
export const VALIDATE_MODES = ['password', 'sms'] as const;
export type ValidateMode = (typeof VALIDATE_MODES)[number];

/**
 * `PUT api/validateuser` (public): who the follower is, by account and password or by mobile and SMS
 * code (§5: each required by mode; messages 'enter account first', 'enter confirm password', 'enter
 * mobile number', 'enter code'); the ticket from `POST api/wechat/subscribe`.
 */
export const validateUserRequestSchema = z
  .object({
    ticket: z
      .string({ error: `${R}.linkInvalid` })
      .trim()
      .min(1, { error: `${R}.linkInvalid` })
      .max(128, { error: `${R}.linkInvalid` }),
    mode: z.enum(VALIDATE_MODES, { error: 'validation.invalidValue' }).default('password'),
    account: z.string().trim().max(64, { error: 'validation.tooLong' }).default(''),
    password: z.string().max(128, { error: 'validation.tooLong' }).default(''),
    mobile: z
      .string()
      .trim()
      .max(20, { error: `${R}.mobileRequired` })
      .default(''),
    code: z
      .string()
      .trim()
      .max(12, { error: `${R}.codeRequired` })
      .default(''),
  })
  .superRefine((value, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message: `${R}.${message}` });
    if (value.mode === 'password') {
      if (!value.account) missing('account', 'accountRequired');
      else if (!value.password) missing('password', 'passwordRequired');
    } else if (!value.mobile) missing('mobile', 'mobileRequired');
    else if (!value.code) missing('code', 'codeRequired');
  });
export type ValidateUserRequest = z.output<typeof validateUserRequestSchema>;
export const validateUserResponseSchema = z.object({ successed: z.literal(true), name: z.string() }).strict();
export type ValidateUserResponse = z.infer<typeof validateUserResponseSchema>;
