import { z } from 'zod';
import {
  isRecipientAddress,
  NOTIFY_KINDS,
  NOTIFY_LIMITS as L,
  NOTIFY_METHODS,
  NOTIFY_PERIODS,
  NOTIFY_SCOPES,
  NOTIFY_VARIABLES,
  SEND_CHANNELS,
  SEND_RESULTS,
  SMTP_SECURITY,
  splitRecipients,
  unknownVariables,
} from '../notifications/domain.js';
import { plainName } from '../validators/plainText.js';
import { flagSchema } from './fields.js';
import { listResponse, page, rows } from './practiceFields.js';

/**
 * The back office's notification templates, their send log and the delivery settings (e-mail
 * server, enterprise WeChat robot) under `api/admin/system/notify` (function `message-management`;
 * docs/notifications.md). Messages are i18n keys of the `notifyAdmin` section.
 */

const R = 'notifyAdmin.rules';

/** A `;`-separated list of e-mail addresses: each valid, at most 100, none twice. Empty allowed (`required` decides). */
const addressList = (required: boolean) =>
  z
    .string({ error: `${R}.recipientsRequired` })
    .max(L.recipientsMax * (L.addressMax + 1), { error: `${R}.recipientsTooMany` })
    .transform((text, ctx) => {
      const addresses = splitRecipients(text);
      if (required && addresses.length === 0) ctx.addIssue({ code: 'custom', message: `${R}.recipientsRequired` });
      if (addresses.length > L.recipientsMax) ctx.addIssue({ code: 'custom', message: `${R}.recipientsTooMany`, params: { max: L.recipientsMax } });
      const bad = addresses.find((address) => !isRecipientAddress(address));
      if (bad) ctx.addIssue({ code: 'custom', message: `${R}.recipientInvalid`, params: { address: bad.slice(0, 40) } });
      return addresses;
    });

