import { zhCN, type MessageKey, type MessageParams, type Translate } from '@peilian/shared';
import type { z } from 'zod';

function isMessageKey(text: string): text is MessageKey {
  let node: unknown = zhCN;
  for (const part of text.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function issueParams(issue: z.core.$ZodIssue): MessageParams {
  const params: MessageParams = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

/**
 * Turns zod issues into messages in the caller's language. Shared validators use i18n keys as
 * messages; a missing field reads "field: required"; anything else falls back to the path and
 * zod's own message.
 */
export function translateIssues(issues: readonly z.core.$ZodIssue[], input: unknown, t: Translate): string[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const prefix = field ? `${field}: ` : '';
    if (isMessageKey(issue.message)) return t(issue.message, issueParams(issue));
    const value = valueAt(input, issue.path);
    if (issue.code === 'invalid_type' && (value === undefined || value === null)) {
      return `${prefix}${t('validation.required')}`;
    }
    return `${prefix}${issue.message}`;
  });
}

/**
 * Zod issues as i18n keys with their values and the field they are about, for a caller that
 * translates later (an import's row issues, kept for its failed-rows file); a message that is no
 * key reads as an invalid value.
 */
export function keyedIssues(issues: readonly z.core.$ZodIssue[]): { key: MessageKey; params: MessageParams; field: string }[] {
  return issues.map((issue) => ({
    key: isMessageKey(issue.message) ? issue.message : 'validation.invalidValue',
    params: issueParams(issue),
    field: String(issue.path[0] ?? ''),
  }));
}
