import { checkPassword, checkPasswordPair, type ValidationIssue } from '@peilian/shared';

export interface PasswordPair {
  password: string;
  confirm: string;
}

/**
 * The forced-change dialog's rules (spec §5): both fields trimmed, 8–15 characters, upper, lower,
 * digit and special character, no spaces; the confirmation must match ('两次输入的密码不一致！').
 */
export function checkPasswordDialog({ password, confirm }: PasswordPair): Partial<Record<keyof PasswordPair, ValidationIssue>> {
  const issues: Partial<Record<keyof PasswordPair, ValidationIssue>> = {};
  const first = checkPassword(password, 'dialog');
  if (first) issues.password = first;
  if (!confirm.trim()) issues.confirm = { key: 'validation.passwordRequired' };
  else if (!first) {
    const pair = checkPasswordPair(password, confirm, 'dialog');
    if (pair) issues.confirm = pair;
  }
  return issues;
}
