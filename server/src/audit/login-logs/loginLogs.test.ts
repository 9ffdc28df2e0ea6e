import { ERRORS, loginLogListResponseSchema, type LoginLogRow } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRateEvent } from '../../data/rateEvents.js';
import { upsertWechatLink } from '../../data/wechat.js';
import { createLogger } from '../../logger.js';
import { loginLogs, type UserRow } from '../../db/schema/index.js';
import { createOrganisation, createUser, randomMobile } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from '../../../test/fakes/wechat.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { readWorkbook } from '../../../test/importClient.js';
import { lastSmsCode, postJson, postPasswordLogin, sealPassword } from '../../../test/identityClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { CAPTCHA_DEMAND_LOG_S, PASSWORD_GUESSING } from '../../identity/index.js';
import { createLogPurgeJob } from './purgeJob.js';

const PASSWORD = 'Peilian@2026';
const LEARNERS = '/api/admin/log/login';
const ADMINS = '/api/admin/log/adminlogin';
const RETENTION = '/api/admin/system/setting/logretention';
const DEVICE = { browser: 'Chrome 131', os: 'Windows 10' };

let wechat: FakeWechat;
let server: TestServer;
let top: ReturnType<typeof adminCaller>;
let topToken: string;
const clock = new ManualClock();

beforeAll(async () => {
  wechat = await startFakeWechat({ apps: { 'wx-web': 'web-secret', 'wx-mini': 'mini-secret' } });
  server = await startTestServer({ clock, env: { PUBLIC_URL: 'https://peilian.example.com', ...fakeWechatEnv(wechat.url) } });
  topToken = await server.login('superadmin');
  top = adminCaller(server.fetch, topToken);
});
afterAll(async () => {
  await server?.close();
  await wechat?.close();
});

