import { DEFAULT_LANGUAGE, createTranslator, negotiateLanguage, toLanguage, type Language } from '@peilian/shared';
import type { Context, Middleware } from 'koa';
import { AppError } from './appError.js';
import { classify, refusalOf } from './refusal.js';

/** True when an Accept-Language header names a language we have (`*` or `fr` alone do not). */
function namesSupportedLanguage(header: string): boolean {
  return header.split(',').some((part) => {
    const [tag = '', ...params] = part.trim().split(';');
    return toLanguage(tag) !== null && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * The caller's language: the Accept-Language header when it names a supported language (every
 * client sends its language setting there), else the signed-in user's stored language, else zh-CN.
 * HTTP libraries send `*` by default, which therefore does not override the user's choice.
 */
export function pickLanguage(header: string | undefined, userLanguage?: string): Language {
  if (header && namesSupportedLanguage(header)) return negotiateLanguage(header);
  return toLanguage(userLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language of an HTTP request's answers (see `pickLanguage`). */
export function requestLanguage(ctx: Context): Language {
  return pickLanguage(ctx.get('accept-language'), ctx.state.auth?.user.language);
}

/** Headers that still hold on an error response; the rest were meant for a successful body. */
const KEPT_HEADERS = new Set(['x-request-id', 'connection', 'allow']);

/** Writes `{ successed: false, errcode, errmsg }` (plus `detail` for invalid input). */
export function writeError(ctx: Context, error: AppError): void {
  const body: Record<string, unknown> = { successed: false, ...refusalOf(error, createTranslator(requestLanguage(ctx))) };
  for (const [name, value] of Object.entries(error.extra ?? {})) {
    if (!(name in body)) body[name] = value;
  }
  ctx.status = error.status;
  ctx.type = 'application/json';
  ctx.body = body;
  if (error.key === 'errors.shuttingDown') ctx.set('Retry-After', '5');
  // A refusal that knows when to try again (a sign-in wait) says so in HTTP terms too.
  const retryAfter = error.extra?.retryAfter;
  if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
}

/**
 * The HTTP error handler. Expected errors become the envelope with the catalogue's status; anything
 * else is logged with its stack and answered as `errors.unknown` — never a stack or an HTML page.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = classify(error);
      if (!known) ctx.log.error({ err: error }, 'unhandled error');
      else if (known.status >= 500) ctx.log.warn({ key: known.key }, 'request failed');
      if (ctx.headerSent || !ctx.writable) return;
      // Headers set by handlers before the failure (e.g. caching) do not apply to the error body.
      for (const name of Object.keys(ctx.response.headers)) {
        if (!KEPT_HEADERS.has(name)) ctx.remove(name);
      }
      writeError(ctx, known ?? new AppError('errors.unknown'));
    }
  };
}
