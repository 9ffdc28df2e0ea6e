import { z } from 'zod';
import { daysSettingSchema } from './daysSetting.js';
import { blankToUndefined, listResponse, page, rows } from './practiceFields.js';

/**
 * Sign-in logs (admin §2 /admin/log loglogin and logadminlogin; docs/security.md "Sign-in logs"):
 * the list's query and rows, and the retention setting. Days are the organisation's calendar days.
 */

/** How a sign-in was tried: the account tab, an SMS code, WeChat (browser, QR, mini-program), an administrator's code, the forced password change. */
export const LOGIN_LOG_METHODS = ['password', 'mobile', 'wechat', 'wechat-qr', 'wechat-mini', 'authcode', 'password-change', 'voiceprint'] as const;
export type LoginLogMethod = (typeof LOGIN_LOG_METHODS)[number];

export const LOGIN_LOG_RESULTS = ['success', 'failure'] as const;
export type LoginLogResult = (typeof LOGIN_LOG_RESULTS)[number];

/** A log list's day filter (`yyyy-MM-dd`, the organisation's calendar day), blank for none; `error` names the log's message. */
export const logDay = (error: 'loginLogs.rules.day' | 'operationLogs.rules.day') =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
      .optional(),
  );
const day = logDay('loginLogs.rules.day');

export const loginLogQuerySchema = z
  .object({
    keyword: z.string().trim().max(64, { error: 'loginLogs.rules.keyword' }).default(''),
    method: z.preprocess(blankToUndefined, z.enum(LOGIN_LOG_METHODS, { error: 'loginLogs.rules.method' }).optional()),
    result: z.preprocess(blankToUndefined, z.enum(LOGIN_LOG_RESULTS, { error: 'loginLogs.rules.result' }).optional()),
    start: day,
    end: day,
    page,
    rows,
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, { error: 'loginLogs.rules.range', path: ['end'] });
export type LoginLogQuery = z.output<typeof loginLogQuerySchema>;

export const loginLogRowSchema = z
  .object({
    id: z.string(),
    /** ISO instant of the attempt. */
    time: z.string(),
    account: z.string(),
    name: z.string(),
    method: z.enum(LOGIN_LOG_METHODS),
    result: z.enum(LOGIN_LOG_RESULTS),
    /** The refusal's errcode (failures), else null. */
    errcode: z.number().int().nullable(),
    /** The refusal in the caller's language (failures), else ''. */
    reason: z.string(),
    ip: z.string(),
    device: z.string(),
    /** `pc` (browser, desktop) or `mini` (the mini-program). */
    client: z.string(),
  })
  .strict();
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;

export const loginLogListResponseSchema = listResponse(loginLogRowSchema);

/** How long sign-in logs are kept, in days (`GET/PUT api/admin/system/setting/logretention`). */
export const LOG_RETENTION_DAYS = { min: 30, max: 3650, default: 180 } as const;

/**
 * The log functions whose rows the retention purges: learners' and administrators' sign-ins and the
 * operations. Changing the retention needs every one of them besides the settings right, so nobody
 * shortens the keeping of logs they may not read (docs/security.md "Sign-in logs").
 */
export const LOG_FUNCTION_KEYS: readonly string[] = ['loglogin', 'logadminlogin', 'logoperation'];

export const logRetentionSettingSchema = daysSettingSchema(LOG_RETENTION_DAYS, 'loginLogs.rules.retention');
export type LogRetentionSetting = z.infer<typeof logRetentionSettingSchema>;

export const logRetentionSettingResponseSchema = z.object({ successed: z.literal(true), days: z.number().int() });
