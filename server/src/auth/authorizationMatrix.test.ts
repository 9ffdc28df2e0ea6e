import { canUseFunction, functionNode } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/index.js';
import { findUserByAccount } from '../data/users.js';
import { createRouters } from '../routes.js';
import { createOrganisation, createUser, demoOrganisation } from '../../test/factories.js';
import { modelEnv, startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openAi.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ANY_ADMIN, permissionContext, permissionUser, type FunctionGuard, type RouteAccess } from './functions.js';
import { isAdministrator } from './session.js';

/**
 * Every admin route, read from the router itself, called by every role. A route added without a
 * function guard fails here; so does any role reaching what the shared rules do not allow it.
 */
interface AdminRoute {
  method: string;
  path: string;
  access: RouteAccess;
}

function adminRoutes(): AdminRoute[] {
  const { admin } = createRouters();
  return admin.stack
    .filter((layer) => layer.methods.length > 0)
    .map((layer) => {
      const guards = layer.stack.filter((middleware): middleware is FunctionGuard => 'access' in middleware);
      expect(guards, `${String(layer.path)} declares exactly one function guard`).toHaveLength(1);
      expect(layer.stack[0], `${String(layer.path)}: the guard comes first`).toBe(guards[0]);
      const method = layer.methods.find((name) => name !== 'HEAD') ?? 'GET';
      return { method, path: String(layer.path), access: guards[0]!.access };
    });
}

const routes = adminRoutes();

interface Role {
  name: string;
  token: string | null;
  user: UserRow | null;
  /** An administrator of another organisation (ids of the demo organisation are foreign to it). */
  foreign?: boolean;
}

