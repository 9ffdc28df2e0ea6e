import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { USER_NAME_MAX, WORK_NUMBER_MAX } from '../limits.js';
import { EMAIL_PATTERN, isValidMobile, WORK_NUMBER_PATTERN, type ValidationIssue } from '../validators/rules.js';
import { checkPlainName } from '../validators/plainText.js';

/**
 * The fields the back office's forms share (admin-back-office §5 Users rules, the enumerations of
 * §3): the per-field checks the admin form and the server both run, ids chosen in a picker, and
 * 0/1 flags however a form or a query sends them. E-mail at most 100 (the spec leaves it open).
 */

export const EMAIL_MAX = 100;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd (admin §5 "expiry yyyy-MM-dd"). */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Real name: required, at most 20 characters (after trimming), plain (`checkPlainName`). */
export function checkUserName(value: string): ValidationIssue | null {
  const name = value.trim();
  if (!name) return { key: 'validation.nameRequired' };
  return name.length > USER_NAME_MAX ? { key: 'validation.tooLong', params: { max: USER_NAME_MAX } } : checkPlainName(name);
}

/** Work number: optional; letters and digits, at most 12. */
export function checkWorkNumber(value: string): ValidationIssue | null {
  const workno = value.trim();
  return !workno || WORK_NUMBER_PATTERN.test(workno) ? null : { key: 'validation.workNumberFormat', params: { max: WORK_NUMBER_MAX } };
}

/** E-mail: optional; the shared pattern, at most 100 characters. */
export function checkEmail(value: string): ValidationIssue | null {
  const email = value.trim();
  return !email || (email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email)) ? null : { key: 'validation.emailFormat' };
}

/** Mobile on the admin form: optional, else a mainland number. */
export function checkOptionalMobile(value: string): ValidationIssue | null {
  const mobile = value.trim();
  return !mobile || isValidMobile(mobile) ? null : { key: 'validation.mobileFormat' };
}

/** A date field (validity, entry date): optional, else yyyy-MM-dd. */
export function checkOptionalDate(value: string): ValidationIssue | null {
  const date = value.trim();
  return !date || isValidDate(date) ? null : { key: 'people.rules.dateFormat' };
}

/** Role and department names: required, at most `max` characters, plain. */
export function checkRequiredName(value: string, max: number): ValidationIssue | null {
  const name = value.trim();
  if (!name) return { key: 'people.rules.nameRequired' };
  return name.length > max ? { key: 'validation.tooLong', params: { max } } : checkPlainName(name);
}

/** A string field that runs one of the checks above; its issues carry i18n keys. */
export function checkedField(check: (value: string) => ValidationIssue | null, max = 200) {
  return z
    .string()
    .max(max, { error: 'validation.tooLong' })
    .default('')
    .superRefine((value, ctx) => {
      const issue = check(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
    })
    .transform((value) => value.trim());
}

/** An id chosen in a picker (department, role); '' means none. Resolved inside the caller's organisation. */
export const optionalIdField = z.string().trim().max(64).default('');

/** What a 0/1 flag may be sent as: JSON numbers or booleans, or a form's or a query's text. */
const FLAG_VALUES = new Map<unknown, 0 | 1>([
  [0, 0],
  ['0', 0],
  [false, 0],
  ['false', 0],
  [1, 1],
  ['1', 1],
  [true, 1],
  ['true', 1],
]);

/**
 * A 0/1 flag. Only those values are read: `null`, `''` or `2` are refused with `error`, never taken
 * for 0 (which, sent to a disable route, enabled the record).
 */
export const flagOf = (error: MessageKey) => z.preprocess((value) => FLAG_VALUES.get(value) ?? value, z.union([z.literal(0), z.literal(1)], { error }));

/** A 0/1 flag of a form or query (`validation.flagInvalid`). */
export const flagSchema = flagOf('validation.flagInvalid');

/** What a disable flag may be sent as: the spec's 0 or 1, a JSON number or a query's text. */
const DISABLE_FLAG_VALUES = new Map<unknown, 0 | 1>([
  [0, 0],
  ['0', 0],
  [1, 1],
  ['1', 1],
]);

/**
 * The flag of the disable routes and of the users' batch enable or disable (admin §3: 0 enabled,
 * 1 disabled). Stricter than `flagSchema`: a boolean or its text is refused like `null`, `''` or
 * `2` (`validation.disabledInvalid`), so `{"disabled": false}` never enables a record.
 */
export const disabledFlagSchema = z.preprocess(
  (value) => DISABLE_FLAG_VALUES.get(value) ?? value,
  z.union([z.literal(0), z.literal(1)], { error: 'validation.disabledInvalid' }),
);
/** The body of every disable route, users' and roles' among them (admin §3 enumerations: 0 enabled, 1 disabled). */
export const disableRequestSchema = z.object({ disabled: disabledFlagSchema });
