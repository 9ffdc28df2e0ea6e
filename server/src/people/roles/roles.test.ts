import { roleListResponseSchema, roleResponseSchema, type Role } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleByName } from '../../data/roles.js';
import { findUserByAccount } from '../../data/users.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, createRoleAs, roleHolder, sealPasswordPair } from '../../../test/peopleClient.js';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const createRole = (body: Record<string, unknown>, caller = owner) => createRoleAs(caller, body);
const holderOf = (role: Role) => roleHolder(server, owner, role);

describe('roles', () => {
  it('lists the seeded roles with their types, functions and user counts', async () => {
    const { rows } = roleListResponseSchema.parse((await owner('GET', '/api/admin/organization/role')).body);
    expect(rows.map((role) => [role.name, role.type, role.status, role.usercount])).toEqual([
      ['超级管理员', 2, 0, 1],
      ['培训管理员', 1, 0, 1],
      ['报表查看员', 1, 0, 0],
      ['学员', 0, 0, 3],
    ]);
    expect(rows[1]?.funcs).toEqual(['home', 'trainmanagement-train', 'questionbank']);
  });

  it('creates a role with tree keys in tree order; hidden keys follow their parent', async () => {
    const role = await createRole({ name: '人事管理员', type: 1, description: '管理用户', funcs: ['adminrole', 'editadminuser', 'adminuser'] });
    expect(role).toMatchObject({ name: '人事管理员', type: 1, status: 0, funcs: ['adminuser', 'adminrole'], usercount: 0 });
    const asHolder = await holderOf(role);
    expect((await asHolder('GET', '/api/admin/organization/userlist')).status).toBe(200);
    expect((await asHolder('GET', '/api/admin/organization/role')).status).toBe(200);
    const form = await createRole({ name: '表单角色', type: '1', funcs: 'home,questionbank' });
    expect(form.funcs).toEqual(['home', 'questionbank']);
    const ordinary = await createRole({ name: '普通角色', type: 0, funcs: ['home'] });
    expect(ordinary.funcs).toEqual([]);
  });

  it('checks names, types and function keys, translated', async () => {
    expect((await owner('POST', '/api/admin/organization/role', { name: '', type: 1, funcs: [] })).body.detail).toEqual(['请输入名称']);
    expect((await owner('POST', '/api/admin/organization/role', { name: '角'.repeat(21), type: 1, funcs: [] })).body.detail).toEqual(['最多20个字符']);
    const unknown = await owner('POST', '/api/admin/organization/role', { name: '坏角色', type: 1, funcs: ['home', 'no-such-key'] });
    expect(unknown).toMatchObject({ status: 400, body: { detail: ['未知的功能：no-such-key'] } });
    expect((await owner('POST', '/api/admin/organization/role', { name: '坏角色', type: 1, funcs: ['nope'] }, 'en')).body.detail).toEqual([
      'Unknown function: nope',
    ]);
    expect((await owner('POST', '/api/admin/organization/role', { name: '坏角色', type: 5, funcs: [] })).status).toBe(400);
    const duplicate = await owner('POST', '/api/admin/organization/role', { name: '学员', type: 0, funcs: [] });
    expect(duplicate).toMatchObject({ status: 409, body: { errcode: 40904, errmsg: '角色名称已存在' } });
  });

  it("changes a role's functions and its users' rights change at once", async () => {
    const role = await createRole({ name: '报表管理员', type: 1, funcs: ['taskReport'] });
    const asHolder = await holderOf(role);
    expect((await asHolder('GET', '/api/admin/organization/userlist')).status).toBe(403);
    const changed = await owner('PUT', `/api/admin/organization/role/${role.id}`, { name: '报表和用户管理员', type: 1, funcs: ['taskReport', 'adminuser'] });
    expect(roleResponseSchema.parse(changed.body).role).toMatchObject({ name: '报表和用户管理员', funcs: ['taskReport', 'adminuser'], usercount: 0 });
    expect((await asHolder('GET', '/api/admin/organization/userlist')).status).toBe(200);
    const info = (await (await server.fetch('/api/trainning/user/logininfo', { headers: { token: asHolder.token } })).json()) as {
      user: { rolename: string }[];
    };
    expect(info.user[0]?.rolename).toBe('报表和用户管理员');
  });

  it('disables a role: its users lose its rights until it is enabled again, and it cannot be assigned', async () => {
    const role = await createRole({ name: '可停用角色', type: 1, funcs: ['adminuser'] });
    const asHolder = await holderOf(role);
    const disabled = await owner('POST', `/api/admin/organization/role/${role.id}/disable`, { disabled: 1 });
    expect(roleResponseSchema.parse(disabled.body).role.status).toBe(1);
    expect((await asHolder('GET', '/api/admin/organization/userlist')).status).toBe(403);
    const assign = await owner('POST', '/api/admin/organization/user', {
      account: `assign_${Date.now()}`,
      name: '分配',
      roleid: role.id,
      ...(await sealPasswordPair(server.fetch, 'abc123')),
    });
    expect(assign.body).toMatchObject({ errcode: 40015, errmsg: '该角色已停用，不能分配' });
    await owner('POST', `/api/admin/organization/role/${role.id}/disable`, { disabled: 0 });
    expect((await asHolder('GET', '/api/admin/organization/userlist')).status).toBe(200);
  });

  it('lets only top admins and owners create or change super administrator roles', async () => {
    const limited = await createUser(server.database.db, { funcs: 'adminrole' });
    const asLimited = adminCaller(server.fetch, await server.login(limited.account));
    expect((await asLimited('POST', '/api/admin/organization/role', { name: '越权', type: 2, funcs: [] })).body.errcode).toBe(40301);
    const org = await demoOrganisation(server.database.db);
    const superRole = (await findRoleByName(server.database.db, org.id, '超级管理员'))!;
    expect((await asLimited('PUT', `/api/admin/organization/role/${superRole.id}`, { name: '超级管理员', type: 1, funcs: [] })).body.errcode).toBe(40301);
    expect((await asLimited('POST', `/api/admin/organization/role/${superRole.id}/disable`, { disabled: 1 })).body.errcode).toBe(40301);
    const learners = (await findRoleByName(server.database.db, org.id, '学员'))!;
    expect((await asLimited('PUT', `/api/admin/organization/role/${learners.id}`, { name: '学员', type: 2, funcs: [] })).body.errcode).toBe(40301);
    const mine = await createRole({ name: '老板角色', type: 2, funcs: ['home'] });
    expect(mine).toMatchObject({ type: 2, funcs: [] });
    const superadmin = (await findUserByAccount(server.database.db, 'superadmin'))!.user;
    expect(superadmin).toMatchObject({ adminuser: 1, rolename: '超级管理员' });
  });

  it('keeps organisations apart', async () => {
    const org = await createOrganisation(server.database.db);
    const foreignOwner = await createUser(server.database.db, { orgId: org.id, orgowner: 1 });
    const asForeign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    expect(roleListResponseSchema.parse((await asForeign('GET', '/api/admin/organization/role')).body).rows).toEqual([]);
    const demo = await demoOrganisation(server.database.db);
    const learnerRole = (await findRoleByName(server.database.db, demo.id, '学员'))!;
    expect((await asForeign('PUT', `/api/admin/organization/role/${learnerRole.id}`, { name: 'x', type: 0, funcs: [] })).status).toBe(404);
    expect((await asForeign('POST', `/api/admin/organization/role/${learnerRole.id}/disable`, { disabled: 1 })).status).toBe(404);
    const sameName = await createRole({ name: '学员', type: 0, funcs: [] }, asForeign);
    expect(sameName.name).toBe('学员');
  });
});
