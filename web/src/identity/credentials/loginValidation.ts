import { checkAccount, checkMobile, type ValidationIssue } from '@peilian/shared';

/** Per-field issues in the order the form shows its fields; an absent field is valid. */
export type FieldIssues<Field extends string> = Partial<Record<Field, ValidationIssue>>;

export interface AccountForm {
  account: string;
  password: string;
  captcha: string;
}

export interface MobileForm {
  mobile: string;
  code: string;
}

/**
 * The account tab's rules (spec §5 "Login"): account 6–50, password required (its length rule is
 * the server's: registration allows 16 characters where other places allow 15), captcha when shown.
 */
export function checkAccountForm(form: AccountForm, captchaRequired: boolean): FieldIssues<keyof AccountForm> {
  const issues: FieldIssues<keyof AccountForm> = {};
  const account = checkAccount(form.account);
  if (account) issues.account = account;
  if (!form.password) issues.password = { key: 'validation.passwordRequired' };
  if (captchaRequired && !form.captcha.trim()) issues.captcha = { key: 'login.captchaRequired' };
  return issues;
}

/** The SMS tab's rules: an 11-digit mainland mobile and a code. */
export function checkMobileForm(form: MobileForm): FieldIssues<keyof MobileForm> {
  const issues: FieldIssues<keyof MobileForm> = {};
  const mobile = checkMobile(form.mobile);
  if (mobile) issues.mobile = mobile;
  if (!form.code.trim()) issues.code = { key: 'validation.codeRequired' };
  return issues;
}

/** The agreement must be ticked before any sign-in (checked after the fields). */
export function checkAgreement(agreed: boolean): ValidationIssue | null {
  return agreed ? null : { key: 'login.agreementRequired' };
}

/** The first issue in field order, for a single message line. */
export function firstIssue<Field extends string>(issues: FieldIssues<Field>, order: readonly Field[]): ValidationIssue | null {
  for (const field of order) {
    const issue = issues[field];
    if (issue) return issue;
  }
  return null;
}

/** Keeps only the digits of a mobile number, at most 11 (the input's cap, spec §2.2). */
export function mobileDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}
