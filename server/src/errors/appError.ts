import { ERRORS, type ErrorKey, type MessageKey, type MessageParams, type ValidationIssue } from '@peilian/shared';
import type { z } from 'zod';

/**
 * The one kind of error a handler throws on purpose. The key is a typed i18n key from the shared
 * catalogue, so a misspelt code fails to compile; the handler turns it into the spec's envelope.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly key: ErrorKey,
    readonly params?: MessageParams,
    /** Fields the envelope carries besides errcode and errmsg (e.g. the forced-change serial). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(key);
  }

  get status(): number {
    return ERRORS[this.key].status;
  }

  get errcode(): number {
    return ERRORS[this.key].errcode;
  }
}

/** Input that failed a zod schema; the handler translates each issue for the caller. */
export class ValidationError extends AppError {
  override name = 'ValidationError';

  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    /** The value that was validated, to tell a missing field from a wrong one. */
    readonly input: unknown,
  ) {
    super('errors.invalidInput');
  }
}

/** Creates the error for a catalogue key: `throw appError('errors.forbidden')`. */
export function appError(key: ErrorKey, params?: MessageParams, extra?: Readonly<Record<string, unknown>>): AppError {
  return new AppError(key, params, extra);
}

/**
 * Invalid input found after schema parsing (a decrypted password, an uploaded file): one issue whose
 * message is an i18n key, translated for the caller like any zod issue.
 */
export function invalidInput(message: MessageKey, params: MessageParams = {}, field = ''): ValidationError {
  const issue: z.core.$ZodIssue = { code: 'custom', message, params, path: field ? [field] : [], input: undefined };
  return new ValidationError([issue], {});
}

/** Rule refusals of shared's validators (i18n keys such as `tasks.rules.*`) as one invalid-input answer listing them all. */
export function rulesError(issues: readonly ValidationIssue[], field = ''): ValidationError {
  return new ValidationError(
    issues.map((issue) => ({ code: 'custom' as const, message: issue.key, params: issue.params ?? {}, path: field ? [field] : [], input: undefined })),
    {},
  );
}
