import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** The process logger: structured JSON lines on stdout. */
export function createLogger(level: LevelWithSilent): Logger {
  return pino({ level, base: { service: 'peilian-server' } });
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
