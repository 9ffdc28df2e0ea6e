import {
  apiFailureSchema,
  createTranslator,
  loginResponseSchema,
  randomCodeResponseSchema,
  sessionUserResponseSchema,
  smsCodeResponseSchema,
} from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisations, smsCodes } from '../../db/schema/index.js';
import { createOrganisation, createUser, randomMobile } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { lastSmsCode, postJson, readSmsOutbox, sealPassword } from '../../../test/identityClient.js';
import { SMS_CODE } from '../policy.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());

let server: TestServer;
// 10:00 in China: the daily caps count calendar days in UTC+8, so no test crosses midnight.
const clock = new ManualClock(new Date('2026-05-20T02:00:00Z'));
/** Every captcha this server draws reads this (the in-process server's test hook). */
const ANSWER = 'K7PX';
beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' }, captchaText: () => ANSWER });
});
afterAll(() => server?.close());
// A new hour for every test: the captcha thresholds count an hour per number and per address.
beforeEach(() => clock.advance(3601));

/** The query of a solved graphic captcha: a key, its image drawn, the answer. */
async function solvedCaptcha(headers: Record<string, string>): Promise<Record<string, string>> {
  const { randomkey } = randomCodeResponseSchema.parse(await (await server.fetch('/api/login/randomcode', { headers })).json());
  expect((await server.fetch(`/api/login/verifycode?randomkey=${randomkey}`, { headers })).status).toBe(200);
  return { randomkey, randomcode: ANSWER.toLowerCase() };
}

/** Asks a login code as a client does, from the address given (default 127.0.0.1), with a solved captcha when told. */
async function sendCode(mobile: string, headers: Record<string, string> = {}, { captcha = false } = {}) {
  const query = new URLSearchParams({ mobile, ...(captcha ? await solvedCaptcha(headers) : {}) });
  return server.fetch(`/api/trainning/user/verifycode?${query}`, { headers });
}
const mobileLogin = (body: Record<string, string>, headers: Record<string, string> = {}) => postJson(server.fetch, '/api/login/mobile', body, headers);

