import { ApiError, type MessageKey, type MessageParams, type Translate } from '@peilian/shared'

interface SchemaIssue {
  message?: unknown
  maximum?: unknown
  minimum?: unknown
}

/** A zod failure from a shared schema; its issue messages are i18n keys. Duck-typed: zod is shared's. */
function firstSchemaIssue(error: unknown): SchemaIssue | null {
  if (!(error instanceof Error) || error.name !== 'ZodError') return null
  const issues = (error as Error & { issues?: unknown }).issues
  return Array.isArray(issues) && issues.length > 0 ? (issues[0] as SchemaIssue) : null
}

function translateIssue(t: Translate, issue: SchemaIssue): string | null {
  if (typeof issue.message !== 'string') return null
  const params: MessageParams = {}
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum)
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum)
  const text = t(issue.message as MessageKey, params)
  // The translator answers an unknown key with the key itself: then it was zod's own English text.
  return text === issue.message ? null : text
}

/**
 * What to tell the user about a failure (spec §8): the server's errmsg (already in the user's
 * language), else the translation of its error code; a shared schema's refusal by its message key;
 * else the caller's generic message.
 */
export function messageOf(t: Translate, error: unknown, fallback: MessageKey): string {
  if (error instanceof ApiError) return error.errmsg || (error.key ? t(error.key) : t(fallback))
  const issue = firstSchemaIssue(error)
  const text = issue ? translateIssue(t, issue) : null
  if (text) return text
  console.warn('[peilian] unexpected failure', error)
  return t(fallback)
}
