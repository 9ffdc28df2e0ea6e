import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { FILE_REFERENCE_MAX, fileReferenceIssue, type FileReferenceRule } from './fileReferences.js';
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

/**
 * An image or URL field under its rule (`FILE_REFERENCE_RULES`), trimmed: '' passes unless
 * `required` names the message for it; anything the rule does not allow gets the field's message.
 * The server then checks the organisation and that the file is stored (docs/security.md).
 */
export function fileReferenceSchema(rule: FileReferenceRule, required?: MessageKey) {
  return z
    .string({ error: required ?? rule.message })
    .trim()
    .max(FILE_REFERENCE_MAX, { error: rule.message })
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const issue = fileReferenceIssue(value, rule);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
    });
}