async function codeFor(mobile: string): Promise<string> {
  const response = await sendCode(mobile);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(smsCodeResponseSchema.strict().parse(await response.json())).toEqual({ successed: true, resendIn: 60 });
  const code = await lastSmsCode(server.config.dataDir, mobile);
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

describe('SMS login', () => {
  it('sends a 6-digit code to the outbox and signs in with it once', async () => {
    const code = await codeFor('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const [message] = (await readSmsOutbox(server.config.dataDir)).slice(-1);
    expect(message).toMatchObject({ mobile: '13800000001', purpose: 'login' });

    const response = await mobileLogin({ mobile: '13800000001', code });
    expect(response.status).toBe(200);
    expect(sessionUserResponseSchema.parse(await response.json()).user[0]).toMatchObject({ account: 'learner01' });

    const reused = await mobileLogin({ mobile: '13800000001', code });
    expect(await failure(reused)).toEqual({ successed: false, errcode: 40006, errmsg: '验证码错误或已过期' });
  });

  it('locks resending for 60 s per mobile, telling the seconds left', async () => {
    await codeFor('13800000002');
    const soon = await sendCode('13800000002');
    expect(soon.status).toBe(429);
    expect(await failure(soon)).toEqual({ successed: false, errcode: 42901, errmsg: '验证码已发送，请60秒后再试' });
    clock.advance(45);
    expect((await failure(await sendCode('13800000002', { 'Accept-Language': 'en' }))).errmsg).toMatch(/15/);
    clock.advance(15);
    expect((await sendCode('13800000002')).status).toBe(200);
  });

  it('answers an unknown mobile exactly like a known one, but sends nothing', async () => {
    const mobile = randomMobile();
    const before = (await readSmsOutbox(server.config.dataDir)).length;
    const response = await sendCode(mobile);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ successed: true, resendIn: 60 });
    expect(await readSmsOutbox(server.config.dataDir)).toHaveLength(before);
    expect((await failure(await sendCode(mobile))).errcode).toBe(42901);
    expect(await failure(await mobileLogin({ mobile, code: '123456' }))).toEqual({ successed: false, errcode: 40006, errmsg: '验证码错误或已过期' });
  });

  it('refuses a wrong code, and after 5 wrong guesses even the right one', async () => {
    const user = await createUser(server.database.db, { mobile: randomMobile() });
    const code = await codeFor(user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await failure(await mobileLogin({ mobile: user.mobile, code: wrong }))).errcode, `guess ${guess}`).toBe(40006);
    }
    expect((await failure(await mobileLogin({ mobile: user.mobile, code }))).errcode).toBe(40006);
  });

  it('refuses a code older than 5 minutes', async () => {
    const user = await createUser(server.database.db, { mobile: randomMobile() });
    const code = await codeFor(user.mobile);
    clock.advance(301);
    expect((await failure(await mobileLogin({ mobile: user.mobile, code }))).errcode).toBe(40006);
  });

  it('offers the chooser when the mobile belongs to users of several organisations, without using the code', async () => {
    const mobile = randomMobile();
    const here = await createUser(server.database.db, { mobile, name: '本企业' });
    const other = await createOrganisation(server.database.db);
    const there = await createUser(server.database.db, { mobile, name: '外企业', orgId: other.id });
    const code = await codeFor(mobile);

    const response = await mobileLogin({ mobile, code });
    const body = loginResponseSchema.parse(await response.json());
    expect('choose' in body && body.choose).toBe(true);
    expect(body.user).toEqual(
      expect.arrayContaining([
        { id: here.id, username: '本企业', avatar: '', orgname: '演示企业', departmentname: '' },
        { id: there.id, username: '外企业', avatar: '', orgname: other.name, departmentname: '' },
      ]),
    );
    const chosen = await mobileLogin({ mobile, code, userid: there.id });
    expect(sessionUserResponseSchema.parse(await chosen.json()).user[0]).toMatchObject({ id: there.id, orgid: other.id });
    expect((await failure(await mobileLogin({ mobile, code, userid: here.id }))).errcode).toBe(40006);
  });

  it('signs a user who must change the password in, with the serial for the change dialog', async () => {
    const user = await createUser(server.database.db, { mobile: randomMobile(), needChangePassword: 1 });
    const code = await codeFor(user.mobile);
    const [stored] = sessionUserResponseSchema.parse(await (await mobileLogin({ mobile: user.mobile, code })).json()).user;
    expect(stored).toMatchObject({ needchangepwd: 1, changdays: 0 });
    expect(stored!.serial).not.toBe('');
    const refreshed = await server.fetch('/api/trainning/user/logininfo', { headers: { token: stored!.token } });
    const [again] = sessionUserResponseSchema.parse(await refreshed.json()).user;
    expect(again).toMatchObject({ needchangepwd: 1 });
    expect(again!.serial).not.toBe(stored!.serial);
    const sealed = await sealPassword(server.fetch, 'Changed#2026');
    const changed = await postJson(server.fetch, '/api/forcechangepassword', { serial: stored!.serial, ...sealed });
    expect(sessionUserResponseSchema.parse(await changed.json()).user[0]!.needchangepwd).toBe(0);
    expect((await failure(await server.fetch('/api/trainning/user/logininfo', { headers: { token: stored!.token } }))).errcode).toBe(9100);
  });

  it('refuses a disabled user at the end of an SMS login', async () => {
    const user = await createUser(server.database.db, { mobile: randomMobile(), disabled: 1 });
    const code = await codeFor(user.mobile);
    expect((await failure(await mobileLogin({ mobile: user.mobile, code }))).errcode).toBe(9999);
  });

  it("refuses a login code for a user of an ended organisation with the organisation's message, writing and sending nothing", async () => {
    const { db } = server.database;
    const org = await createOrganisation(db, { settings: { timeZone: 'Asia/Shanghai' } });
    const expiresAt = new Date(clock.now().getTime() - 86_400_000);
    await db.update(organisations).set({ expiresAt }).where(eq(organisations.id, org.id));
    const user = await createUser(db, { orgId: org.id, mobile: randomMobile() });
    const outbox = (await readSmsOutbox(server.config.dataDir)).length;

    const refused = await sendCode(user.mobile);
    expect(refused.status).toBe(403);
    const lastDay = new Date(expiresAt.getTime() - 1).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect(await failure(refused)).toEqual({ successed: false, errcode: 40371, errmsg: `企业账号已于 ${lastDay} 到期，暂时无法登录，请联系服务商续费` });
    expect(await db.select().from(smsCodes).where(eq(smsCodes.mobile, user.mobile))).toEqual([]);
    expect(await readSmsOutbox(server.config.dataDir)).toHaveLength(outbox);

    // The same mobile in an organisation in use still signs in there.
    await createUser(db, { mobile: user.mobile });
    await expect(codeFor(user.mobile)).resolves.toMatch(/^\d{6}$/);
  });

  it('validates the mobile number in the caller language', async () => {
    const bad = await sendCode('12345', { 'Accept-Language': 'zh-TW' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string[] }).detail).toEqual([createTranslator('zh-TW')('validation.mobileFormat')]);
    const missing = await mobileLogin({ mobile: '13800000001' });
    expect((await failure(missing)).errcode).toBe(40002);
  });
});

