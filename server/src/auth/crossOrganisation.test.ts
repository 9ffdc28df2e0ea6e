import { canUseFunction, TOP_ADMIN_LEVEL } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_ADMIN, permissionContext, permissionUser, type FunctionGuard } from './functions.js';
import type { OrganisationRow, UserRow } from '../db/schema/index.js';
import type { DeclaredRoute } from '../http/contract.js';
import { createRouters } from '../routes.js';
import { createOrganisation } from '../../test/factories.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from '../../test/fakes/wechat.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { tenantFixtures } from '../../test/tenantFixtures.js';
import { KINDS, pathKind, type Fixtures, type Kind, type Target } from '../../test/tenantKinds.js';
import { newUser } from '../../test/tenantRecords.js';

/**
 * Tenant isolation of every route that names a record (docs/security.md "Tenant isolation"). The
 * routes are read from the admin and learner routers; each route's kind (`test/tenantKinds.ts`)
 * gives a real record of the demo organisation. The owner of a second organisation (every function
 * and flag; its top administrator where only they hold the function), and on learner routes its
 * learner, must get 403 or 404 and leave the record as it was; the same call by the demo
 * organisation's top administrator (or the record's own learner) must find it, which proves the id
 * was one of the right kind.
 */

interface RecordRoute {
  router: 'admin' | 'learner';
  method: string;
  path: string;
  /** The kinds the request names: its path's, then each declared body or query id field. */
  kinds: string[];
  /** The admin route's function keys. */
  functions: readonly string[];
}

const PARAMS = /:[A-Za-z_][A-Za-z0-9_]*/g;

/**
 * Every route of the admin and learner routers that names a record: by a path parameter, or by a
 * body or query field its declaration lists among its `targets`.
 */
function recordRoutes(): RecordRoute[] {
  const routers = createRouters();
  return (['admin', 'learner'] as const).flatMap((router) =>
    routers[router].stack
      .filter((layer) => layer.methods.length > 0)
      .map((layer) => {
        const path = String(layer.path);
        const guard = layer.stack.find((middleware): middleware is FunctionGuard => 'access' in middleware);
        const declared = layer.stack.at(-1) as Partial<DeclaredRoute> | undefined;
        const fields = (declared?.targets ?? []).filter((field) => !field.startsWith('params.'));
        const kind = pathKind(path);
        return {
          router,
          method: layer.methods.find((name) => name !== 'HEAD') ?? 'GET',
          path,
          kinds: [...(kind ? [kind] : []), ...fields],
          functions: guard?.access.functions ?? [],
        };
      })
      .filter((route) => route.kinds.length > 0),
  );
}

const label = (route: RecordRoute) => `${route.method} ${route.path}`;
const unknownKindMessage = (route: RecordRoute, kind: string) =>
  `${label(route)} names a record of kind "${kind}", which the cross-organisation suite does not know: add "${kind}" to KINDS in ` +
  'server/test/tenantKinds.ts — how to find (or make) such a record in the demo organisation and how to read it back through the data layer.';

interface Caller {
  name: string;
  user: UserRow;
  token: string;
}

interface Answer {
  status: number;
  text: string;
}

let server: TestServer;
let wechat: FakeWechat;
let fx: Fixtures;
let elsewhere: OrganisationRow;
let foreign: Record<'owner' | 'topAdmin' | 'learner', Caller>;

beforeAll(async () => {
  // WeChat configured (a fake that is never called), so the binding route looks at its id.
  wechat = await startFakeWechat();
  server = await startTestServer({ env: fakeWechatEnv(wechat.url) });
  fx = await tenantFixtures(server);
  elsewhere = await createOrganisation(fx.db);
  // Every flag a function may ask for, so only the organisation can stand in the way.
  const flags = { aillm: 1, openai: 1, voiceprint: 1 };
  const owner = await newUser(fx, { orgId: elsewhere.id, orgowner: 1, ...flags });
  const topAdmin = await newUser(fx, { orgId: elsewhere.id, isadmin: TOP_ADMIN_LEVEL, ...flags });
  const learner = await newUser(fx, { orgId: elsewhere.id });
  foreign = {
    owner: { name: 'the owner of another organisation', user: owner, token: await fx.token(owner.account) },
    topAdmin: { name: 'the top administrator of another organisation', user: topAdmin, token: await fx.token(topAdmin.account) },
    learner: { name: 'a learner of another organisation', user: learner, token: await fx.token(learner.account) },
  };
});
afterAll(async () => {
  await server?.close();
  await wechat?.close();
});

async function call(route: RecordRoute, target: Target, token: string): Promise<Answer> {
  const path = route.path.replace(PARAMS, (param) => encodeURIComponent(target.params[param.slice(1)] ?? ''));
  const query = target.query ? `?${new URLSearchParams(target.query).toString()}` : '';
  const mutating = route.method !== 'GET';
  const response = await server.fetch(`${path}${query}`, {
    method: route.method,
    redirect: 'manual',
    headers: { token, 'Accept-Language': 'en', ...(mutating ? { 'Content-Type': 'application/json' } : {}) },
    ...(mutating ? { body: JSON.stringify(target.body ?? {}) } : {}),
  });
  return { status: response.status, text: await response.text() };
}

