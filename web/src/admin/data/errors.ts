import type { Translate } from '@peilian/shared';
import { errorMessage } from '../../lib/errorMessage';

/** The server's per-field messages of a refused write (`detail`, already in the admin's language), if any. */
export function serverDetail(error: unknown): string[] {
  const body = (error as { body?: { detail?: unknown } } | undefined)?.body;
  return Array.isArray(body?.detail) ? body.detail.filter((line): line is string => typeof line === 'string') : [];
}

/** What a failed save says: each field the server refused, else the one message of the failure. */
export function failureMessages(error: unknown, t: Translate): string[] {
  const detail = serverDetail(error);
  return detail.length > 0 ? detail : [errorMessage(error, t)];
}

/** True for antd's `validateFields` rejection: the form already shows those messages beside the fields. */
export function isFormValidationError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}
