import { endpoint, fileDownloadSchema, ok, okResponseSchema } from '@peilian/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminRoute, ANSWERED, learnerRoute, publicRoute } from './contract.js';
import type { RouteRegistrar } from './routers.js';

// Routes declared through the contract, on the real server: parsed input in, the answer checked
// against the endpoint's schema on the way out.
const echo = endpoint({
  method: 'POST',
  path: 'api/test/echo/:id',
  query: z.object({ n: z.coerce.number().int() }),
  body: z.object({ name: z.string().min(1) }),
  response: okResponseSchema.extend({ id: z.string(), n: z.number(), name: z.string() }),
  json: true,
});
const wrongAnswer = endpoint({ method: 'GET', path: 'api/test/wrong', response: okResponseSchema.extend({ count: z.number() }) });
const ownUser = endpoint({ method: 'GET', path: 'api/test/me', response: okResponseSchema.extend({ account: z.string() }) });
const greeting = endpoint({ method: 'GET', path: 'api/test/hello/:page', response: okResponseSchema.extend({ page: z.string() }) });
const away = endpoint({ method: 'GET', path: 'api/test/away', response: fileDownloadSchema });

const register: RouteRegistrar = (routers) => {
  adminRoute(routers, echo, { functions: 'adminuser', targets: ['params.id'] }, async ({ params, query, body }) =>
    ok({ id: params.id, n: query().n, name: body().name }),
  );
  // Answers a count as text: a slip the response check must catch.
  adminRoute(routers, wrongAnswer, { functions: 'adminuser' }, async () => ok({ count: 'three' }) as never);
  learnerRoute(routers, ownUser, {}, async (_input, { caller }) => ok({ account: caller.account }));
  publicRoute(routers, greeting, { params: z.object({ page: z.enum(['login', 'bind']) }) }, async ({ params }) => ok({ page: params.page }));
  publicRoute(routers, away, {}, async (_input, ctx) => {
    ctx.redirect('/#/login');
    return ANSWERED;
  });
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function call(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await server!.fetch(path, {
    method: init.method ?? 'GET',
    headers: { token, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('route contracts', () => {
  it('hands the handler the parsed parameters, query and body, and the caller', async () => {
    server = await startTestServer({ routes: [register] });
    const token = await server.login('superadmin');
    const id = '0b7c2f0e-8f6e-4d38-9a55-2f4a1c3b5d6e';
    await expect(call(`/api/test/echo/${id}?n=7`, token, { method: 'POST', body: { name: 'x' } })).resolves.toMatchObject({
      status: 200,
      body: { successed: true, id, n: 7, name: 'x' },
    });
    await expect(call('/api/test/me', await server.login('learner01'))).resolves.toMatchObject({ status: 200, body: { account: 'learner01' } });
  });

  it('answers a parameter that is not an id as an unknown record, and a bad query or body as invalid input', async () => {
    server = await startTestServer({ routes: [register] });
    const token = await server.login('superadmin');
    await expect(call('/api/test/echo/not-an-id?n=1', token, { method: 'POST', body: { name: 'x' } })).resolves.toMatchObject({ status: 404 });
    const badQuery = await call('/api/test/echo/0b7c2f0e-8f6e-4d38-9a55-2f4a1c3b5d6e?n=one', token, { method: 'POST', body: { name: 'x' } });
    expect(badQuery).toMatchObject({ status: 400, body: { successed: false } });
    const badBody = await call('/api/test/echo/0b7c2f0e-8f6e-4d38-9a55-2f4a1c3b5d6e?n=1', token, { method: 'POST', body: { name: '' } });
    expect(badBody.status).toBe(400);
    expect(badBody.body.detail).toEqual([expect.stringContaining('name')]);
  });

  it('refuses an admin route to a caller without its function', async () => {
    server = await startTestServer({ routes: [register] });
    const learner = await server.login('learner01');
    expect((await call('/api/test/wrong', learner)).status).toBe(403);
  });

  it('turns an answer that breaks its schema into a logged 500 while responses are checked, and lets it through when they are not', async () => {
    server = await startTestServer({ routes: [register] });
    const checked = await call('/api/test/wrong', await server.login('superadmin'));
    expect(checked).toMatchObject({ status: 500, body: { successed: false } });
    await server.close();

    server = await startTestServer({ routes: [register], env: { CHECK_RESPONSES: 'off' } });
    const unchecked = await call('/api/test/wrong', await server.login('superadmin'));
    expect(unchecked).toMatchObject({ status: 200, body: { count: 'three' } });
  });

  it('serves a public route without a session, its declared parameters parsed, and leaves a response the handler wrote alone', async () => {
    server = await startTestServer({ routes: [register] });
    await expect(server.fetch('/api/test/hello/bind').then((response) => response.json())).resolves.toMatchObject({ successed: true, page: 'bind' });
    expect((await server.fetch('/api/test/hello/other')).status).toBe(404);
    const redirect = await server.fetch('/api/test/away', { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/#/login');
  });
});
