import { apiFailureSchema, sessionUserResponseSchema, storedUserSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserAccess } from '../../data/users.js';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

const strictResponse = sessionUserResponseSchema.extend({ user: storedUserSchema.strict().array().length(1) }).strict();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const loginWith = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  server.fetch('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());

describe('POST /api/login', () => {
  it('logs in with a form body and returns exactly the stored user of spec §3', async () => {
    const response = await loginWith({ account: 'learner01', password: 'Peilian@2026' });
    expect(response.status).toBe(200);
    const [user] = strictResponse.parse(await response.json()).user;
    expect(user).toMatchObject({
      account: 'learner01',
      name: '张伟',
      orgname: '演示企业',
      departmentname: '华东销售组',
      isadmin: 0,
      orgowner: 0,
      language: 'zh-CN',
      needchangepwd: 0,
    });
    expect(user!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in with a JSON body and marks the roles of the demo administrators', async () => {
    const roles = { superadmin: [100, 0, ''], owner01: [0, 1, ''], admin01: [0, 0, 'home,trainmanagement-train,questionbank'] };
    for (const [account, [isadmin, orgowner, funcs]] of Object.entries(roles)) {
      const response = await server.fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account, password: 'Peilian@2026' }),
      });
      const [user] = strictResponse.parse(await response.json()).user;
      expect(user).toMatchObject({ account, isadmin, orgowner, funcs });
    }
  });

  it('gives a new token for every login', async () => {
    const first = await server.login('learner02');
    const second = await server.login('learner02');
    expect(first).not.toBe(second);
  });

  it('rejects a wrong password and an unknown account with the same message', async () => {
    const wrong = await loginWith({ account: 'learner01', password: 'Wrong@2026' });
    const unknown = await loginWith({ account: 'nobody-here', password: 'Wrong@2026' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(apiFailureSchema.parse(a)).toMatchObject({ errcode: 40003, errmsg: '账号或密码错误' });
  });

  it('translates the rejection for an English client', async () => {
    const response = await loginWith({ account: 'learner01', password: 'nope' }, { 'Accept-Language': 'en' });
    expect((await failure(response)).errmsg).toBe('Wrong account or password');
  });

  it('validates the form with the shared account rule, in the caller language', async () => {
    const short = await loginWith({ account: 'abc', password: 'x' }, { 'Accept-Language': 'zh-TW' });
    expect(short.status).toBe(400);
    const body = (await short.json()) as { errcode: number; detail: string[] };
    expect(body.errcode).toBe(40002);
    expect(body.detail).toEqual(['帳號長度為6到50個字元']);

    const missing = await loginWith({});
    expect(((await missing.json()) as { detail: string[] }).detail).toEqual(['请先输入账号', '请输入密码']);
  });

  it('refuses an account past its validity with 9998', async () => {
    const user = await createUser(server.database.db, { validUntil: new Date(Date.now() - 86_400_000) });
    const response = await loginWith({ account: user.account, password: 'Peilian@2026' });
    expect(response.status).toBe(401);
    expect(await failure(response)).toEqual({
      successed: false,
      errcode: 9998,
      errmsg: '账号已过有效期，请联系管理员',
    });
  });

  it('accepts an account whose validity is still in the future', async () => {
    const user = await createUser(server.database.db, { validUntil: new Date(Date.now() + 86_400_000) });
    const response = await loginWith({ account: user.account, password: 'Peilian@2026' });
    expect(response.status).toBe(200);
  });

  it('refuses a disabled account with 9999', async () => {
    const user = await createUser(server.database.db, { disabled: 1 });
    const response = await loginWith({ account: user.account, password: 'Peilian@2026' });
    expect(response.status).toBe(401);
    expect((await failure(response)).errcode).toBe(9999);
  });

  it('asks for a password change when the password was set by someone else', async () => {
    const user = await createUser(server.database.db, { passwordChangedAt: null });
    const response = await loginWith({ account: user.account, password: 'Peilian@2026' });
    expect(strictResponse.parse(await response.json()).user[0]!.needchangepwd).toBe(1);
  });
});

describe('session routes', () => {
  it('requires a token on learner routes (10000)', async () => {
    const none = await server.fetch('/api/trainning/user/logininfo');
    expect(none.status).toBe(401);
    expect((await failure(none)).errcode).toBe(10000);
    const bogus = await server.fetch('/api/trainning/user/logininfo', { headers: { token: 'x'.repeat(43) } });
    expect((await failure(bogus)).errcode).toBe(10000);
  });

  it('requires a token on admin routes (10000) and an administrator (40300)', async () => {
    const none = await server.fetch('/api/admin/system/version');
    expect(none.status).toBe(401);
    expect((await failure(none)).errcode).toBe(10000);

    const learner = await server.login('learner01');
    const forbidden = await server.fetch('/api/admin/system/version', { headers: { token: learner } });
    expect(forbidden.status).toBe(403);
    expect(await failure(forbidden)).toEqual({ successed: false, errcode: 40300, errmsg: '没有访问权限' });

    for (const account of ['superadmin', 'owner01', 'admin01']) {
      const token = await server.login(account);
      const allowed = await server.fetch('/api/admin/system/version', { headers: { token } });
      expect(allowed.status, account).toBe(200);
    }
  });

  it("answers in the signed-in user's language when the client sends no Accept-Language", async () => {
    const user = await createUser(server.database.db, { language: 'zh-TW' });
    const token = await server.login(user.account);
    const response = await server.fetch('/api/admin/system/version', { headers: { token } });
    expect(await failure(response)).toEqual({ successed: false, errcode: 40300, errmsg: '沒有存取權限' });
    const asked = await server.fetch('/api/admin/system/version', { headers: { token, 'Accept-Language': 'en' } });
    expect((await failure(asked)).errmsg).toBe('You do not have permission');
  });

  it('returns the stored user for a live session', async () => {
    const token = await server.login('learner01');
    const response = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect(response.status).toBe(200);
    const [user] = strictResponse.parse(await response.json()).user;
    expect(user).toMatchObject({ account: 'learner01', token });
  });

  it('ends a session whose account was disabled or expired after login', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    await updateUserAccess(server.database.db, user.orgId, user.id, { disabled: 1 });
    const disabled = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect((await failure(disabled)).errcode).toBe(9999);

    await updateUserAccess(server.database.db, user.orgId, user.id, { disabled: 0, validUntil: new Date(Date.now() - 1000) });
    const expired = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect((await failure(expired)).errcode).toBe(9998);
  });

  it('logs out: the token stops working, other sessions stay', async () => {
    const token = await server.login('learner02');
    const other = await server.login('learner02');
    const logout = await server.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ successed: true });

    const after = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect(after.status).toBe(401);
    expect((await failure(after)).errcode).toBe(10000);
    const again = await server.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } });
    expect((await failure(again)).errcode).toBe(10000);

    const stillIn = await server.fetch('/api/trainning/user/logininfo', { headers: { token: other } });
    expect(stillIn.status).toBe(200);
  });
});
