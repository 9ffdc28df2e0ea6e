import { ERRORS, type Translate } from '@peilian/shared';
import { z } from 'zod';
import { AppError, ValidationError } from './appError.js';
import { translateIssues } from './issues.js';
import type { Logger } from '../logger.js';

/**
 * What a refusal says, whichever way it travels: HTTP's envelope (`{ successed: false, …refusal }`)
 * and a socket's acknowledgement or handshake error (`{ ok: false, errcode, errmsg }`) are written
 * from it, so a refusal reads the same on both.
 */
export interface Refusal {
  errcode: number;
  errmsg: string;
  /** Invalid input: each problem, translated (HTTP carries it besides `errmsg`). */
  detail?: string[];
}

const STATUS_KEYS: Record<number, AppError['key']> = {
  400: 'errors.malformedBody',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  501: 'errors.methodNotAllowed',
};

/** Maps anything thrown to a catalogue error, or null when it is a genuine bug. */
export function classify(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return new ValidationError(error.issues, undefined);
  // http-errors from Koa itself, the router or koa-send carry a status and `expose` for 4xx.
  const status = (error as { status?: unknown } | null)?.status;
  const expose = (error as { expose?: unknown } | null)?.expose;
  if (typeof status === 'number' && expose === true && STATUS_KEYS[status]) return new AppError(STATUS_KEYS[status]);
  return null;
}

/** The refusal of a catalogue error in the caller's language; invalid input lists every problem. */
export function refusalOf(error: AppError, t: Translate): Refusal {
  const { errcode } = ERRORS[error.key];
  if (!(error instanceof ValidationError)) return { errcode, errmsg: t(error.key, error.params) };
  const detail = translateIssues(error.issues, error.input, t);
  return { errcode, errmsg: t('errors.invalidInput', { detail: detail.join('; ') }), detail };
}

/**
 * A socket's refusal — a call's acknowledgement or the handshake's error — for anything thrown,
 * worded as HTTP would answer it; anything that is not a catalogue error is a bug and is logged.
 */
export function socketRefusal(error: unknown, t: Translate, log: Logger): { ok: false; errcode: number; errmsg: string } {
  const known = classify(error);
  if (!known) log.error({ err: error }, 'socket call failed');
  const { errcode, errmsg } = refusalOf(known ?? new AppError('errors.unknown'), t);
  return { ok: false, errcode, errmsg };
}
