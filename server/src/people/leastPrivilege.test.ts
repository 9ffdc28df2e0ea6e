import { createTranslator, ERRORS, inviteCodeListResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionGuard } from '../auth/functions.js';
import type { UserRow } from '../db/schema/index.js';
import { listDepartments } from '../data/departments.js';
import { findRoleByName, updateRole } from '../data/roles.js';
import { findUserByAccount } from '../data/users.js';
import { createRouters } from '../routes.js';
import { createUser, demoOrganisation } from '../../test/factories.js';
import { CONTENT_PROBES, INVITE_PROBES, TREE_ROUTES } from '../../test/handOutProbes.js';
import { GRANT_PROBES, peopleWorld, type Caller, type PeopleWorld, type Probe, type ProbeCall, type RoleManager } from '../../test/grantProbes.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';

/**
 * No one grants more than they hold (docs/security.md "Acting on another user"): every admin route
 * that writes a user or a role, read from the router, called by an administrator holding only the
 * function the route declares, is refused when its target — the user acted on, the role given or
 * written — holds a function the caller does not, and changes nothing; on a target holding no more
 * it works. Top admins and the owner stay out of reach of everyone else.
 */

/** `METHOD path` of every admin route that writes a user or a role, and the first function it declares. */
function writingRoutes(): { route: string; fn: string }[] {
  return createRouters()
    .admin.stack.filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => {
      const access = layer.stack.find((middleware): middleware is FunctionGuard => 'access' in middleware)!.access;
      const path = String(layer.path);
      const writesPeople = /user|role|authcode|invitecode|department|position|\/child/i.test(path) || access.targets.some((target) => /user/i.test(target));
      const methods = layer.methods.filter((method) => method !== 'HEAD' && method !== 'GET' && writesPeople);
      return methods.map((method) => ({ route: `${method} ${path}`, fn: access.functions[0]! }));
    });
}

const ROUTES = writingRoutes();
const PROBES: Record<string, Probe[]> = { ...GRANT_PROBES, ...INVITE_PROBES, ...CONTENT_PROBES, ...TREE_ROUTES };
const CASES = ROUTES.flatMap(({ route, fn }) => (PROBES[route] ?? []).map((probe) => ({ route, fn, probe, name: `${route}: ${probe.name}` })));

let server: TestServer;
let world: PeopleWorld;
let manager: RoleManager;
/** Per function key: an administrator whose role grants only that key. */
const callers = new Map<string, Caller>();

beforeAll(async () => {
  server = await startTestServer();
  world = peopleWorld(server);
  manager = await world.adminHolding('adminrole');
  callers.set('adminrole', manager.call);
  for (const { fn } of ROUTES) if (!callers.has(fn)) callers.set(fn, (await world.adminHolding(fn)).call);
});
afterAll(() => server?.close());

const methodOf = (route: string) => route.split(' ')[0]!;

/** Refused with the probe's error in zh-CN and English, and nothing of the target changed. */
async function expectRefused(caller: Caller, route: string, call: ProbeCall, refusal: Probe['refusal']) {
  const before = await call.state();
  const answer = await caller(methodOf(route), call.path, call.body);
  expect(answer, JSON.stringify(answer.body)).toMatchObject({
    status: ERRORS[refusal].status,
    body: { errcode: ERRORS[refusal].errcode, errmsg: createTranslator('zh-CN')(refusal) },
  });
  const english = await caller(methodOf(route), call.path, call.body, 'en');
  expect(english.body.errmsg).toBe(createTranslator('en')(refusal));
  expect(await call.state()).toEqual(before);
}

describe('routes that write a user or a role, or hand out a role or content', () => {
  it('are exactly the routes probed here: a new one fails until it is classified', () => {
    expect(ROUTES.map(({ route }) => route).sort()).toEqual(Object.keys(PROBES).sort());
  });
});

describe.each(CASES)('$name', ({ route, fn, probe }) => {
  it(`is refused to an administrator holding only its function when the target holds more, and changes nothing`, async () => {
    await expectRefused(callers.get(fn)!, route, await probe.arrange(world, true, manager), probe.refusal);
  });

  it('works on a target holding no more', async () => {
    const call = await probe.arrange(world, false, manager);
    const answer = await callers.get(fn)!(methodOf(route), call.path, call.body);
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: { successed: true } });
  });
});

describe.each(CASES.filter(({ probe }) => probe.on))('$name on top admins and the owner', ({ route, fn, probe }) => {
  const PROTECTED: Record<string, () => Promise<UserRow>> = {
    'the platform top admin': async () => (await findUserByAccount(server.database.db, 'superadmin'))!.user,
    'the organisation owner': async () => (await findUserByAccount(server.database.db, 'owner01'))!.user,
    'a super administrator': async () => {
      const superRole = await findRoleByName(server.database.db, (await demoOrganisation(server.database.db)).id, '超级管理员');
      return createUser(server.database.db, { adminuser: 1, roleId: superRole!.id });
    },
  };
  it.each(Object.keys(PROTECTED))('refuses %s', async (who) => {
    const target = await PROTECTED[who]!();
    await expectRefused(callers.get(fn)!, route, await probe.on!(world, target), 'errors.protectedUser');
  });
});

/** A department of the demo organisation. */
const aDepartment = async () => (await listDepartments(server.database.db, (await demoOrganisation(server.database.db)).id))[0]!.id;

describe('invite codes a user manager may not hand out', () => {
  it("are listed without their code or actions: the owner's super administrator code cannot be learnt", async () => {
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    const superRole = await findRoleByName(server.database.db, (await demoOrganisation(server.database.db)).id, '超级管理员');
    const department = await aDepartment();
    const made = await owner('POST', '/api/admin/organization/invitecode', { title: '超管邀请', maxcount: 1, departmentid: department, roleid: superRole!.id });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const secret = (made.body.invite as { code: string }).code;
    const mine = await callers.get('adminuser')!('POST', '/api/admin/organization/invitecode', {
      title: '我的邀请',
      maxcount: 1,
      departmentid: department,
      roleid: '',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);

    const listed = inviteCodeListResponseSchema.parse((await callers.get('adminuser')!('GET', '/api/admin/organization/invitecode')).body).rows;
    expect(listed.find((row) => row.title === '超管邀请')).toMatchObject({ code: '', manageable: 0, rolename: '超级管理员' });
    expect(listed.find((row) => row.title === '我的邀请')).toMatchObject({ code: (mine.body.invite as { code: string }).code, manageable: 1 });
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('stop joining people once their role grants more than their creator holds', async () => {
    const held = await world.role(['adminuser']);
    const creator = await world.holderOf(await world.role(['adminuser', 'adminrole']));
    const create = adminCaller(server.fetch, await server.login(creator.account));
    const department = await aDepartment();
    const made = await create('POST', '/api/admin/organization/invitecode', { title: '新人', maxcount: 5, departmentid: department, roleid: held.id });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const code = (made.body.invite as { code: string }).code;
    expect((await server.fetch(`/api/invite/${code}`)).status).toBe(200);

    await updateRole(server.database.db, held.orgId, held.id, { funcs: ['adminuser', 'logoperation'] });
    const refused = await server.fetch(`/api/invite/${code}`, { headers: { 'Accept-Language': 'en' } });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { errmsg: string }).errmsg).toBe(createTranslator('en')('errors.inviteNotFound'));
  });
});
