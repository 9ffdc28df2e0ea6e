import { z } from 'zod';
import { apiFailureSchema, encryptPassword, randomCodeResponseSchema, sessionUserResponseSchema, storedUserSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserAccess } from '../../data/users.js';
import { createUser } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin, sealPassword } from '../../../test/identityClient.js';

const strictResponse = sessionUserResponseSchema
  .extend({ user: z.strictObject(storedUserSchema.shape).array().length(1), devicetoken: z.string().min(43), banner: z.string().min(1).optional() })
  .strict();
const failure = async (response: Response) => apiFailureSchema.parse(await response.json());
const PASSWORD = 'Peilian@2026';

let server: TestServer;
const clock = new ManualClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

const login = (account: string, password = PASSWORD, headers: Record<string, string> = {}) => postPasswordLogin(server.fetch, { account, password, headers });

describe('GET /api/login/randomcode', () => {
  it('hands out a one-time 32-byte key that expires in 300 s, without a captcha by default', async () => {
    const response = await server.fetch('/api/login/randomcode');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = randomCodeResponseSchema.strict().parse(await response.json());
    expect(Buffer.from(body.key, 'base64url')).toHaveLength(32);
    expect(body).toMatchObject({ expiresIn: 300, captcha: false });
    const other = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    expect(other.randomkey).not.toBe(body.randomkey);
  });

  it('says no captcha service is in use', async () => {
    const response = await server.fetch('/api/login/verifyservice');
    expect(await response.json()).toEqual({ successed: true, captcha: false, type: 'none' });
  });
});

describe('POST /api/login', () => {
  it('signs in with a sealed password and returns exactly the stored user of spec §3', async () => {
    const response = await login('learner01');
    expect(response.status).toBe(200);
    const [user] = strictResponse.parse(await response.json()).user;
    expect(user).toMatchObject({ account: 'learner01', name: '张伟', orgname: '演示企业', departmentname: '华东销售组', needchangepwd: 0, serial: '' });
    expect(user!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("names the first banner of the organisation's centre on phones, the one the centre then shows first", async () => {
    const { user, banner } = strictResponse.parse(await (await login('learner01')).json());
    const centre = await fetch(`${server.url}/api/trainning/v3/center?platform=mobile`, { headers: { token: user[0]!.token } });
    const { banners } = (await centre.json()) as { banners: { image: string }[] };
    expect(banners.length).toBeGreaterThan(0);
    expect(banner).toBe(banners[0]!.image);
  });

  it('accepts a JSON body too and marks the roles of the demo administrators', async () => {
    const roles = { superadmin: [100, 0, ''], owner01: [0, 1, ''], admin01: [0, 0, 'home,trainmanagement-train,questionbank'] };
    for (const [account, [isadmin, orgowner, funcs]] of Object.entries(roles)) {
      const sealed = await sealPassword(server.fetch, PASSWORD);
      const response = await server.fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account, ...sealed }),
      });
      expect(strictResponse.parse(await response.json()).user[0]).toMatchObject({ account, isadmin, orgowner, funcs });
    }
  });

  it('refuses a plaintext password: it does not open under the key', async () => {
    const { randomkey } = await sealPassword(server.fetch, PASSWORD);
    const response = await server.fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'learner01', password: PASSWORD, randomkey }),
    });
    expect(await failure(response)).toMatchObject({ errcode: 40004, errmsg: '登录密钥已失效，请重试' });
  });

  it('uses a key once: the second login with it is refused', async () => {
    const key = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    expect((await postPasswordLogin(server.fetch, { account: 'learner02', password: PASSWORD, randomkey: key })).status).toBe(200);
    const again = await postPasswordLogin(server.fetch, { account: 'learner02', password: PASSWORD, randomkey: key });
    expect((await failure(again)).errcode).toBe(40004);
  });

  it('refuses an expired key, an unknown key and a key of someone else', async () => {
    const key = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    clock.advance(301);
    const expired = await postPasswordLogin(server.fetch, { account: 'learner02', password: PASSWORD, randomkey: key });
    expect((await failure(expired)).errcode).toBe(40004);

    const unknown = await postPasswordLogin(server.fetch, { account: 'learner02', password: PASSWORD, randomkey: { randomkey: 'no-such-key', key: key.key } });
    expect((await failure(unknown)).errcode).toBe(40004);

    // Sealed under key A but presented with key B: the key id is bound into the ciphertext.
    const a = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    const b = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json());
    const sealed = encryptPassword(PASSWORD, a.randomkey, a.key, new Uint8Array(12));
    const swapped = await server.fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'learner02', password: sealed, randomkey: b.randomkey }),
    });
    expect((await failure(swapped)).errcode).toBe(40004);
  });

  it('refuses a tampered ciphertext', async () => {
    const sealed = await sealPassword(server.fetch, PASSWORD);
    const bytes = Buffer.from(sealed.password, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    const response = await server.fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'learner02', randomkey: sealed.randomkey, password: bytes.toString('base64url') }),
    });
    expect((await failure(response)).errcode).toBe(40004);
  });

  it('answers a wrong password and an unknown account alike, translated', async () => {
    const wrong = await login('learner01', 'Wrong@2026');
    const unknown = await login('nobody-here', 'Wrong@2026');
    expect(wrong.status).toBe(400);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(apiFailureSchema.parse(a)).toMatchObject({ errcode: 40003, errmsg: '账号或密码错误' });
    const en = await login('learner01', 'nope', { 'Accept-Language': 'en' });
    expect((await failure(en)).errmsg).toBe('Wrong account or password');
  });

  it('validates the form with the shared rules, in the caller language', async () => {
    const short = await server.fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'zh-TW' },
      body: new URLSearchParams({ account: 'abc', password: 'x', randomkey: 'k' }).toString(),
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { detail: string[] }).detail).toEqual(['帳號長度為6到50個字元']);
    const missing = await server.fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(((await missing.json()) as { detail: string[] }).detail).toEqual(['请先输入账号', '请输入密码', 'randomkey: 此项为必填项']);
  });

  it('refuses an expired account (9998), a disabled one (9999) and one pending review', async () => {
    const expired = await createUser(server.database.db, { validUntil: new Date(Date.now() - 86_400_000) });
    const expiredResponse = await login(expired.account);
    expect(expiredResponse.status).toBe(401);
    expect(await failure(expiredResponse)).toEqual({ successed: false, errcode: 9998, errmsg: '账号已过有效期，请联系管理员' });

    const disabled = await createUser(server.database.db, { disabled: 1 });
    expect((await failure(await login(disabled.account))).errcode).toBe(9999);

    const pending = await createUser(server.database.db, { reviewStatus: 'pending' });
    const pendingResponse = await login(pending.account);
    expect(pendingResponse.status).toBe(403);
    expect(await failure(pendingResponse)).toEqual({ successed: false, errcode: 40321, errmsg: '账号审核中，审核通过后将以短信通知您' });

    await updateUserAccess(server.database.db, pending.orgId, pending.id, { reviewStatus: 'approved' });
    expect((await login(pending.account)).status).toBe(200);
  });

  it('accepts an account whose validity is still in the future', async () => {
    const user = await createUser(server.database.db, { validUntil: new Date(Date.now() + 86_400_000) });
    expect((await login(user.account)).status).toBe(200);
  });
});
