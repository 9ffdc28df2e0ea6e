import type { MessageKey, MessageParams, Translate } from '@peilian/shared';
import { toValidationIssue, type SchemaIssue } from './schemaIssues';

/** A rule a form breaks: the field (first path segment, '' for the whole form), the full path, its message. */
export interface FormIssue {
  field: string;
  path: readonly PropertyKey[];
  key: MessageKey;
  params: MessageParams;
}

/** The namespaces whose rules the forms of this helper show (the scoring rule shares the task form's pass-score rule, `tasks.rules.*`). */
const KEY = /^(practiceAdmin|dialogue|library|errors|tasks|notifyAdmin)\.[A-Za-z.]+$/;

/** What this needs of a schema (the web package reaches zod only through shared). */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * The issues the shared request schema finds in a form's body — the very rules the server applies,
 * with their i18n keys (a message that is not a key reads as "invalid input").
 */
export function schemaIssues(schema: Schema, body: unknown): FormIssue[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ''),
    path: issue.path,
    key: (KEY.test(issue.message) ? issue.message : 'validation.invalidValue') as MessageKey,
    params: toValidationIssue(issue).params ?? {},
  }));
}

/** The issues of one field (and, given, of one index of a list field). */
export function issuesOf(issues: readonly FormIssue[], field: string, index?: number): FormIssue[] {
  return issues.filter((issue) => issue.field === field && (index === undefined || issue.path[1] === index));
}

/** The messages of some issues joined for a form item's help, undefined when none. */
export function helpOf(issues: readonly FormIssue[], t: Translate): string | undefined {
  return issues.length > 0 ? [...new Set(issues.map((issue) => t(issue.key, issue.params)))].join('；') : undefined;
}
