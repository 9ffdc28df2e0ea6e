import { createTranslator } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionGuard } from '../../auth/functions.js';
import { authCodes, users, type UserRow } from '../../db/schema/index.js';
import { findRoleByName } from '../../data/roles.js';
import { findUserByAccount } from '../../data/users.js';
import { createRouters } from '../../routes.js';
import { createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postJson } from '../../../test/identityClient.js';
import { adminCaller, sealPasswordPair, type ApiAnswer } from '../../../test/peopleClient.js';

/**
 * The escalation of issue 16 and its relatives: every admin route that acts on another user's
 * account goes through the one rule `mayActOnUser` (shared/src/permissions/rules.ts). An admin who
 * may manage users is refused on top admins and the owner — with a clear message, and nothing of
 * the target changes — and still acts on ordinary users.
 */

interface ActingCall {
  name: string;
  method: 'POST' | 'PUT';
  /** The route as registered (`:id` = the target user). */
  route: string;
  body: (target: UserRow) => Promise<Record<string, unknown>>;
}

let server: TestServer;
let roleIds: Record<string, string>;

const CALLS: ActingCall[] = [
  { name: 'sign-in code', method: 'POST', route: '/api/admin/organization/authcode', body: async (target) => ({ userid: target.id }) },
  { name: 'edit', method: 'PUT', route: '/api/admin/organization/user/:id', body: async (target) => ({ account: target.account, name: '改名' }) },
  {
    name: 'role change',
    method: 'PUT',
    route: '/api/admin/organization/user/:id',
    body: async (target) => ({ account: target.account, name: target.name, roleid: roleIds['学员'] }),
  },
  { name: 'disable', method: 'POST', route: '/api/admin/organization/user/:id/disable', body: async () => ({ disabled: 1 }) },
  { name: 'password reset', method: 'POST', route: '/api/admin/organization/user/:id/reset', body: () => sealPasswordPair(server.fetch, 'taken123') },
  { name: 'approval', method: 'POST', route: '/api/admin/organization/user/:id/approve', body: async () => ({}) },
];

const pathOf = (call: ActingCall, target: UserRow) => call.route.replace(':id', target.id);

let asUserManager: ReturnType<typeof adminCaller>;
let protectedTargets: Record<string, UserRow>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const orgId = (await demoOrganisation(db)).id;
  roleIds = {};
  for (const name of ['超级管理员', '学员']) roleIds[name] = (await findRoleByName(db, orgId, name))!.id;
  const userManager = await createUser(db, { funcs: 'adminuser' });
  asUserManager = adminCaller(server.fetch, await server.login(userManager.account));
  protectedTargets = {
    'the platform top admin': (await findUserByAccount(db, 'superadmin'))!.user,
    'the organisation owner': (await findUserByAccount(db, 'owner01'))!.user,
    'a super administrator': await createUser(db, { adminuser: 1, roleId: roleIds['超级管理员'] }),
  };
});
afterAll(() => server?.close());

const rowOf = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0];
const codesFor = async (id: string) => (await server.database.db.select().from(authCodes).where(eq(authCodes.userId, id))).length;

describe('routes that act on another user', () => {
  it('are exactly the calls this file checks: every admin route taking a user id that changes or signs in as that user', () => {
    const acting = createRouters()
      .admin.stack.filter((layer) => layer.methods.length > 0)
      .flatMap((layer) => {
        const access = layer.stack.find((middleware): middleware is FunctionGuard => 'access' in middleware)!.access;
        const path = String(layer.path);
        const namesUser = access.targets.includes('body.userid') || /\/organization\/user\/:id(\/|$)/.test(path);
        return layer.methods.filter((method) => method !== 'HEAD' && method !== 'GET' && namesUser).map((method) => `${method} ${path}`);
      });
    expect(acting.sort()).toEqual([...new Set(CALLS.map((call) => `${call.method} ${call.route}`))].sort());
  });
});

describe.each(CALLS)('$name ($method $route)', (call) => {
  it.each(['the platform top admin', 'the organisation owner', 'a super administrator'])(
    'refuses a user manager acting on %s, clearly, and changes nothing',
    async (who) => {
      const target = protectedTargets[who]!;
      const before = await rowOf(target.id);
      const codesBefore = await codesFor(target.id);
      const body = await call.body(target);
      const refused = await asUserManager(call.method, pathOf(call, target), body);
      expect(refused).toMatchObject({ status: 403, body: { errcode: 40302, errmsg: '只有超级管理员或企业负责人可以修改该用户' } });
      const english = await asUserManager(call.method, pathOf(call, target), await call.body(target), 'en');
      expect(english.body.errmsg).toBe(createTranslator('en')('errors.protectedUser'));
      expect(await rowOf(target.id)).toEqual(before);
      expect(await codesFor(target.id)).toBe(codesBefore);
    },
  );
});

describe('a user manager acting on ordinary users', () => {
  const ok = (answer: ApiAnswer) => expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: { successed: true } });

  it('issues a sign-in code that signs the user in', async () => {
    const learner = await createUser(server.database.db);
    const issued = await asUserManager('POST', '/api/admin/organization/authcode', { userid: learner.id });
    ok(issued);
    const redeemed = await postJson(server.fetch, '/api/checkauthcode', { authcode: issued.body.authcode, userid: learner.id });
    expect(((await redeemed.json()) as { user: { id: string }[] }).user[0]?.id).toBe(learner.id);
  });

  it('edits, changes the role, disables, resets and approves', async () => {
    const learner = await createUser(server.database.db, { reviewStatus: 'pending' });
    const path = `/api/admin/organization/user/${learner.id}`;
    ok(await asUserManager('PUT', path, { account: learner.account, name: '新名字' }));
    ok(await asUserManager('PUT', path, { account: learner.account, name: '新名字', roleid: roleIds['学员'] }));
    ok(await asUserManager('POST', `${path}/disable`, { disabled: 1 }));
    ok(await asUserManager('POST', `${path}/reset`, await sealPasswordPair(server.fetch, 'fresh123')));
    ok(await asUserManager('POST', `${path}/approve`, {}));
    expect(await rowOf(learner.id)).toMatchObject({ name: '新名字', roleId: roleIds['学员'], disabled: 1, reviewStatus: 'approved' });
    expect((await rowOf(learner.id))?.passwordHash).not.toBe(learner.passwordHash);
  });
});
