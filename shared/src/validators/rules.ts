import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { ACCOUNT_LENGTH, PASSWORD_ADMIN, PASSWORD_DIALOG, PASSWORD_IMPORT, PASSWORD_REGISTER, WORK_NUMBER_MAX } from '../limits.js';

/** A failed check: an i18n key plus its parameters, translated by whoever shows it. */
export interface ValidationIssue {
  key: MessageKey;
  params?: MessageParams;
}

/** Mainland mobile: 11 digits, starting 1, second digit 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const WORK_NUMBER_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${WORK_NUMBER_MAX}}$`);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Special characters the strong-password rule counts (admin §5: `!@#$%^&*()_+` and other symbols). */
const SPECIAL = /[^A-Za-z0-9\s]/;

/** True for an 11-digit mainland mobile number. */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** Checks a login/admin account: required, 6–50 characters. */
export function checkAccount(value: string): ValidationIssue | null {
  const account = value.trim();
  if (!account) return { key: 'validation.accountRequired' };
  if (account.length < ACCOUNT_LENGTH.min || account.length > ACCOUNT_LENGTH.max) {
    return { key: 'validation.accountLength', params: { ...ACCOUNT_LENGTH } };
  }
  return null;
}

/** Checks a mobile number: required, then the mainland format. */
export function checkMobile(value: string): ValidationIssue | null {
  if (!value.trim()) return { key: 'validation.mobileRequired' };
  return isValidMobile(value.trim()) ? null : { key: 'validation.mobileFormat' };
}

/**
 * Where a password is entered decides its rule: enterprise registration 6–16, user import and the
 * admin user form 6–15, an invitee's first password 6–15 as the user form's, the forced-change
 * dialog 8–15 with the strength rule. `strong` is the organisation's "strengthen passwords" option:
 * the strength rule and at least 8 characters on top of the place's own length rule.
 */
export const PASSWORD_CONTEXTS = {
  register: { ...PASSWORD_REGISTER, strong: false },
  import: { ...PASSWORD_IMPORT, strong: false },
  admin: { ...PASSWORD_ADMIN, strong: false },
  invite: { ...PASSWORD_ADMIN, strong: false },
  dialog: { ...PASSWORD_DIALOG, strong: true },
} as const;
export type PasswordContext = keyof typeof PASSWORD_CONTEXTS;

/** True when a password has upper, lower, digit and special characters and no whitespace. */
export function isStrongPassword(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && SPECIAL.test(value) && !/\s/.test(value);
}

/** Checks a password under the rule of the place it is entered (the dialog trims first). */
export function checkPassword(raw: string, context: PasswordContext, options: { strong?: boolean } = {}): ValidationIssue | null {
  const rule = PASSWORD_CONTEXTS[context];
  const value = context === 'dialog' ? raw.trim() : raw;
  const strong = rule.strong || options.strong === true;
  // A strengthened password is at least 8 characters wherever it is entered (admin §5).
  const min = strong ? Math.max(rule.min, PASSWORD_DIALOG.min) : rule.min;
  if (!value) return { key: 'validation.passwordRequired' };
  if (value.length < min || value.length > rule.max) {
    return { key: 'validation.passwordLength', params: { min, max: rule.max } };
  }
  if (strong && !isStrongPassword(value)) return { key: 'validation.passwordStrength' };
  return null;
}

/** Checks a password and its confirmation; the dialog and registration use different texts. */
export function checkPasswordPair(password: string, confirm: string, context: PasswordContext, options: { strong?: boolean } = {}): ValidationIssue | null {
  const issue = checkPassword(password, context, options);
  if (issue) return issue;
  const same = context === 'dialog' ? password.trim() === confirm.trim() : password === confirm;
  if (same) return null;
  return { key: context === 'dialog' ? 'validation.passwordMismatchDialog' : 'validation.passwordMismatch' };
}
