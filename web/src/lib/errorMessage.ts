import { ApiError, type MessageKey, type Translate } from '@peilian/shared';

/**
 * The message of a failed call (spec §8): the server's errmsg (already in the user's language),
 * else the client's translation of a known failure (network, timeout), else the given fallback.
 */
export function errorMessage(error: unknown, t: Translate, fallback: MessageKey = 'errors.unknown'): string {
  if (error instanceof ApiError) return error.errmsg || t(error.key && error.status === 0 ? error.key : fallback);
  return t(fallback);
}
