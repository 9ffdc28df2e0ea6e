import type { Middleware } from 'koa';
import { takeRateBudget } from '../data/rateEvents.js';
import { appError } from '../errors/index.js';
import { clientIp } from './request.js';

/**
 * Per-IP request budgets of public calls that create things: [limit, window seconds]. Sign-in calls
 * have none (an office shares one address); their failures are throttled instead (`PASSWORD_GUESSING`).
 */
export const REQUEST_BUDGETS = {
  qrTicket: [120, 60],
  register: [10, 3600],
  miniRegister: [20, 3600],
  /**
   * An invite code's lookups by the join page, and joins with one. A whole intake may join from one
   * office address within the hour, so the budgets only stop guessing (about 10¹⁴ codes).
   */
  inviteLookup: [600, 600],
  inviteJoin: [200, 3600],
  upload: [30, 600],
  /** Public and keyed by an unguessable id; the budget only bounds lookups. */
  unsubscribe: [30, 600],
  /** The task-message subscription pages: each scan is one or two calls; a ticket or a code is what they need. */
  subscribe: [60, 600],
  /** A follower's verification (password or SMS code; the sign-in's own throttles apply as well). */
  validateUser: [20, 600],
} as const satisfies Record<string, readonly [number, number]>;

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
