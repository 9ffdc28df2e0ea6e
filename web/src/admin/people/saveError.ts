import type { Translate } from '@peilian/shared';
import { errorMessage } from '../../identity/errorMessage';
import { serverDetail } from './formRules';

/** What to show for a failed save: the server's per-field messages when it sent some, else its errmsg. */
export function saveErrors(error: unknown, t: Translate): string[] {
  const detail = serverDetail(error);
  return detail.length > 0 ? detail : [errorMessage(error, t)];
}

/** True for antd's validateFields rejection (the form already shows those messages). */
export function isFormValidationError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}
