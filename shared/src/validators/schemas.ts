import { z } from 'zod';
import { checkAccount, checkPassword, MOBILE_PATTERN, type PasswordContext } from './rules.js';

/** zod schemas for the same rules; their messages are i18n keys the server translates. */
export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, { error: 'validation.mobileFormat' });
export const accountSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const issue = checkAccount(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
  });

/** A zod schema for a password entered in a given place. */
export function passwordSchema(context: PasswordContext, options: { strong?: boolean } = {}) {
  return z.string().superRefine((value, ctx) => {
    const issue = checkPassword(value, context, options);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
  });
}
