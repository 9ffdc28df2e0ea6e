import { apiFailureSchema, captchaServiceResponseSchema, randomCodeResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { createUser, randomMobile } from '../../../test/factories.js';
import { startFakeTencentCaptcha, tencentCaptchaEnv, type FakeTencentCaptcha } from '../../../test/fakes/tencentCaptcha.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { PASSWORD_GUESSING, SMS_CODE } from '../policy.js';

/**
 * A hosted deployment with Tencent Captcha (docs/providers.md "Captcha"): the captcha a sign-in or a
 * repeated SMS code asks for is Tencent's, its ticket verified by the real client against a fake
 * Tencent Cloud endpoint that checks the signature.
 */

const PASSWORD = 'Peilian@2026';
const WRONG = 'Wrong@2026';

let fake: FakeTencentCaptcha;
let server: TestServer;
const clock = new ManualClock();
beforeAll(async () => {
  fake = await startFakeTencentCaptcha();
  server = await startTestServer({ clock, env: { ...tencentCaptchaEnv(fake), TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function signIn(account: string, password: string, from: string, solved?: { ticket: string; randstr: string }, language = 'en') {
  const headers = { 'X-Forwarded-For': from, 'Accept-Language': language };
  const response = await postPasswordLogin(server.fetch, { account, password, headers, fields: solved ?? {} });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, errcode: response.status === 200 ? 0 : apiFailureSchema.parse(body).errcode, body };
}

describe('Tencent Captcha in the hosted edition', () => {
  it('is what the login page is told to load', async () => {
    const tencent = { appid: fake.appId, script: `${fake.url}/TCaptcha.js` };
    const service = captchaServiceResponseSchema.parse(await (await server.fetch('/api/login/verifyservice')).json());
    expect(service).toEqual({ successed: true, captcha: false, type: 'none', tencent });
    expect(randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode')).json()).tencent).toEqual(tencent);
  });

  it("lets a sign-in the account's failures hold in with a ticket Tencent confirms, and refuses others", async () => {
    const user = await createUser(server.database.db);
    const from = '198.51.100.80';
    for (let attempt = 1; attempt <= PASSWORD_GUESSING.accountCaptchaAfter; attempt += 1) expect((await signIn(user.account, WRONG, from)).errcode).toBe(40003);
    expect((await signIn(user.account, PASSWORD, from)).errcode).toBe(40020);
    // A refused ticket is said in the words of Tencent's check, not the picture's (40005 图形验证码错误).
    const madeUp = { ticket: 'made-up', randstr: '@abc' };
    expect((await signIn(user.account, PASSWORD, from, madeUp)).body).toEqual({
      successed: false,
      errcode: 40023,
      errmsg: 'The security check did not pass; please try it again',
    });
    expect((await signIn(user.account, PASSWORD, from, madeUp, 'zh-CN')).body.errmsg).toBe('安全验证未通过，请重新验证');
    expect((await signIn(user.account, PASSWORD, from, madeUp, 'zh-TW')).body.errmsg).toBe('安全驗證未通過，請重新驗證');
    const failing = await signIn(user.account, PASSWORD, from, { ticket: fake.failingTicket, randstr: '@abc' });
    expect(failing).toMatchObject({ status: 502, body: { errcode: 50222, errmsg: 'The captcha service is unavailable; please try again shortly' } });

    const solved = fake.issue();
    expect((await signIn(user.account, PASSWORD, from, solved)).status).toBe(200);
    expect(fake.checks.at(-1)).toEqual({ ...solved, userIp: from });
    // A ticket is good once.
    expect((await signIn(user.account, PASSWORD, from, solved)).errcode).toBe(40023);
  });

  it('takes a ticket for a repeated SMS code', async () => {
    const mobile = randomMobile();
    const headers = { 'X-Forwarded-For': '198.51.100.81' };
    const send = (query: Record<string, string> = {}) =>
      server.fetch(`/api/trainning/user/verifycode?${new URLSearchParams({ mobile, ...query })}`, { headers });
    for (let sent = 1; sent <= SMS_CODE.captchaAfterPerMobile; sent += 1) {
      expect((await send()).status).toBe(200);
      clock.advance(SMS_CODE.resendS + 1);
    }
    expect(apiFailureSchema.parse(await (await send()).json()).errcode).toBe(40022);
    expect((await send(fake.issue())).status).toBe(200);
  });
});
