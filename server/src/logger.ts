import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { pino, stdSerializers, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { REDACTED, REDACTED_FIELDS, redactError, redactUrl } from './logRedaction.js';

export type { Logger };

/**
 * The process logger: structured JSON lines on stdout (or `destination`). No bearer secret is
 * written (`logRedaction.ts`): request URLs lose secret query values and secret path ids, errors
 * the same in their message and stack, and fields named like a secret are replaced; child loggers
 * (`ctx.log`) inherit all of it.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'peilian-server' },
    redact: { paths: [...REDACTED_FIELDS], censor: REDACTED },
    serializers: { url: redactUrl, err: (error: Error) => redactError(stdSerializers.err(error)) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Incoming ids are echoed only when short and plain, so a client cannot inject into logs or headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * First middleware: gives every request an id (the caller's `x-request-id` if sane, else a new
 * UUID), echoes it in the response, hangs a child logger on `ctx.log`, and logs one line when the
 * response is done.
 */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.requestId);
    ctx.log = logger.child({ reqId: ctx.requestId });
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.log.info({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}
