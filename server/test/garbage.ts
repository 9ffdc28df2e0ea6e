import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouters } from '../src/routes.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from './fakes/wechat.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Malformed input of every kind to every route the routers hold (read from them, not listed by
 * hand), signed in and not: the answer is always an envelope, never a 500, and nothing is logged
 * as an unhandled error. The routes are dealt round-robin into GARBAGE_SHARDS test files
 * (`src/resources/garbage.<n>.test.ts`), so that the suite's workers share the ~150 000 requests.
 */
export const GARBAGE_SHARDS = 4;

const FIELDS = [
  'account',
  'password',
  'randomkey',
  'randomcode',
  'userid',
  'mobile',
  'code',
  'serial',
  'token',
  'authcode',
  'state',
  'language',
  'orgname',
  'business',
  'logo',
  'name',
  'workunit',
  'workno',
  'avatar',
  'sex',
  'miniopenid',
  'wxopenid',
  'orgid',
  'animate',
  'checkonline',
  'filetype',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

const JSON_BODIES: string[] = [
  '{}',
  '[]',
  '"text"',
  '42',
  'null',
  '{"account":',
  JSON.stringify(everyField({ $gt: '' })),
  JSON.stringify(everyField([1, { a: [] }])),
  JSON.stringify(everyField(1e308)),
  JSON.stringify(everyField(-1)),
  JSON.stringify(everyField(true)),
  JSON.stringify(everyField('x'.repeat(5000))),
  JSON.stringify(everyField("' OR 1=1 --")),
  JSON.stringify(everyField('../../etc/passwd')),
  JSON.stringify(everyField('😀\u202e中文')),
  JSON.stringify(everyField('A'.repeat(43))),
  JSON.stringify(everyField('a\u0000b')),
  JSON.stringify({ ...everyField('13800000001'), business: 99_999_999_999, sex: 7, userid: '00000000-0000-0000-0000-000000000000' }),
];
const FORM_BODIES = ['account=a&account=b&password[x]=1&randomkey=%E4%B8', 'mobile=13800000001&code=123456&userid[]=x', '%%%'];
const QUERIES = [
  '',
  '?randomkey[]=1&mobile[a]=b&filetype[]=x',
  `?mobile=${'9'.repeat(3000)}&randomkey=${'k'.repeat(3000)}`,
  '?mobile=138%0000001',
  '?filetype=logo&mobile=13800000001',
];
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const PARAMS = ['x', 'A'.repeat(300), '%E0%A4%A', NIL_UUID, '..%2F..', '%00'];

interface Route {
  method: string;
  path: string;
}

function allRoutes(): Route[] {
  const routers = createRouters();
  return [routers.public, routers.learner, routers.admin].flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .map((layer) => ({ method: layer.methods.find((name) => name !== 'HEAD') ?? 'GET', path: String(layer.path) })),
  );
}

/** The bodies of a route that takes one: every malformed JSON, form, multipart and text body. */
function malformedBodies(auth: Record<string, string>): RequestInit[] {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('not an image')]), 'x.png');
  form.append('account', 'x'.repeat(2000));
  return [
    ...JSON_BODIES.map((body) => ({ headers: { ...auth, 'Content-Type': 'application/json' }, body })),
    ...FORM_BODIES.map((body) => ({ headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' }, body })),
    { headers: auth, body: form },
    { headers: { ...auth, 'Content-Type': 'text/plain' }, body: 'hello' },
  ];
}

/**
 * The requests of one route: each part of a request (the path's parameters, the query, the body) is
 * validated on its own at the route's contract, so each malformed value of a part is sent once with
 * the other parts at their plainest — every malformed path with every query, and every body on the
 * well-formed path (the nil UUID, which passes the parameters' check) — rather than every
 * combination, which held the same refusals twenty times over (docs/testing.md, "Malformed input").
 */
function malformedRequests(route: Route, auth: Record<string, string>): { path: string; query: string; init: RequestInit }[] {
  const paths = route.path.includes(':') ? PARAMS.map((value) => route.path.replace(/:[A-Za-z]+/g, value)) : [route.path];
  const wellFormed = route.path.replace(/:[A-Za-z]+/g, NIL_UUID);
  const bodies = route.method === 'GET' ? [{ headers: auth }] : malformedBodies(auth);
  return [
    ...paths.flatMap((path) => QUERIES.map((query) => ({ path, query, init: bodies[0]! }))),
    ...bodies.slice(1).map((init) => ({ path: wellFormed, query: '', init })),
  ];
}

/** Declares the hooks and tests of one shard (1 … GARBAGE_SHARDS) of the routes. */
export function malformedInputOnEveryRoute(shard: number): void {
  const unhandled: unknown[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; level?: number };
        if (entry.msg === 'unhandled error' || (entry.level ?? 0) >= 50) unhandled.push(entry);
      }
      done();
    },
  });

  let server: TestServer;
  let wechat: FakeWechat;
  beforeAll(async () => {
    wechat = await startFakeWechat();
    server = await startTestServer({
      logger: pino({ level: 'warn' }, logStream),
      env: {
        ...fakeWechatEnv(wechat.url),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await wechat?.close();
  });

  describe(`malformed input on every route (shard ${shard} of ${GARBAGE_SHARDS})`, () => {
    const everyRoute = allRoutes();
    const routes = everyRoute.filter((_, index) => index % GARBAGE_SHARDS === shard - 1);

    it('covers the identity routes, each in one shard', () => {
      expect(everyRoute.length).toBeGreaterThan(25);
      expect(routes.length).toBeGreaterThanOrEqual(Math.floor(everyRoute.length / GARBAGE_SHARDS));
    });

    // One sign-in serves the shard's routes (each costs an argon2 hash, ~90 ms of CPU) until a
    // route's garbage ends the session (a sign-out, a password change): then the next signs in again.
    let held = '';
    const signedIn = async () => {
      const check = held ? await server.fetch('/api/trainning/user/logininfo', { headers: { token: held } }) : null;
      if (!check || ((await check.json()) as { successed?: boolean }).successed !== true) held = await server.login('superadmin');
      return held;
    };

    for (const route of routes) {
      it(`${route.method} ${route.path} never answers 500`, async () => {
        const token = await signedIn();
        for (const auth of [{}, { token }] as Record<string, string>[]) {
          for (const { path, query, init } of malformedRequests(route, auth)) {
            const response = await server.fetch(`${path}${query}`, { ...init, method: route.method, redirect: 'manual' });
            const text = await response.text();
            expect(response.status, `${route.method} ${path}${query} ${String(init.body ?? '').slice(0, 60)}: ${text.slice(0, 200)}`).not.toBe(500);
            if (response.headers.get('content-type')?.includes('json')) expect(JSON.parse(text).errcode).not.toBe(50000);
          }
        }
        expect(unhandled).toEqual([]);
      });
    }
  });
}
