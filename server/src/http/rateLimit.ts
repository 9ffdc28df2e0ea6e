import type { Middleware } from 'koa';
import { countRateEvents, recordRateEvent } from '../data/rateEvents.js';
import { appError } from '../errors/index.js';
import { clientIp } from './request.js';

/**
 * The first step of a public route: at most `limit` requests per IP within `windowS` seconds for
 * this budget, counted in the database (so every server process sees the same count), else 429.
 */
export function rateLimit(name: string, [limit, windowS]: readonly [number, number]): Middleware {
  return async (ctx, next) => {
    const { db, clock } = ctx.deps;
    const now = clock.now();
    const ip = clientIp(ctx);
    const used = await countRateEvents(db, `request:${name}`, ip, new Date(now.getTime() - windowS * 1000));
    if (used >= limit) {
      ctx.log.warn({ budget: name, ip }, 'request budget exhausted');
      throw appError('errors.rateLimited');
    }
    await recordRateEvent(db, `request:${name}`, ip, now);
    await next();
  };
}
