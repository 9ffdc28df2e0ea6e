import { adminUserResponseSchema, apiFailureSchema, departmentResponseSchema, sessionUserResponseSchema, type AdminUser } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoOrganisation } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller, createRoleAs, roleHolder, sealPasswordPair } from '../../test/peopleClient.js';

// A minute-long cache: anything fresher than that on the next request was dropped, not expired.
let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_CACHE_MS: '60000' } });
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const logininfo = (token: string) => server.fetch('/api/trainning/user/logininfo', { headers: { token } });
const storedUser = async (token: string) => sessionUserResponseSchema.parse(await (await logininfo(token)).json()).user[0]!;
const refusal = async (response: Response) => apiFailureSchema.parse(await response.json());

/** A learner signed in, with the session already in the cache (one authenticated request made). */
async function cachedLearner(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.database.db, overrides);
  const token = await server.login(user.account);
  expect((await logininfo(token)).status).toBe(200);
  return { user, token };
}

/** The admin form's fields for a user as it stands, with some changed. */
function formOf(user: AdminUser, changes: Record<string, unknown>) {
  const { account, name, sex, mobile, workno, email, departmentid, roleid, validdate, entrydate, avatar } = user;
  return { account, name, sex, mobile, workno, email, departmentid, roleid, validdate, entrydate, avatar, ...changes };
}

async function adminUser(id: string): Promise<AdminUser> {
  return adminUserResponseSchema.parse((await owner('GET', `/api/admin/organization/user/${id}`)).body).user;
}

describe('edits seen on the very next request with the token cache on', () => {
  it('disabling answers 9999 at once; enabling again lets the session back in', async () => {
    const { user, token } = await cachedLearner();
    expect((await owner('POST', `/api/admin/organization/user/${user.id}/disable`, { disabled: 1 })).status).toBe(200);
    expect((await refusal(await logininfo(token))).errcode).toBe(9999);
    expect((await owner('POST', `/api/admin/organization/user/${user.id}/disable`, { disabled: 0 })).status).toBe(200);
    expect((await logininfo(token)).status).toBe(200);
  });

  it('a language change answers the next error in the new language', async () => {
    const { token } = await cachedLearner();
    const forbidden = () => server.fetch('/api/admin/system/version', { headers: { token } });
    expect((await refusal(await forbidden())).errmsg).toBe('没有访问权限');
    const changed = await server.fetch('/api/trainning/user/changelanguage', {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'language=en',
    });
    expect(await changed.json()).toEqual({ successed: true, language: 'en' });
    expect(await refusal(await forbidden())).toEqual({ successed: false, errcode: 40300, errmsg: 'You do not have permission' });
    expect((await storedUser(token)).language).toBe('en');
  });

  it('an edit of the profile shows at once; a validity date in the past answers 9998', async () => {
    const { user, token } = await cachedLearner();
    const before = await adminUser(user.id);
    expect((await owner('PUT', `/api/admin/organization/user/${user.id}`, formOf(before, { name: '改名学员' }))).status).toBe(200);
    expect(await storedUser(token)).toMatchObject({ name: '改名学员', username: '改名学员' });
    expect((await owner('PUT', `/api/admin/organization/user/${user.id}`, formOf(before, { validdate: '2020-01-01' }))).status).toBe(200);
    expect((await refusal(await logininfo(token))).errcode).toBe(9998);
  });

  it('a password reset by an administrator answers 9100 at once', async () => {
    const { user, token } = await cachedLearner();
    const reset = await owner('POST', `/api/admin/organization/user/${user.id}/reset`, await sealPasswordPair(server.fetch, 'xyz789'));
    expect(reset.status).toBe(200);
    expect((await refusal(await logininfo(token))).errcode).toBe(9100);
  });

  it('a role edit changes the rights of every holder at once; disabling the role takes them away', async () => {
    const role = await createRoleAs(owner, { name: '缓存测试角色', type: 1, funcs: ['adminuser'] });
    const holders = [];
    for (const { token } of [await roleHolder(server, owner, role), await roleHolder(server, owner, role)]) {
      expect((await server.fetch('/api/admin/organization/userlist', { headers: { token } })).status).toBe(200);
      holders.push(token);
    }
    const changed = await owner('PUT', `/api/admin/organization/role/${role.id}`, { name: '缓存测试角色二', type: 1, funcs: ['home'] });
    expect(changed.status).toBe(200);
    for (const token of holders) {
      expect((await server.fetch('/api/admin/organization/userlist', { headers: { token } })).status).toBe(403);
      expect(await storedUser(token)).toMatchObject({ funcs: 'home', rolename: '缓存测试角色二' });
    }
    expect((await owner('POST', `/api/admin/organization/role/${role.id}/disable`, { disabled: 1 })).status).toBe(200);
    expect((await storedUser(holders[0]!)).funcs).toBe('');
  });

  it('renaming a department shows the new name to its users at once', async () => {
    const created = await owner('POST', '/api/admin/organization/department', { name: '缓存测试部', parentid: '' });
    const department = departmentResponseSchema.parse(created.body).department;
    const { token } = await cachedLearner({ orgId: (await demoOrganisation(server.database.db)).id, departmentId: department.id });
    expect((await storedUser(token)).departmentname).toBe('缓存测试部');
    expect((await owner('PUT', `/api/admin/organization/department/${department.id}`, { name: '缓存改名部' })).status).toBe(200);
    expect((await storedUser(token)).departmentname).toBe('缓存改名部');
  });
});
