import type { Translate, ValidationIssue } from '@peilian/shared';
import type { FormRule } from 'antd';

/**
 * An antd form rule running one of shared's field checks, so the dialog shows exactly the message
 * the server would answer with (admin §5 Users rules). The forms validate on blur and on submit.
 */
export function issueRule(check: (value: string) => ValidationIssue | null, t: Translate): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const issue = check(typeof value === 'string' ? value : '');
      if (issue) throw new Error(t(issue.key, issue.params));
    },
  };
}

/** An optional text of at most `max` characters (trimmed, as the server's zod `max` counts). */
export const checkMax =
  (max: number) =>
  (value: string): ValidationIssue | null =>
    value.trim().length > max ? { key: 'validation.tooLong', params: { max } } : null;
