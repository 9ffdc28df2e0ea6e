import type { Middleware } from 'koa';
import { takeRateBudget } from '../data/rateEvents.js';
import { appError } from '../errors/index.js';
import { clientIp } from './request.js';

/**
 * The first step of a public route: at most `limit` requests per IP within `windowS` seconds for
 * this budget, counted in the database (so every server process sees the same count), else 429.
 * Counting and recording are one atomic step (`takeRateBudget`), so simultaneous requests cannot
 * all pass on the same count.
 */
export function rateLimit(name: string, [limit, windowS]: readonly [number, number]): Middleware {
  return async (ctx, next) => {
    const { db, clock } = ctx.deps;
    const now = clock.now();
    const ip = clientIp(ctx);
    if (!(await takeRateBudget(db, `request:${name}`, ip, limit, new Date(now.getTime() - windowS * 1000), now))) {
      ctx.log.warn({ budget: name, ip }, 'request budget exhausted');
      throw appError('errors.rateLimited');
    }
    await next();
  };
}