describe('daily caps', () => {
  it("never let requests from one address use up a number's codes: its owner elsewhere gets one and signs in", async () => {
    clock.advance(86_400);
    const user = await createUser(server.database.db, { mobile: randomMobile() });
    const attacker = { 'X-Forwarded-For': '198.51.100.70' };
    for (let sent = 1; sent <= 10; sent += 1) {
      const captcha = sent > SMS_CODE.captchaAfterPerMobile;
      expect((await sendCode(user.mobile, attacker, { captcha })).status, `code ${sent}`).toBe(200);
      clock.advance(61);
    }
    const capped = await sendCode(user.mobile, attacker, { captcha: true });
    expect(capped.status).toBe(429);
    expect(await failure(capped)).toEqual({ successed: false, errcode: 42902, errmsg: '今日获取验证码次数已达上限' });

    // The owner, from their own address: the number had codes this hour, so the captcha first.
    const owner = { 'X-Forwarded-For': '192.0.2.70' };
    const asked = await sendCode(user.mobile, owner);
    expect(asked.status).toBe(400);
    expect(await failure(asked)).toEqual({ successed: false, errcode: 40022, errmsg: '请先完成验证，再获取短信验证码' });
    expect((await failure(await sendCode(user.mobile, { ...owner, 'Accept-Language': 'en' }))).errmsg).toBe('Complete the captcha to get another SMS code');
    const wrong = await server.fetch(`/api/trainning/user/verifycode?mobile=${user.mobile}&randomkey=unknown&randomcode=ZZZZ`, { headers: owner });
    expect((await failure(wrong)).errcode).toBe(40004);
    expect((await sendCode(user.mobile, owner, { captcha: true })).status).toBe(200);
    const code = await lastSmsCode(server.config.dataDir, user.mobile);
    const signedIn = await mobileLogin({ mobile: user.mobile, code: code! }, owner);
    expect(sessionUserResponseSchema.parse(await signedIn.json()).user[0]).toMatchObject({ id: user.id });
  });

  it('ask for the captcha from an address that asked five codes within the hour', async () => {
    const office = { 'X-Forwarded-For': '203.0.113.71' };
    for (let sent = 1; sent <= SMS_CODE.captchaAfterPerIp; sent += 1) expect((await sendCode(randomMobile(), office)).status, `code ${sent}`).toBe(200);
    expect((await failure(await sendCode(randomMobile(), office))).errcode).toBe(40022);
    expect((await sendCode(randomMobile(), office, { captcha: true })).status).toBe(200);
    clock.advance(SMS_CODE.captchaWindowS + 1);
    expect((await sendCode(randomMobile(), office)).status).toBe(200);
  });

  it('sends at most 50 codes a day from one IP', async () => {
    clock.advance(86_400);
    for (let sent = 1; sent <= 50; sent += 1) expect((await sendCode(randomMobile(), {}, { captcha: sent > 5 })).status, `code ${sent}`).toBe(200);
    expect((await failure(await sendCode(randomMobile(), {}, { captcha: true }))).errcode).toBe(42902);
  });
});
