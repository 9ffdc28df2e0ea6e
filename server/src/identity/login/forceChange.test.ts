import { apiFailureSchema, changePasswordRequiredSchema, createTranslator, sessionUserResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createUser, setDemoSettings } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin, sealPassword } from '../../../test/identityClient.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());
const PASSWORD = 'Peilian@2026';
const NEW_PASSWORD = 'Newpass#2026';

let server: TestServer;
const clock = new ManualClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

const login = (account: string, password = PASSWORD, from = 'pc') => postPasswordLogin(server.fetch, { account, password, headers: { from } });

async function changeRequired(account: string, password = PASSWORD) {
  const response = await login(account, password);
  expect(response.status).toBe(403);
  return changePasswordRequiredSchema.strict().parse(await response.json());
}

async function forceChange(serial: string, password: string, headers: Record<string, string> = {}) {
  const sealed = await sealPassword(server.fetch, password);
  return server.fetch('/api/forcechangepassword', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ serial, ...sealed }).toString(),
  });
}

describe('forced password change at first login (type 1)', () => {
  it('gives learner03 no session but a one-time serial', async () => {
    const body = await changeRequired('learner03');
    expect(body).toMatchObject({ successed: false, errcode: 40310, errmsg: '首次登录需要修改密码', changepassword: 1, changdays: 0 });
    expect(body.serial.length).toBeGreaterThan(20);
  });

  it('checks the new password with the dialog rule, translated, and keeps the serial valid', async () => {
    const { serial } = await changeRequired('learner03');
    const weak = await forceChange(serial, 'abcdefgh1', { 'Accept-Language': 'en' });
    expect(weak.status).toBe(400);
    const body = (await weak.json()) as { errcode: number; detail: string[] };
    expect(body.errcode).toBe(40002);
    expect(body.detail).toEqual([createTranslator('en')('validation.passwordStrength')]);

    const short = await forceChange(serial, 'Ab1!');
    expect(((await short.json()) as { detail: string[] }).detail).toEqual(['密码长度为8到15个字符']);

    const reused = await forceChange(serial, PASSWORD);
    expect(await failure(reused)).toEqual({ successed: false, errcode: 40011, errmsg: '新密码不能与原密码相同' });

    const changed = await forceChange(serial, `  ${NEW_PASSWORD}  `);
    expect(changed.status).toBe(200);
    const [user] = sessionUserResponseSchema.parse(await changed.json()).user;
    expect(user).toMatchObject({ account: 'learner03', needchangepwd: 0, serial: '' });

    expect((await forceChange(serial, 'Other#2026x')).status).toBe(400);
    expect((await failure(await forceChange(serial, 'Other#2026x'))).errcode).toBe(40007);

    expect((await failure(await login('learner03'))).errcode).toBe(40003);
    expect((await login('learner03', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown serial and one older than 10 minutes', async () => {
    expect(await failure(await forceChange('no-such-serial', NEW_PASSWORD))).toEqual({
      successed: false,
      errcode: 40007,
      errmsg: '修改密码已超时，请重新登录',
    });
    const user = await createUser(server.database.db, { needChangePassword: 1 });
    const { serial } = await changeRequired(user.account);
    clock.advance(601);
    expect((await failure(await forceChange(serial, NEW_PASSWORD))).errcode).toBe(40007);
  });

  it('ends every other session of the user with 9100', async () => {
    const user = await createUser(server.database.db);
    const web = await server.login(user.account);
    const mini = await server.login(user.account, PASSWORD, { from: 'mini' });
    await server.database.db.update(users).set({ needChangePassword: 1 }).where(eq(users.id, user.id));

    const { serial } = await changeRequired(user.account);
    const changed = await forceChange(serial, NEW_PASSWORD);
    const [fresh] = sessionUserResponseSchema.parse(await changed.json()).user;

    for (const token of [web, mini]) {
      const refused = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
      expect(refused.status).toBe(401);
      expect(await failure(refused)).toEqual({ successed: false, errcode: 9100, errmsg: '会话已失效，请重新登录' });
    }
    expect((await server.fetch('/api/trainning/user/logininfo', { headers: { token: fresh!.token } })).status).toBe(200);
  });
});

describe('password unchanged for 90 days (type 2)', () => {
  it('applies only when the organisation strengthens passwords', async () => {
    const old = new Date(clock.now().getTime() - 91 * 86_400_000);
    const user = await createUser(server.database.db, { passwordChangedAt: old });
    expect((await login(user.account)).status).toBe(200);

    await setDemoSettings(server.database.db, { strongPassword: true });
    try {
      const body = await changeRequired(user.account);
      expect(body).toMatchObject({ errcode: 40311, errmsg: '密码已91天未修改，请修改密码', changepassword: 2, changdays: 91 });
      const changed = await forceChange(body.serial, NEW_PASSWORD);
      expect(changed.status).toBe(200);
      expect((await login(user.account, NEW_PASSWORD)).status).toBe(200);

      const recent = await createUser(server.database.db, { passwordChangedAt: new Date(clock.now().getTime() - 89 * 86_400_000) });
      expect((await login(recent.account)).status).toBe(200);
    } finally {
      await setDemoSettings(server.database.db, { strongPassword: false });
    }
  });
});
