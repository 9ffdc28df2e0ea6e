import { PRACTICE_CALLS, roleListResponseSchema, roleResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, createRoleAs, roleHolder } from '../../../test/peopleClient.js';
import { emitWithAck, openPracticeSocket } from '../../../test/practiceSocket.js';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const ALL_APPS = ['training', 'assistant', 'questionbank'];
const CENTRE = '/api/trainning/v3/center';

describe("a role's applications and options", () => {
  it('keeps the applications it opens, its data audit and operation messages; left out, every application and neither option', async () => {
    const backOffice = await createRoleAs(owner, { name: '仅后台', type: 1, funcs: ['home'], apps: [], audit: 1, notify: '1' });
    expect(backOffice).toMatchObject({ apps: [], audit: 1, notify: 1 });
    expect(await createRoleAs(owner, { name: '默认应用', type: 0, funcs: [] })).toMatchObject({ apps: ALL_APPS, audit: 0, notify: 0 });
    expect((await createRoleAs(owner, { name: '表单应用', type: 0, funcs: '', apps: 'questionbank,training' })).apps).toEqual(['training', 'questionbank']);
    const changed = await owner('PUT', `/api/admin/organization/role/${backOffice.id}`, { name: '仅后台', type: 1, funcs: ['home'], apps: ['assistant'] });
    expect(roleResponseSchema.parse(changed.body).role).toMatchObject({ apps: ['assistant'], audit: 0, notify: 0 });
    const { rows } = roleListResponseSchema.parse((await owner('GET', '/api/admin/organization/role')).body);
    expect(rows.find((role) => role.name === '学员')?.apps).toEqual(['training']);
  });

  it('refuses an unknown application or option with the field message, and writes nothing', async () => {
    const unknown = await owner('POST', '/api/admin/organization/role', { name: '坏应用', type: 0, funcs: [], apps: ['training', 'casino'] });
    expect(unknown).toMatchObject({ status: 400, body: { detail: ['未知的应用'] } });
    const english = await owner('POST', '/api/admin/organization/role', { name: '坏应用', type: 0, funcs: [], apps: 'casino' }, 'en');
    expect(english.body.detail).toEqual(['Unknown application']);
    expect((await owner('POST', '/api/admin/organization/role', { name: '坏选项', type: 0, funcs: [], audit: 2 })).status).toBe(400);
    const { rows } = roleListResponseSchema.parse((await owner('GET', '/api/admin/organization/role')).body);
    expect(rows.map((role) => role.name)).not.toContain('坏应用');
    expect(rows.map((role) => role.name)).not.toContain('坏选项');
  });

  it('closes the training centre, over HTTP and the socket, to holders of a role that does not open it, until it does', async () => {
    const role = await createRoleAs(owner, { name: '不培训', type: 1, funcs: ['home'], apps: ['assistant'] });
    const holder = await roleHolder(server, owner, role);
    expect(await holder('GET', CENTRE)).toMatchObject({ status: 403, body: { errcode: 40312, errmsg: '您的角色未开通培训中心，请联系管理员' } });
    expect((await holder('GET', CENTRE, undefined, 'en')).body.errmsg).toBe('Your role does not open the training centre. Please contact your administrator');
    expect((await holder('POST', '/api/trainning/v3/faq/drill', { free: 1 })).body.errcode).toBe(40312);
    // The personal centre and the back office the role grants stay open.
    expect((await holder('GET', '/api/trainning/v3/mine')).status).toBe(200);
    expect((await holder('GET', '/api/admin/organization/org/applications')).status).toBe(200);
    const socket = await openPracticeSocket(server.url, holder.token);
    try {
      expect(await emitWithAck(socket, PRACTICE_CALLS.start.event, { childTaskId: '00000000-0000-0000-0000-000000000000' })).toEqual({
        ok: false,
        errcode: 40312,
        errmsg: '您的角色未开通培训中心，请联系管理员',
      });
    } finally {
      socket.close();
    }

    await owner('PUT', `/api/admin/organization/role/${role.id}`, { name: '不培训', type: 1, funcs: ['home'], apps: ['training'] });
    expect((await holder('GET', CENTRE)).status).toBe(200);
  });

  it('closes everything a disabled role opened, and the owner keeps the training centre whatever role it holds', async () => {
    const role = await createRoleAs(owner, { name: '将停用', type: 0, funcs: [] });
    const holder = await roleHolder(server, owner, role);
    expect((await holder('GET', CENTRE)).status).toBe(200);
    await owner('POST', `/api/admin/organization/role/${role.id}/disable`, { disabled: 1 });
    expect((await holder('GET', CENTRE)).body.errcode).toBe(40312);
    expect((await owner('GET', CENTRE)).status).toBe(200);
  });
});

describe('deleting a role', () => {
  it('deletes a role nobody holds, and refuses one that is held, saying how many hold it', async () => {
    const unheld = await createRoleAs(owner, { name: '临时角色', type: 0, funcs: [] });
    expect(await owner('DELETE', `/api/admin/organization/role/${unheld.id}`)).toMatchObject({ status: 200, body: { successed: true } });
    const { rows } = roleListResponseSchema.parse((await owner('GET', '/api/admin/organization/role')).body);
    expect(rows.map((role) => role.id)).not.toContain(unheld.id);
    expect((await owner('DELETE', `/api/admin/organization/role/${unheld.id}`)).status).toBe(404);

    const held = await createRoleAs(owner, { name: '在用角色', type: 0, funcs: [] });
    await roleHolder(server, owner, held);
    const refused = await owner('DELETE', `/api/admin/organization/role/${held.id}`);
    expect(refused).toMatchObject({ status: 409, body: { errcode: 40907, errmsg: '还有 1 名用户拥有该角色，请先为他们更换角色再删除' } });
    expect((await owner('DELETE', `/api/admin/organization/role/${held.id}`, undefined, 'en')).body.errmsg).toBe(
      'Users still holding this role: 1. Give them another role before deleting it',
    );
  });

  it("refuses a caller its own role, and another organisation's role is not found", async () => {
    const own = await createRoleAs(owner, { name: '角色管理员', type: 1, funcs: ['adminrole'] });
    const manager = await roleHolder(server, owner, own);
    expect((await manager('DELETE', `/api/admin/organization/role/${own.id}`)).body.errcode).toBe(40303);
    const org = await createOrganisation(server.database.db);
    const other = await createUser(server.database.db, { orgId: org.id, orgowner: 1 });
    const asOther = adminCaller(server.fetch, await server.login(other.account));
    const foreign = await createRoleAs(asOther, { name: '别家角色', type: 0, funcs: [] });
    expect((await owner('DELETE', `/api/admin/organization/role/${foreign.id}`)).status).toBe(404);
  });
});
