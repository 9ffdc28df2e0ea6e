import type { Translate } from '@peilian/shared';
import { errorMessage } from '../identity/errorMessage';
import { checkMobileForm, type FieldIssues } from '../login/loginValidation';

/** The join form as the page holds it: the three fields the server takes, and the agreement. */
export interface JoinForm {
  mobile: string;
  code: string;
  name: string;
  agreed: boolean;
}

export type JoinField = keyof JoinForm;

export const EMPTY_JOIN_FORM: JoinForm = { mobile: '', code: '', name: '', agreed: false };

/**
 * What stops a join before it is sent, by field: the SMS sign-in's mobile and code rules, a name,
 * and the agreement ticked. The name's length and characters are the server's (`inviteJoinRequestSchema`),
 * the input caps its length.
 */
export function checkJoinForm(form: JoinForm): FieldIssues<JoinField> {
  const issues: FieldIssues<JoinField> = { ...checkMobileForm(form) };
  if (!form.name.trim()) issues.name = { key: 'validation.nameRequired' };
  if (!form.agreed) issues.agreed = { key: 'validation.agreementRequired' };
  return issues;
}

/** What the join store keeps as the failure of a code that cannot be one (typed wrong): no call was made. */
export const INVALID_CODE = Symbol('invalid invite code');

/** A failed lookup or join in the user's language: a mistyped code as an unknown one, else the server's word. */
export function joinFailureText(failure: unknown, t: Translate): string {
  return failure === INVALID_CODE ? t('errors.inviteNotFound') : errorMessage(failure, t);
}