const timeOfDay = z
  .string({ error: `${R}.sendTimeInvalid` })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${R}.sendTimeInvalid` });

const contentText = z
  .string({ error: `${R}.contentRequired` })
  .trim()
  .min(1, { error: `${R}.contentRequired` })
  .max(L.contentMax, { error: `${R}.contentTooLong` })
  .superRefine((text, ctx) => {
    const unknown = unknownVariables(text);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `${R}.variableUnknown`, params: { name: unknown[0]! } });
  });

const scopesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(z.enum(NOTIFY_SCOPES, { error: `${R}.scopeInvalid` })).max(NOTIFY_SCOPES.length, { error: `${R}.scopeInvalid` }),
);

/**
 * `POST api/admin/system/notify/template`, `PUT …/template/{id}`, `POST …/template/preview`: the
 * whole form. Weekly sends on `weekday` (1 Monday … 7 Sunday), monthly on `monthday` (1–28, so
 * every month has it); the time is the organisation's.
 */
export const notifyTemplateRequestSchema = z
  .object({
    subject: plainName(
      z
        .string({ error: `${R}.subjectRequired` })
        .trim()
        .min(1, { error: `${R}.subjectRequired` })
        .max(L.subjectMax, { error: `${R}.subjectTooLong` }),
    ).superRefine((text, ctx) => {
      const unknown = unknownVariables(text);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `${R}.variableUnknown`, params: { name: unknown[0]! } });
    }),
    method: z.enum(NOTIFY_METHODS, { error: `${R}.methodInvalid` }),
    period: z.enum(NOTIFY_PERIODS, { error: `${R}.periodInvalid` }),
    sendtime: timeOfDay,
    weekday: z.coerce
      .number({ error: `${R}.weekdayInvalid` })
      .int({ error: `${R}.weekdayInvalid` })
      .min(1, { error: `${R}.weekdayInvalid` })
      .max(7, { error: `${R}.weekdayInvalid` })
      .default(1),
    monthday: z.coerce
      .number({ error: `${R}.monthdayInvalid` })
      .int({ error: `${R}.monthdayInvalid` })
      .min(1, { error: `${R}.monthdayInvalid` })
      .max(28, { error: `${R}.monthdayInvalid` })
      .default(1),
    recipients: addressList(false).prefault(''),
    cc: addressList(false).prefault(''),
    content: contentText,
    attachments: scopesSchema.default([]),
    enabled: flagSchema.default(1),
  })
  .superRefine((value, ctx) => {
    // E-mail needs someone to send to; the robot posts to its group.
    if (value.method !== 'wecom' && value.recipients.length === 0) ctx.addIssue({ code: 'custom', message: `${R}.recipientsRequired`, path: ['recipients'] });
  });
export type NotifyTemplateRequest = z.output<typeof notifyTemplateRequestSchema>;
export type NotifyTemplateForm = z.input<typeof notifyTemplateRequestSchema>;

/** `PUT …/template/{id}/enabled`. */
export const notifyEnabledSchema = z.object({ enabled: flagSchema });

/** `GET …/template`. */
export const notifyTemplateListQuerySchema = z.object({
  page,
  rows,
  keyword: z.string().trim().max(64, { error: 'validation.tooLong' }).default(''),
});
export type NotifyTemplateListQuery = z.output<typeof notifyTemplateListQuerySchema>;

const lastSendSchema = z.object({ time: z.number().int(), result: z.enum(SEND_RESULTS) }).strict();

/** A template as the list shows it. Times are epoch milliseconds. */
export const notifyTemplateItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFY_KINDS),
    subject: z.string(),
    method: z.enum(NOTIFY_METHODS),
    period: z.enum(NOTIFY_PERIODS),
    sendtime: z.string(),
    weekday: z.number().int(),
    monthday: z.number().int(),
    enabled: z.number().int(),
    recipientcount: z.number().int().nonnegative(),
    /** The next due send (null when disabled). */
    nextsend: z.number().int().nullable(),
    lastsend: lastSendSchema.nullable(),
    createdate: z.number().int(),
  })
  .strict();
export type NotifyTemplateItem = z.infer<typeof notifyTemplateItemSchema>;

export const notifyTemplateListResponseSchema = listResponse(notifyTemplateItemSchema);
export type NotifyTemplateListResponse = z.infer<typeof notifyTemplateListResponseSchema>;

/** One template, whole, for the form. */
export const notifyTemplateSchema = notifyTemplateItemSchema
  .extend({
    recipients: z.array(z.string()),
    cc: z.array(z.string()),
    content: z.string(),
    attachments: z.array(z.enum(NOTIFY_SCOPES)),
  })
  .strict();
export type NotifyTemplate = z.infer<typeof notifyTemplateSchema>;
export const notifyTemplateResponseSchema = z.object({ successed: z.literal(true), template: notifyTemplateSchema }).strict();
export type NotifyTemplateResponse = z.infer<typeof notifyTemplateResponseSchema>;

/** What the form offers: the variables, and the attachment scopes the data centre can fill today. */
export const notifyOptionsResponseSchema = z
  .object({ successed: z.literal(true), variables: z.array(z.enum(NOTIFY_VARIABLES)), scopes: z.array(z.enum(NOTIFY_SCOPES)) })
  .strict();
export type NotifyOptionsResponse = z.infer<typeof notifyOptionsResponseSchema>;

/** `POST …/template/preview`: the form rendered with the values a send now would use. */
export const notifyPreviewResponseSchema = z
  .object({
    successed: z.literal(true),
    subject: z.string(),
    content: z.string(),
    /** The period the variables counted (organisation days, yyyy-MM-dd). */
    periodstart: z.string(),
    periodend: z.string(),
    values: z.record(z.string(), z.string()),
    /** Each attachment's file name and how many rows it holds. */
    attachments: z.array(z.object({ scope: z.enum(NOTIFY_SCOPES), filename: z.string(), rows: z.number().int().nonnegative() }).strict()),
  })
  .strict();
export type NotifyPreviewResponse = z.infer<typeof notifyPreviewResponseSchema>;

/** One send of the log: one mail (to one recipient, cc'd) or one robot post. */
export const notifySendSchema = z
  .object({
    id: z.string(),
    templateid: z.string().nullable(),
    subject: z.string(),
    channel: z.enum(SEND_CHANNELS),
    /** The mail's recipient and cc ('' for the robot). */
    recipient: z.string(),
    cc: z.array(z.string()),
    /** The occurrence it belongs to (epoch ms), and when it was last tried. */
    duetime: z.number().int(),
    time: z.number().int(),
    result: z.enum(SEND_RESULTS),
    attempts: z.number().int().nonnegative(),
    /** Why it failed or was skipped, in words an administrator can act on ('' when sent). */
    error: z.string(),
    /** 1 for "send a test now". */
    test: z.number().int(),
  })
  .strict();
export type NotifySend = z.infer<typeof notifySendSchema>;

/** `GET …/sends`: newest first. */
export const notifySendListQuerySchema = z.object({
  page,
  rows,
  templateid: z.union([z.literal(''), z.uuid({ error: 'tasks.rules.idInvalid' })]).default(''),
  result: z.union([z.literal(''), z.enum(SEND_RESULTS, { error: 'validation.invalidValue' })]).default(''),
});
export type NotifySendListQuery = z.output<typeof notifySendListQuerySchema>;
export const notifySendListResponseSchema = listResponse(notifySendSchema);
export type NotifySendListResponse = z.infer<typeof notifySendListResponseSchema>;

/** `POST …/template/{id}/test`: sent now to the template's recipients; the log rows it wrote. */
export const notifyTestResponseSchema = z.object({ successed: z.literal(true), sends: z.array(notifySendSchema) }).strict();
export type NotifyTestResponse = z.infer<typeof notifyTestResponseSchema>;

/**
 * `GET …/delivery`: the e-mail server and the enterprise WeChat robot. The password is never
 * returned (`haspassword`); the webhook's key shows only its last 4 characters.
 */
export const notifyDeliverySchema = z
  .object({
    host: z.string(),
    port: z.number().int(),
    security: z.enum(SMTP_SECURITY),
    account: z.string(),
    /** The sender's address ('' = the account). */
    from: z.string(),
    haspassword: z.boolean(),
    webhook: z.string(),
  })
  .strict();
export type NotifyDelivery = z.infer<typeof notifyDeliverySchema>;
export const notifyDeliveryResponseSchema = z.object({ successed: z.literal(true), delivery: notifyDeliverySchema }).strict();
export type NotifyDeliveryResponse = z.infer<typeof notifyDeliveryResponseSchema>;

/**
 * `PUT …/delivery`: a blank `password` keeps the stored one (`clearpassword` 1 removes it); a
 * `webhook` equal to the masked one shown keeps the stored one, '' removes it.
 */
export const notifyDeliveryRequestSchema = z.object({
  host: z
    .string()
    .trim()
    .max(L.hostMax, { error: `${R}.hostInvalid` })
    .regex(/^$|^[A-Za-z0-9.-]+$/, { error: `${R}.hostInvalid` })
    .default(''),
  port: z.coerce
    .number({ error: `${R}.portInvalid` })
    .int({ error: `${R}.portInvalid` })
    .min(1, { error: `${R}.portInvalid` })
    .max(65535, { error: `${R}.portInvalid` })
    .default(465),
  security: z.enum(SMTP_SECURITY, { error: `${R}.securityInvalid` }).default('ssl'),
  account: z
    .string()
    .trim()
    .max(L.accountMax, { error: `${R}.accountTooLong` })
    .default(''),
  from: z
    .string()
    .trim()
    .max(L.addressMax, { error: `${R}.fromInvalid` })
    .refine((value) => value === '' || isRecipientAddress(value), { error: `${R}.fromInvalid` })
    .default(''),
  password: z
    .string()
    .max(L.passwordMax, { error: `${R}.passwordTooLong` })
    .default(''),
  clearpassword: flagSchema.default(0),
  webhook: z
    .string()
    .trim()
    .max(L.webhookMax, { error: `${R}.webhookInvalid` })
    .refine((value) => value === '' || value.includes('****') || /^https?:\/\/[^\s]+$/.test(value), { error: `${R}.webhookInvalid` })
    .default(''),
});
export type NotifyDeliveryRequest = z.output<typeof notifyDeliveryRequestSchema>;

/**
 * `GET/PUT api/admin/system/notify/taskmsg`: whether learners may receive task messages through
 * WeChat (`isTaskMsgPush2wx`, learner §3) and the official account's follow link (`url`).
 */
export const taskMessageSettingSchema = z.object({
  isTaskMsgPush2wx: flagSchema.default(0),
  url: z
    .string()
    .trim()
    .max(L.urlMax, { error: `${R}.urlInvalid` })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), { error: `${R}.urlInvalid` })
    .default(''),
});
export type TaskMessageSetting = z.output<typeof taskMessageSettingSchema>;
export const taskMessageSettingResponseSchema = z
  .object({ successed: z.literal(true), setting: z.object({ isTaskMsgPush2wx: z.number().int(), url: z.string() }).strict() })
  .strict();
export type TaskMessageSettingResponse = z.infer<typeof taskMessageSettingResponseSchema>;
