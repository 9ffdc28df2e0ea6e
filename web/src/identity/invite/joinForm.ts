import type { Translate } from '@peilian/shared';
import { errorMessage } from '../../lib/errorMessage';

/** What the join store keeps as the failure of a code that cannot be one (typed wrong): no call was made. */
export const INVALID_CODE = Symbol('invalid invite code');

/** A failed lookup or join in the user's language: a mistyped code as an unknown one, else the server's word. */
export function joinFailureText(failure: unknown, t: Translate): string {
  return failure === INVALID_CODE ? t('errors.inviteNotFound') : errorMessage(failure, t);
}