/** Whether the caller holds the admin route's function, so that only the record's lookup can refuse them. */
function passesGuard(route: RecordRoute, caller: Caller): boolean {
  if (route.router !== 'admin' || route.functions.includes(ANY_ADMIN)) return true;
  const context = permissionContext(server.config, elsewhere);
  return route.functions.some((key) => canUseFunction(permissionUser(caller.user), key, context));
}

/**
 * Who of the other organisation calls the route: on an admin route its owner, or its top
 * administrator where only they hold the function (the recycle bin); on a learner route its
 * learner and its owner. The top administrator (isadmin 100) is the platform's: a platform-wide
 * record is open to them, so only the owner calls such a route.
 */
function foreignCallers(route: RecordRoute, platformWide: boolean): Caller[] {
  if (route.router === 'learner') return [foreign.learner, foreign.owner];
  return passesGuard(route, foreign.owner) || platformWide ? [foreign.owner] : [foreign.topAdmin];
}

/** One target of all the route's kinds: a new record when the call may change it. */
async function targetOf(route: RecordRoute, kinds: Kind[]): Promise<{ target: Target; parts: Target[] }> {
  const mutating = route.method !== 'GET';
  const parts = await Promise.all(kinds.map((kind) => (mutating && kind.copy ? kind.copy(fx) : kind.find(fx))));
  const target: Target = { params: {} };
  for (const part of parts) {
    Object.assign(target.params, part.params);
    if (part.query) target.query = { ...target.query, ...part.query };
    if (part.body) target.body = { ...target.body, ...part.body };
    target.owner ??= part.owner;
    target.marker ??= part.marker ?? Object.values(part.params)[0];
  }
  expect(target.marker, `${route.kinds.join(' + ')}: what would show the record`).toBeTruthy();
  return { target, parts };
}

describe('tenant isolation of every route that names a record', () => {
  const everyRoute = recordRoutes();

  it('finds the record routes of both routers, each of a known kind', () => {
    expect(everyRoute.filter((route) => route.router === 'admin').length).toBeGreaterThan(80);
    expect(everyRoute.filter((route) => route.router === 'learner').length).toBeGreaterThan(15);
    const unknown = everyRoute.flatMap((route) => route.kinds.filter((kind) => !KINDS[kind]).map((kind) => unknownKindMessage(route, kind)));
    expect(unknown).toEqual([]);
    const used = new Set(everyRoute.flatMap((route) => route.kinds));
    expect(
      Object.keys(KINDS).filter((kind) => !used.has(kind)),
      'kinds no route names any more',
    ).toEqual([]);
  });

  for (const route of everyRoute) {
    it(`${label(route)}: another organisation gets nothing of the demo organisation's`, async () => {
      const kinds = route.kinds.map((kind) => {
        const found = KINDS[kind];
        if (!found) expect.fail(unknownKindMessage(route, kind));
        return found;
      });
      const { target, parts } = await targetOf(route, kinds);
      for (const param of route.path.match(PARAMS) ?? []) {
        expect(target.params[param.slice(1)], `${route.kinds[0]} gives ${param}`).toBeTruthy();
      }
      const callersOwn = kinds.some((kind) => kind.callersOwn);
      const readAll = () => Promise.all(kinds.map((kind, index) => kind.read(fx, parts[index]!)));
      const before = await readAll();

      const platformWide = kinds.find((kind) => kind.platformWide)?.platformWide;
      const callers = foreignCallers(route, platformWide !== undefined);
      let lookedUp = false;
      for (const caller of callers) {
        lookedUp ||= passesGuard(route, caller);
        const answer = await call(route, target, caller.token);
        const said = `${caller.name} → ${answer.status} ${answer.text.slice(0, 300)}`;
        if (callersOwn) expect(answer.status, said).toBeLessThan(500);
        else expect([403, 404], said).toContain(answer.status);
        expect(answer.text, said).not.toContain(target.marker);
      }
      // A platform-wide record (its kind says why) is kept from organisations by the function alone.
      const reach = platformWide
        ? `only the platform's top administrator holds ${route.functions.join(' | ')}`
        : 'a caller holding the function reached the lookup';
      expect(lookedUp, reach).toBe(!platformWide);
      expect(await readAll(), 'the record is unchanged').toEqual(before);

      const owner = target.owner ?? fx.admin.account;
      const own = await call(route, target, await fx.token(owner));
      const found = `${owner} of the demo organisation → ${own.status} ${own.text.slice(0, 300)}`;
      expect(own.status, `the id must name a real record of its kind: ${found}`).not.toBe(404);
      expect(own.status, found).toBeLessThan(500);
      if (callersOwn) expect(own.text, found).toContain(target.marker);
    });
  }
});
