import type { MessageKey, MessageParams, ValidationIssue } from '@peilian/shared';

/** What the form modules read of a zod issue (shared schemas use i18n keys as messages). */
export interface SchemaIssue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

/**
 * A shared schema's issue as a translatable issue, with the parameters the server fills in the same
 * way (`min`/`max` of a size check, a custom check's own `params`), so the form shows exactly the
 * message the server would answer with.
 */
export function toValidationIssue(issue: SchemaIssue): ValidationIssue {
  const params: MessageParams = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return { key: issue.message as MessageKey, params };
}

/** The first issue of each top-level field of a failed parse (`''` for issues of the whole body). */
export function issuesByField(issues: readonly SchemaIssue[]): Record<string, ValidationIssue> {
  const byField: Record<string, ValidationIssue> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    byField[field] ??= toValidationIssue(issue);
  }
  return byField;
}