/** The learner sign-ins (or the administrators', `path`) the top administrator lists for `query`. */
async function listed(query: Record<string, string>, path = LEARNERS): Promise<{ rows: LoginLogRow[]; total: number }> {
  const answer = await top('GET', `${path}?${new URLSearchParams(query).toString()}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return loginLogListResponseSchema.parse(answer.body);
}

const rowsOf = async (user: UserRow, path = LEARNERS) => (await listed({ keyword: user.account, rows: '50' }, path)).rows;

const login = (account: string, password = PASSWORD) => postPasswordLogin(server.fetch, { account, password, headers: DEVICE });

describe('what a sign-in records', () => {
  it('records a wrong password and a success of the account tab, one row each, newest first', async () => {
    const user = await createUser(server.database.db, { name: '日志学员甲' });
    expect((await login(user.account, 'wrong-Password1')).status).toBe(400);
    clock.advance(1);
    expect((await login(user.account)).status).toBe(200);
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      account: user.account,
      name: '日志学员甲',
      method: 'password',
      result: 'success',
      errcode: null,
      reason: '',
      device: 'Chrome 131 Windows 10',
      client: 'pc',
    });
    expect(rows[1]).toMatchObject({ method: 'password', result: 'failure', errcode: ERRORS['errors.wrongCredentials'].errcode, reason: '账号或密码错误' });
    expect(rows[0]!.ip).not.toBe('');
    expect(Date.parse(rows[0]!.time)).toBeGreaterThan(Date.parse(rows[1]!.time));
  });

  it('records the captcha the account must answer after repeated failures, with its reason', async () => {
    const user = await createUser(server.database.db);
    for (let failure = 0; failure < 3; failure += 1) {
      expect((await login(user.account, 'wrong-Password1')).status).toBe(400);
      clock.advance(1);
    }
    const refused = await login(user.account);
    const captcha = ERRORS['errors.captchaRequired'].errcode;
    const wrong = ERRORS['errors.wrongCredentials'].errcode;
    expect(((await refused.json()) as { errcode: number }).errcode).toBe(captcha);
    const rows = await rowsOf(user);
    expect(rows.map((row) => row.errcode)).toEqual([captcha, wrong, wrong, wrong]);
    expect(rows[0]!.reason).toBe('登录失败次数较多，请输入图形验证码后再登录');
  });

  it('writes at most one captcha demand per address and minute: demands cost the asker no password work', async () => {
    clock.advance(CAPTCHA_DEMAND_LOG_S);
    const user = await createUser(server.database.db);
    const other = await createUser(server.database.db);
    for (const who of [user, other]) {
      for (let failure = 0; failure < PASSWORD_GUESSING.accountCaptchaAfter; failure += 1) {
        await recordRateEvent(server.database.db, 'login-failure:account', who.account, clock.now());
      }
    }
    const captcha = ERRORS['errors.captchaRequired'].errcode;
    const demanded = async (account: string) => ((await (await login(account)).json()) as { errcode: number }).errcode;
    for (let demand = 0; demand < 5; demand += 1) expect(await demanded(user.account)).toBe(captcha);
    expect(await demanded(other.account)).toBe(captcha);
    expect((await rowsOf(user)).map((row) => row.errcode)).toEqual([captcha]);
    expect(await rowsOf(other)).toEqual([]);
    clock.advance(CAPTCHA_DEMAND_LOG_S);
    expect(await demanded(other.account)).toBe(captcha);
    expect((await rowsOf(other)).map((row) => row.errcode)).toEqual([captcha]);
  });

  it('falls back to the user agent for the device and records the mini-program as the client', async () => {
    const user = await createUser(server.database.db);
    const response = await postPasswordLogin(server.fetch, {
      account: user.account,
      password: PASSWORD,
      headers: { 'User-Agent': 'TestAgent/1.0', from: 'mini' },
    });
    expect(response.status).toBe(200);
    expect((await rowsOf(user))[0]).toMatchObject({ device: 'TestAgent/1.0', client: 'mini' });
  });

  it('records a disabled account refused at the right password', async () => {
    const user = await createUser(server.database.db, { disabled: 1 });
    expect((await login(user.account)).status).not.toBe(200);
    expect((await rowsOf(user))[0]).toMatchObject({ result: 'failure', errcode: 9999 });
  });

  it('records SMS sign-ins, a wrong code and the right one', async () => {
    const mobile = randomMobile();
    const user = await createUser(server.database.db, { mobile });
    expect((await server.fetch(`/api/trainning/user/verifycode?mobile=${mobile}`)).status).toBe(200);
    const code = (await lastSmsCode(server.config.dataDir, mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await postJson(server.fetch, '/api/login/mobile', { mobile, code: wrong })).status).toBe(400);
    clock.advance(1);
    expect((await postJson(server.fetch, '/api/login/mobile', { mobile, code })).status).toBe(200);
    const rows = await rowsOf(user);
    expect(rows.map((row) => [row.method, row.result, row.account])).toEqual([
      ['mobile', 'success', mobile],
      ['mobile', 'failure', mobile],
    ]);
  });

  it('records WeChat sign-ins of the browser and the mini-program under the user account', async () => {
    const user = await createUser(server.database.db);
    await upsertWechatLink(server.database.db, user.orgId, user.id, { openid: `web-${user.id}`, miniopenid: `mini-${user.id}` }, clock.now());
    expect((await postJson(server.fetch, '/api/login/wechat', { code: `code-web-${user.id}` })).status).toBe(200);
    clock.advance(1);
    expect((await postJson(server.fetch, '/api/login/wechat/mini', { code: `code-mini-${user.id}` }, { from: 'mini' })).status).toBe(200);
    const rows = await rowsOf(user);
    expect(rows.map((row) => [row.method, row.result, row.account, row.client])).toEqual([
      ['wechat-mini', 'success', user.account, 'mini'],
      ['wechat', 'success', user.account, 'pc'],
    ]);
  });

  it('records the QR sign-in at the poll that starts the session, and not the phone confirming it', async () => {
    const user = await createUser(server.database.db);
    await upsertWechatLink(server.database.db, user.orgId, user.id, { openid: `qr-${user.id}` }, clock.now());
    const { ticket } = (await (await server.fetch('/api/login/wxqrcode')).json()) as { ticket: string };
    expect((await postJson(server.fetch, '/api/login/wechat', { code: `code-qr-${user.id}`, state: ticket })).status).toBe(200);
    expect(await rowsOf(user)).toHaveLength(0);
    const polled = (await (await server.fetch(`/api/login/wxqrcode/${ticket}`)).json()) as { status: string };
    expect(polled.status).toBe('confirmed');
    expect((await rowsOf(user)).map((row) => [row.method, row.result])).toEqual([['wechat-qr', 'success']]);
  });

  it('records the forced change refused at sign-in, then the sign-in of the change', async () => {
    const user = await createUser(server.database.db, { needChangePassword: 1 });
    const refused = await login(user.account);
    expect(refused.status).toBe(403);
    const { serial } = (await refused.json()) as { serial: string };
    clock.advance(1);
    const sealed = await sealPassword(server.fetch, 'Changed@2026');
    const changed = await server.fetch('/api/forcechangepassword', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ serial, ...sealed }).toString(),
    });
    expect(changed.status).toBe(200);
    const rows = await rowsOf(user);
    expect(rows.map((row) => [row.method, row.result])).toEqual([
      ['password-change', 'success'],
      ['password', 'failure'],
    ]);
    expect(rows[1]!.errcode).toBe(ERRORS['errors.passwordChangeRequired'].errcode);
  });

  it("records an administrator's authorisation code redeemed", async () => {
    const user = await createUser(server.database.db);
    const issued = await top('POST', '/api/admin/organization/authcode', { userid: user.id });
    const { authcode } = issued.body as { authcode: string };
    expect((await postJson(server.fetch, '/api/checkauthcode', { authcode, userid: user.id })).status).toBe(200);
    expect((await rowsOf(user)).map((row) => [row.method, row.result])).toEqual([['authcode', 'success']]);
  });

  it('lists and keeps nothing for an account that matches nobody, in any organisation', async () => {
    const account = `nobody_${Date.now()}`;
    expect((await login(account)).status).toBe(400);
    expect((await listed({ keyword: account })).total).toBe(0);
    const written = await server.database.db.select().from(loginLogs).where(eq(loginLogs.account, account));
    expect(written).toEqual([]);
  });
});

describe('the two lists', () => {
  it("lists administrators' sign-ins apart from learners'", async () => {
    const admin = await createUser(server.database.db, { funcs: 'loglogin' });
    expect((await login(admin.account)).status).toBe(200);
    expect(await rowsOf(admin)).toHaveLength(0);
    expect((await rowsOf(admin, ADMINS)).map((row) => row.result)).toEqual(['success']);
  });

  it('filters by keyword (account or name), method, result and the days of the organisation', async () => {
    const user = await createUser(server.database.db, { name: `筛选学员${Date.now()}` });
    expect((await login(user.account, 'wrong-Password1')).status).toBe(400);
    clock.advance(1);
    expect((await login(user.account)).status).toBe(200);
    expect((await listed({ keyword: user.name })).total).toBe(2);
    expect((await listed({ keyword: user.account, result: 'failure' })).rows.map((row) => row.result)).toEqual(['failure']);
    expect((await listed({ keyword: user.account, result: 'success', method: 'password' })).total).toBe(1);
    expect((await listed({ keyword: user.account, method: 'mobile' })).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(clock.now());
    expect((await listed({ keyword: user.account, start: today, end: today })).total).toBe(2);
    expect((await listed({ keyword: user.account, start: '2020-01-01', end: '2020-01-31' })).total).toBe(0);
    const paged = await listed({ keyword: user.account, rows: '30', page: '2' });
    expect(paged).toEqual({ successed: true, rows: [], total: 2 });
  });

  it('exports the filtered rows with readable cells', async () => {
    const user = await createUser(server.database.db, { name: '导出学员' });
    expect((await login(user.account, 'wrong-Password1')).status).toBe(400);
    const response = await server.fetch(`${LEARNERS}/export?keyword=${user.account}`, { headers: { token: topToken } });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('学员登录日志.xlsx')}`);
    const [header, ...body] = await readWorkbook(await response.arrayBuffer());
    expect(header).toEqual(['登录时间', '账号', '姓名', '登录方式', '结果', '原因', 'IP 地址', '设备', '客户端']);
    expect(body).toHaveLength(1);
    expect(body[0]!.slice(1, 6)).toEqual([user.account, '导出学员', '账号密码', '失败', '账号或密码错误']);
    expect(body[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body[0]![8]).toBe('网页');
  });

  it("never shows another organisation's sign-ins", async () => {
    const other = await createOrganisation(server.database.db);
    const stranger = await createUser(server.database.db, { orgId: other.id });
    expect((await login(stranger.account)).status).toBe(200);
    expect((await server.database.db.select().from(loginLogs).where(eq(loginLogs.userId, stranger.id))).length).toBe(1);
    expect(await rowsOf(stranger)).toHaveLength(0);
  });

  it('refuses a learner (403) and a bad query with a translated message (400)', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', LEARNERS)).status).toBe(403);
    expect((await learner('GET', ADMINS)).status).toBe(403);
    const bad = await top('GET', `${LEARNERS}?method=fax&result=maybe&start=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(expect.arrayContaining(['登录方式无效', '登录结果无效', '日期格式应为 yyyy-MM-dd']));
    const reversed = await top('GET', `${LEARNERS}?start=2026-02-01&end=2026-01-01`, undefined, 'en');
    expect(reversed).toMatchObject({ status: 400, body: { detail: ['The start date cannot be after the end date'] } });
  });
});

describe('retention', () => {
  it('is 180 days unless set, 30–3650, and needs the settings right', async () => {
    expect((await top('GET', RETENTION)).body).toEqual({ successed: true, days: 180 });
    expect(await top('PUT', RETENTION, { days: 29 })).toMatchObject({ status: 400, body: { detail: ['保留天数应为 30–3650 的整数'] } });
    expect(await top('PUT', RETENTION, { days: 3651 })).toMatchObject({ status: 400 });
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('PUT', RETENTION, { days: 60 })).status).toBe(403);
    expect((await top('GET', RETENTION)).body).toEqual({ successed: true, days: 180 });
  });

  it('is changed only with every log function besides the settings right: without one it is read, and a change is refused with nothing written', async () => {
    const administrator = async (funcs: string) => adminCaller(server.fetch, await server.login((await createUser(server.database.db, { funcs })).account));
    const withoutOperations = await administrator('adminsetting,loglogin,logadminlogin');
    expect((await withoutOperations('GET', RETENTION)).body).toEqual({ successed: true, days: 180 });
    expect(await withoutOperations('PUT', RETENTION, { days: 30 })).toEqual({
      status: 403,
      body: { successed: false, errcode: 40372, errmsg: '修改日志保留天数需要同时拥有学员登录日志、管理员登录日志和操作日志的权限' },
    });
    expect((await (await administrator('adminsetting'))('PUT', RETENTION, { days: 30 }, 'en')).body).toMatchObject({
      errmsg: 'Changing how long logs are kept needs the learner sign-in, admin sign-in and operation log rights',
    });
    expect((await top('GET', RETENTION)).body).toEqual({ successed: true, days: 180 });
    const everyLog = await administrator('adminsetting,loglogin,logadminlogin,logoperation');
    expect(await everyLog('PUT', RETENTION, { days: 200 })).toMatchObject({ status: 200, body: { days: 200 } });
    expect(await everyLog('PUT', RETENTION, { days: 180 })).toMatchObject({ status: 200, body: { days: 180 } });
  });

  it("the purge job deletes each organisation's rows older than its retention, once per interval", async () => {
    const user = await createUser(server.database.db);
    const other = await createOrganisation(server.database.db);
    const stranger = await createUser(server.database.db, { orgId: other.id });
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now - days * 86_400_000);
    const row = (who: UserRow, days: number) => ({
      orgId: who.orgId,
      userId: who.id,
      account: who.account,
      method: 'password' as const,
      success: 1,
      at: at(days),
    });
    await server.database.db.insert(loginLogs).values([row(user, 40), row(user, 20), row(stranger, 40), row(stranger, 200)]);
    expect(await top('PUT', RETENTION, { days: 30 })).toMatchObject({ status: 200, body: { days: 30 } });
    try {
      const job = createLogPurgeJob({ db: server.database.db, clock, logger: createLogger('silent'), intervalMs: 3_600_000, tickMs: 0 });
      const purged = await job.tick();
      expect(purged).toEqual(expect.arrayContaining([user.orgId, other.id]));
      const left = async (who: UserRow) => (await server.database.db.select().from(loginLogs).where(eq(loginLogs.userId, who.id))).length;
      expect(await left(user)).toBe(1);
      expect(await left(stranger)).toBe(1);
      expect(await job.tick()).toEqual([]);
      await job.stop();
    } finally {
      await top('PUT', RETENTION, { days: 180 });
    }
  });
});
