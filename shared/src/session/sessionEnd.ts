import { LOGOUT_CODES, type LogoutCode } from '../errors/catalog.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * Why a session ended, as the login page says it once (learner-and-session §8): each forced-logout
 * code the session store keeps, in the user's language. Signing in again or dismissing the notice
 * consumes the code (`consumeLogoutCode`), so the notice is not shown twice.
 */
export const SESSION_END_MESSAGES = {
  [LOGOUT_CODES.loginRequired]: 'errors.loginRequired',
  [LOGOUT_CODES.loggedOutElsewhere]: 'login.loggedOutElsewhere',
  [LOGOUT_CODES.sessionRevoked]: 'errors.sessionRevoked',
  [LOGOUT_CODES.accountDisabled]: 'errors.accountDisabled',
  [LOGOUT_CODES.accountExpired]: 'errors.accountExpired',
} as const satisfies Record<LogoutCode, MessageKey>;

/** The notice for a kept logout code; none without a code, an unknown code reads as an expired session. */
export function sessionEndMessageKey(code: number | null | undefined): MessageKey | null {
  if (code === null || code === undefined) return null;
  return (SESSION_END_MESSAGES as Record<number, MessageKey>)[code] ?? SESSION_END_MESSAGES[LOGOUT_CODES.loginRequired];
}
