import { and, count, eq } from 'drizzle-orm';
import type { Context } from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../db/schema/index.js';
import { AppError } from '../errors/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { rateLimit, REQUEST_BUDGETS } from './rateLimit.js';

/**
 * A public route's request budget (issue 16, finding 7): counting and recording a request is one
 * atomic step, so requests arriving together cannot slip past the limit between the count and the
 * insert — on PGlite and on PostgreSQL alike.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const recorded = async (bucket: string, subject = '127.0.0.1') =>
  (
    await server.database.db
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)))
  )[0]?.n ?? 0;

describe('the request budget of a public route', () => {
  it('lets exactly the budget through when far more requests arrive at once, and records no more', async () => {
    const [limit] = REQUEST_BUDGETS.unsubscribe;
    const attempts = limit + 20;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, async (_, index) => {
        const response = await server.fetch(`/api/wechat/unsubscribe/no-such-subscription-${index}`, { method: 'PUT' });
        const body = (await response.json()) as { errcode?: number };
        return { status: response.status, errcode: body.errcode };
      }),
    );
    const limited = statuses.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(attempts - limit);
    expect(statuses.filter((answer) => answer.status !== 429).every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
    expect(await recorded('request:unsubscribe')).toBe(limit);
  });
});

describe('the task-message subscription pages', () => {
  it('refuse an address past its budget: the follower verification and the authorise link', async () => {
    const verify = () =>
      server.fetch('/api/validateuser', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket: 'no-such-ticket', mode: 'password', account: 'learner01', password: 'x' }),
      });
    const [limit] = REQUEST_BUDGETS.validateUser;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) statuses.push((await verify()).status);
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect(await recorded('request:validate-user')).toBe(limit);

    const [urls] = REQUEST_BUDGETS.subscribe;
    const answers = await Promise.all(Array.from({ length: urls + 5 }, () => server.fetch('/api/wechat/subscribe/url?state=')));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });
});

describe('the budget step itself', () => {
  it('never records more than the limit however many calls interleave on the database', async () => {
    const limit = 5;
    const step = rateLimit('interleaved', [limit, 600]);
    // Every call starts before any has finished, so all of them reach the database together.
    const context = () =>
      ({ deps: { db: server.database.db, clock: { now: () => new Date() } }, ip: '198.51.100.7', log: pino({ level: 'silent' }) }) as unknown as Context;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        step(context(), async () => undefined).then(
          () => 'passed',
          (error: unknown) => (error instanceof AppError ? error.key : 'failed'),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome === 'errors.rateLimited')).toHaveLength(40 - limit);
    expect(await recorded('request:interleaved', '198.51.100.7')).toBe(limit);
  });
});