let server: TestServer;
let model: FakeOpenAi;
let target: UserRow;
const fixedRoles: Role[] = [];
beforeAll(async () => {
  // A language model configured (a fake), so the assistant's routes look at who calls them; no generation job runs.
  model = await startFakeOpenAi();
  server = await startTestServer({ env: { ...modelEnv(model), AIGC_TICK_MS: '0' } });
  const { db } = server.database;
  target = (await findUserByAccount(db, 'learner02'))!.user;
  for (const account of ['superadmin', 'owner01', 'admin01', 'learner01']) {
    fixedRoles.push({ name: account, token: await server.login(account), user: (await findUserByAccount(db, account))!.user });
  }
  fixedRoles.push({ name: 'anonymous', token: null, user: null });
  const elsewhere = await createOrganisation(db);
  const foreignOwner = await createUser(db, { orgId: elsewhere.id, orgowner: 1 });
  fixedRoles.push({ name: 'owner of another organisation', token: await server.login(foreignOwner.account), user: foreignOwner, foreign: true });
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

const holders = new Map<string, Promise<{ user: UserRow; token: string }>>();
let unlicensedOrg: Promise<{ id: string }> | undefined;

/**
 * A limited administrator holding `funcs` (of the demo organisation, or of one licensed for nothing),
 * signed in: one per kind for the whole file, since many routes share their keys and each user and
 * sign-in costs a password hash.
 */
function holderOf(funcs: string, licensed = true): Promise<{ user: UserRow; token: string }> {
  const name = `${licensed ? '' : 'unlicensed:'}${funcs}`;
  let holder = holders.get(name);
  if (!holder) {
    holder = (async () => {
      const { db } = server.database;
      const orgId = licensed ? undefined : (await (unlicensedOrg ??= createOrganisation(db, { licensedFunctions: [] }))).id;
      // A function open only to a user with a registered voiceprint (`check`) is held with one.
      const voiceprint = funcs.split(',').some((key) => functionNode(key)?.requires === 'voiceprint') ? 1 : 0;
      // A function of the intelligent assistant (`/admin/smart`) is held with the assistant on (`openai`).
      const openai = funcs.split(',').some((key) => functionNode(key)?.requires === 'openai') ? 1 : 0;
      const user = await createUser(db, { funcs, voiceprint, openai, ...(orgId ? { orgId } : {}) });
      return { user, token: await server.login(user.account) };
    })();
    holders.set(name, holder);
  }
  return holder;
}

/** Calls a route as a role, naming the target user wherever the route takes ids. */
async function call(route: AdminRoute, token: string | null): Promise<{ status: number; errcode?: number }> {
  const path = route.path.replace(/:([A-Za-z]+)/g, () => target.id);
  const body: Record<string, string> = {};
  for (const field of route.access.targets) if (field.startsWith('body.')) body[field.slice(5)] = target.id;
  const response = await server.fetch(path, {
    method: route.method,
    headers: { ...(token ? { token } : {}), ...(route.method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
    ...(route.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as { errcode?: number };
  // An assistant route that passed its guard says next that no model (40340) or no file recognition
  // (40345) is configured here (docs/assistant.md "Without a model"): that is not a refusal of the caller.
  const unconfigured = json.errcode === 40340 || json.errcode === 40345;
  return { status: unconfigured ? 200 : response.status, errcode: json.errcode };
}

const refusedStatuses = new Set([401, 403]);
const anyAdmin = (route: AdminRoute) => route.access.functions.includes(ANY_ADMIN);

async function expectedToPass(route: AdminRoute, user: UserRow): Promise<boolean> {
  if (!isAdministrator(user)) return false;
  if (anyAdmin(route)) return true;
  const org = user.orgId === target.orgId ? await demoOrganisation(server.database.db) : { licensedFunctions: [] as string[] };
  return route.access.functions.some((key) => canUseFunction(permissionUser(user), key, permissionContext(server.config, org)));
}

describe('authorisation matrix of the admin routes', () => {
  it('finds the admin routes on the router, each with a known function', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/system/version', 'POST /api/admin/organization/authcode']),
    );
    for (const route of routes) {
      if (/:/.test(route.path)) expect(route.access.targets.length, `${route.path} declares its id fields`).toBeGreaterThan(0);
    }
  });

  it('keeps /api/admin paths on the other routers to the calls every user makes', () => {
    const { public: open, learner } = createRouters();
    const paths = [...open.stack, ...learner.stack].map((layer) => String(layer.path)).filter((path) => path.startsWith('/api/admin'));
    expect(paths.sort()).toEqual(['/api/admin/system/keepalive', '/api/admin/system/online/logout']);
  });

  for (const route of routes) {
    describe(`${route.method} ${route.path} (${route.access.functions.join(' | ')})`, () => {
      it('refuses anonymous callers with 10000 and learners with 40300', async () => {
        expect(await call(route, null)).toMatchObject({ status: 401, errcode: 10000 });
        const learner = fixedRoles.find((role) => role.name === 'learner01')!;
        expect(await call(route, learner.token)).toMatchObject({ status: 403, errcode: 40300 });
      });

      it('lets each demo role through exactly when the shared rules allow it', async () => {
        for (const role of fixedRoles.filter((candidate) => candidate.user && !candidate.foreign)) {
          const allowed = await expectedToPass(route, role.user!);
          const { status } = await call(route, role.token);
          expect(refusedStatuses.has(status), `${role.name} → ${status}`).toBe(!allowed);
        }
        // The top administrator passes every route but one whose organisation allow-list leaves the demo organisation out (aireport).
        const superadmin = fixedRoles.find((role) => role.name === 'superadmin')!;
        const allowListed = route.access.functions.every((key) => functionNode(key)?.requires === 'orgAllowList');
        expect(refusedStatuses.has((await call(route, superadmin.token)).status)).toBe(allowListed);
      });

      it('passes a limited admin holding any of its keys, and refuses one without them or without the licence', async () => {
        const keys = anyAdmin(route) ? ['home'] : route.access.functions;
        for (const key of keys) {
          // A key may carry a rule of its own (practice needs the aillm flag), so ask the shared rules.
          const holder = await holderOf(key);
          const passes = await expectedToPass(route, holder.user);
          // A function kept for isadmin 100 (the recycle bin) is refused to every holder of the key alone, and
          // an allow-listed one (aireport) to every organisation off its list, as the demo organisation is here
          // (src/reports/ai/ai.test.ts passes it on the list).
          const keyAlone = !['topAdmin', 'orgAllowList'].includes(functionNode(key)?.requires ?? '');
          if (key === keys[0]) expect(passes, `a holder of ${key} is expected to pass`).toBe(keyAlone);
          expect(refusedStatuses.has((await call(route, holder.token)).status), `holder of ${key}`).toBe(!passes);
        }

        const other = keys.includes('home') ? 'questionbank' : 'home';
        const refusedWithout = !anyAdmin(route);
        expect(refusedStatuses.has((await call(route, (await holderOf(other)).token)).status), 'without the key').toBe(refusedWithout);

        const response = await call(route, (await holderOf(keys.join(','), false)).token);
        if (anyAdmin(route)) expect(refusedStatuses.has(response.status), 'unlicensed').toBe(false);
        else expect(response, 'unlicensed').toMatchObject({ status: 403, errcode: 40300 });
      });

      // A route that names a record is called with a real one of the demo organisation by crossOrganisation.test.ts.
      if (route.access.targets.length === 0) {
        it('lets an administrator of another organisation through exactly when the shared rules allow it', async () => {
          const foreign = fixedRoles.find((role) => role.foreign)!;
          const { status } = await call(route, foreign.token);
          expect(refusedStatuses.has(status)).toBe(!(await expectedToPass(route, foreign.user!)));
        });
      }
    });
  }
});
