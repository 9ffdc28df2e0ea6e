import { apiFailureSchema, sessionUserResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, wechatLinks } from '../../db/schema/index.js';
import { randomMobile } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from '../../../test/fakes/wechat.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { lastSmsCode, postJson } from '../../../test/identityClient.js';
import { adminCaller } from '../../../test/peopleClient.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());

let wechat: FakeWechat;
let server: TestServer;
const clock = new ManualClock(new Date('2026-05-20T02:00:00Z'));
beforeAll(async () => {
  wechat = await startFakeWechat({ apps: { 'wx-web': 'web-secret', 'wx-mini': 'mini-secret' } });
  server = await startTestServer({ clock, env: fakeWechatEnv(wechat.url) });
});
afterAll(async () => {
  await server?.close();
  await wechat?.close();
});
// Registrations are budgeted per IP per hour; every test starts a fresh hour.
beforeEach(() => clock.advance(3601));

async function registrationCode(mobile: string): Promise<string> {
  expect((await server.fetch(`/api/wechat/mini/user/register/verifycode?mobile=${mobile}`)).status).toBe(200);
  return (await lastSmsCode(server.config.dataDir, mobile))!;
}

const form = (mobile: string, code: string, extra: Record<string, unknown>) => ({
  mobile,
  code,
  name: '微信注册',
  workunit: '某某汽车销售服务有限公司',
  workno: '销售顾问',
  ...extra,
});
const register = (body: Record<string, unknown>) => postJson(server.fetch, '/api/wechat/mini/user/register', body);

async function linkOf(mobile: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.account, mobile));
  if (!row) return { user: undefined, link: undefined };
  const [link] = await server.database.db.select().from(wechatLinks).where(eq(wechatLinks.userId, row.id));
  return { user: row, link };
}

describe('the WeChat code of /wxcall/register', () => {
  it('is exchanged with WeChat and its openid and unionid linked; once approved, that WeChat signs in', async () => {
    const mobile = randomMobile();
    wechat.register('reg-once-1', { openid: 'web-reg-1', unionid: 'union-reg-1' });
    const response = await register(form(mobile, await registrationCode(mobile), { wxcode: 'reg-once-1', miniopenid: 'mini-reg-1' }));
    expect(await response.json()).toEqual({ successed: true });
    const exchange = wechat.calls.filter((call) => call.query.code === 'reg-once-1');
    expect(exchange).toEqual([
      { path: '/sns/oauth2/access_token', query: { appid: 'wx-web', secret: 'web-secret', code: 'reg-once-1', grant_type: 'authorization_code' } },
    ]);
    const { user, link } = await linkOf(mobile);
    expect(link).toMatchObject({ openid: 'web-reg-1', unionid: 'union-reg-1', miniopenid: 'mini-reg-1' });

    // Pending review: WeChat finds the account but it may not sign in yet.
    expect((await failure(await postJson(server.fetch, '/api/login/wechat', { code: 'code-web-reg-1' }))).errcode).toBe(40321);
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    expect((await owner('POST', `/api/admin/organization/user/${user!.id}/approve`)).status).toBe(200);
    const signedIn = await postJson(server.fetch, '/api/login/wechat', { code: 'code-web-reg-1' });
    expect(sessionUserResponseSchema.parse(await signedIn.json()).user[0]!.id).toBe(user!.id);
  });

  it('never links a wxopenid the client asserts', async () => {
    const mobile = randomMobile();
    expect((await register(form(mobile, await registrationCode(mobile), { wxopenid: 'someone-else' }))).status).toBe(200);
    const { user, link } = await linkOf(mobile);
    expect(user).toBeDefined();
    expect(link).toBeUndefined();
  });

  it('refuses a code WeChat rejects, changing nothing; the SMS code then serves a retry', async () => {
    const mobile = randomMobile();
    const code = await registrationCode(mobile);
    const refused = await register(form(mobile, code, { wxcode: 'fail-expired' }));
    expect(refused.status).toBe(502);
    expect(await failure(refused)).toEqual({ successed: false, errcode: 50202, errmsg: '微信授权失败，请重试' });
    expect((await linkOf(mobile)).user).toBeUndefined();

    expect((await register(form(mobile, code, { wxcode: 'code-web-reg-retry' }))).status).toBe(200);
    expect((await linkOf(mobile)).link).toMatchObject({ openid: 'web-reg-retry', miniopenid: null });
  });

  it('checks the form before spending the WeChat code', async () => {
    const mobile = randomMobile();
    const before = wechat.calls.length;
    const wrongCode = await register(form(mobile, '000000', { wxcode: 'code-never-used' }));
    expect((await failure(wrongCode)).errcode).toBe(40006);
    const tooLong = await register(form(mobile, '123456', { wxcode: 'x'.repeat(257) }));
    expect((await failure(tooLong)).errcode).toBe(40002);
    expect(wechat.calls.length).toBe(before);
  });
});
