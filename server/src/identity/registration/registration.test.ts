import { apiFailureSchema, changePasswordRequiredSchema, createTranslator, sessionUserResponseSchema, uploadResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisations, users, wechatLinks } from '../../db/schema/index.js';
import { decideRegistration } from '../../data/organisations.js';
import { updateUserAccess } from '../../data/users.js';
import { randomMobile } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { lastSmsCode, postJson, postPasswordLogin, readSmsOutbox, sealPassword } from '../../../test/identityClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());
const detail = async (response: Response) => ((await response.json()) as { detail?: string[] }).detail;
const zh = createTranslator('zh-CN');
const en = createTranslator('en');

let server: TestServer;
const clock = new ManualClock(new Date('2026-05-20T02:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());
// Registrations are budgeted per IP per hour; every test starts a fresh hour.
beforeEach(() => clock.advance(3601));

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

async function uploadedLogo(): Promise<string> {
  return uploadResponseSchema.parse(await (await uploadFile(server.fetch, PNG_BYTES)).json()).path;
}

async function register(fields: Record<string, unknown>, password = 'Owner@2026', headers: Record<string, string> = {}) {
  const sealed = await sealPassword(server.fetch, password);
  fields = { contact: '联系人', mobile: randomMobile(), ...fields };
  return server.fetch('/api/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), ...sealed }).toString(),
  });
}

describe('POST /api/register (enterprise)', () => {
  it('creates the organisation, its root department and the owner, who signs in once the provider approved it', async () => {
    const orgname = unique('新企业');
    const account = unique('owner_');
    const mobile = randomMobile();
    const response = await register({ orgname, business: 2, logo: await uploadedLogo(), contact: '周强', mobile, account });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ successed: true });
    const [org] = await server.database.db.select().from(organisations).where(eq(organisations.name, orgname));
    expect(org).toMatchObject({ reviewStatus: 'pending', contactName: '周强', contactMobile: mobile });
    expect(((await (await postPasswordLogin(server.fetch, { account, password: 'Owner@2026' })).json()) as { errcode: number }).errcode).toBe(40324);

    // The review itself: src/organisation/registration-review/review.test.ts.
    await decideRegistration(server.database.db, org!.id, { status: 'approved', reason: '', at: new Date() });
    const login = await postPasswordLogin(server.fetch, { account, password: 'Owner@2026' });
    const [owner] = sessionUserResponseSchema.parse(await login.json()).user;
    expect(owner).toMatchObject({ account, orgname, departmentname: orgname, orgowner: 1, needchangepwd: 0, name: '周强', mobile });
    expect((await server.fetch('/api/admin/system/version', { headers: { token: owner!.token } })).status).toBe(200);
  });

  it('refuses a taken account and a taken organisation name', async () => {
    const logo = await uploadedLogo();
    const taken = await register({ orgname: unique('企业'), business: 1, logo, account: 'learner01' });
    expect(taken.status).toBe(409);
    expect(await failure(taken)).toEqual({ successed: false, errcode: 40900, errmsg: '账号已存在' });
    const name = await register({ orgname: '演示企业', business: 1, logo, account: unique('acct_') });
    expect(await failure(name)).toEqual({ successed: false, errcode: 40901, errmsg: '企业名称已存在' });
  });

  it('applies the registration password rule (6–16) to the decrypted password, in the caller language', async () => {
    const logo = await uploadedLogo();
    const short = await register({ orgname: unique('企业'), business: 1, logo, account: unique('acct_') }, '12345', { 'Accept-Language': 'en' });
    expect(await detail(short)).toEqual([en('validation.passwordLength', { min: 6, max: 16 })]);
    const long = await register({ orgname: unique('企业'), business: 1, logo, account: unique('acct_') }, 'x'.repeat(17));
    expect(await detail(long)).toEqual([zh('validation.passwordLength', { min: 6, max: 16 })]);
    expect((await register({ orgname: unique('企业'), business: 1, logo, account: unique('acct_') }, '123456')).status).toBe(200);
  });

  it('checks every field of the form', async () => {
    const logo = await uploadedLogo();
    const base = { orgname: unique('企业'), business: 1, logo, account: unique('acct_') };
    expect(await detail(await register({ ...base, orgname: ' ' }))).toEqual([zh('validation.required')]);
    expect(await detail(await register({ ...base, orgname: '企'.repeat(31) }))).toEqual([zh('validation.tooLong', { max: 30 })]);
    expect(await detail(await register({ ...base, account: 'abc' }))).toEqual([zh('validation.accountLength', { min: 6, max: 50 })]);
    expect(await detail(await register({ ...base, contact: ' ' }))).toEqual([zh('validation.required')]);
    expect(await detail(await register({ ...base, contact: '名'.repeat(21) }))).toEqual([zh('validation.tooLong', { max: 20 })]);
    expect(await detail(await register({ ...base, mobile: '1380000' }))).toEqual([zh('validation.mobileFormat')]);
    expect(await detail(await register({ ...base, logo: '' }))).toEqual([zh('validation.logoRequired')]);
    expect(await detail(await register({ ...base, logo: '/files/orgless/logo/20260520/missing.png' }))).toEqual([zh('validation.logoRequired')]);
    expect(await detail(await register({ ...base, logo: 'https://evil.example/x.png' }))).toEqual([zh('validation.logoRequired')]);
    expect((await failure(await register({ ...base, business: 'retail' }))).errcode).toBe(40002);
  });

  it('needs a fresh key: a used or unknown one is refused', async () => {
    const sealed = await sealPassword(server.fetch, 'Owner@2026');
    const fields = {
      orgname: unique('企业'),
      business: '1',
      logo: await uploadedLogo(),
      contact: '联系人',
      mobile: randomMobile(),
      account: unique('acct_'),
      ...sealed,
    };
    const post = () => postJson(server.fetch, '/api/register', fields);
    expect((await post()).status).toBe(200);
    expect((await failure(await post())).errcode).toBe(40004);
  });

  it('allows 10 registration attempts per IP an hour', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) await postJson(server.fetch, '/api/register', {});
    expect((await failure(await postJson(server.fetch, '/api/register', {}))).errcode).toBe(42900);
  });
});

async function registrationCode(mobile: string): Promise<string> {
  const response = await server.fetch(`/api/wechat/mini/user/register/verifycode?mobile=${mobile}&orgid=whatever`);
  expect(response.status).toBe(200);
  const messages = await readSmsOutbox(server.config.dataDir);
  expect(messages.at(-1)).toMatchObject({ mobile, purpose: 'register' });
  return (await lastSmsCode(server.config.dataDir, mobile))!;
}

const miniRegister = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson(server.fetch, '/api/wechat/mini/user/register', body, headers);

describe('POST /api/wechat/mini/user/register', () => {
  it('creates a learner pending review, account and password the mobile, linked to WeChat', async () => {
    const mobile = randomMobile();
    const code = await registrationCode(mobile);
    const response = await miniRegister({ mobile, code, name: '小程序', workunit: '某某汽车销售服务有限公司', workno: '销售顾问', miniopenid: 'mini-reg-1' });
    expect(await response.json()).toEqual({ successed: true });

    const [row] = await server.database.db.select().from(users).where(eq(users.account, mobile));
    expect(row).toMatchObject({
      mobile,
      name: '小程序',
      company: '某某汽车销售服务有限公司',
      jobTitle: '销售顾问',
      needChangePassword: 1,
      reviewStatus: 'pending',
      sex: 1,
    });
    const [link] = await server.database.db.select().from(wechatLinks).where(eq(wechatLinks.userId, row!.id));
    expect(link).toMatchObject({ miniopenid: 'mini-reg-1', openid: null });

    const pending = await postPasswordLogin(server.fetch, { account: mobile, password: mobile });
    expect((await failure(pending)).errcode).toBe(40321);
    await updateUserAccess(server.database.db, row!.orgId, row!.id, { reviewStatus: 'approved' });
    const approved = await postPasswordLogin(server.fetch, { account: mobile, password: mobile });
    expect(changePasswordRequiredSchema.parse(await approved.json()).changepassword).toBe(1);
  });

  it("keeps an avatar uploaded for registration as one of the organisation's avatars", async () => {
    const upload = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'registrationavatar' });
    const uploaded = uploadResponseSchema.parse(await upload.json()).path;
    const mobile = randomMobile();
    const fields = { mobile, code: await registrationCode(mobile), name: '有头像', workunit: '公司', workno: '职位' };
    expect((await miniRegister({ ...fields, avatar: uploaded })).status).toBe(200);

    const [row] = await server.database.db.select().from(users).where(eq(users.account, mobile));
    expect(row!.avatar).toMatch(new RegExp(`^/files/${row!.orgId}/avatar/\\d{8}/[A-Za-z0-9_-]{16}\\.png$`));
    const served = await server.fetch(row!.avatar);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    // The upload made before the account existed is not left behind.
    expect((await server.fetch(uploaded)).status).toBe(404);
  });

  it('refuses as the avatar anything but a stored registration upload, and creates no one', async () => {
    const token = await server.login('learner01');
    const signedIn = uploadResponseSchema.parse(await (await uploadFile(server.fetch, PNG_BYTES, { filetype: 'avatar', headers: { token } })).json()).path;
    const logo = await uploadedLogo();
    for (const avatar of [signedIn, logo, '/files/orgless/avatar/20260520/none.png', 'https://example.com/a.png']) {
      const mobile = randomMobile();
      const fields = { mobile, code: await registrationCode(mobile), name: '头像', workunit: '公司', workno: '职位', avatar };
      const response = await miniRegister(fields, { 'Accept-Language': 'en' });
      expect(await detail(response), avatar).toEqual([en('tasks.rules.avatarPath')]);
      expect(await server.database.db.select().from(users).where(eq(users.account, mobile))).toEqual([]);
    }
  });

  it('refuses a wrong code, and a mobile that is already registered', async () => {
    const mobile = randomMobile();
    const code = await registrationCode(mobile);
    const fields = { mobile, name: '重复', workunit: '公司', workno: '职位' };
    expect((await failure(await miniRegister({ ...fields, code: code === '000000' ? '111111' : '000000' }))).errcode).toBe(40006);
    expect((await miniRegister({ ...fields, code })).status).toBe(200);
    expect((await failure(await miniRegister({ ...fields, code }))).errcode).toBe(40006);
    clock.advance(61);
    const second = await registrationCode(mobile);
    expect(await failure(await miniRegister({ ...fields, code: second }))).toEqual({ successed: false, errcode: 40900, errmsg: '账号已存在' });
    clock.advance(61);
    const demo = await registrationCode('13800000001');
    expect((await failure(await miniRegister({ ...fields, mobile: '13800000001', code: demo }))).errcode).toBe(40900);
  });

  it('checks the form in the spec order, in the caller language', async () => {
    const valid = { mobile: randomMobile(), code: '123456', name: '名字', workunit: '公司', workno: '职位' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, mobile: '12345' }, en('validation.mobileFormat')],
      [{ ...valid, code: '' }, en('validation.codeRequired')],
      [{ ...valid, name: ' ' }, en('validation.nameRequired')],
      [{ ...valid, name: '名'.repeat(11) }, en('validation.tooLong', { max: 10 })],
      [{ ...valid, workunit: '' }, en('validation.companyRequired')],
      [{ ...valid, workunit: '公'.repeat(51) }, en('validation.companyTooLong', { max: 50 })],
      [{ ...valid, workno: '' }, en('validation.jobTitleRequired')],
      [{ ...valid, workno: '职'.repeat(17) }, en('validation.jobTitleTooLong', { max: 16 })],
    ];
    for (const [body, message] of cases) {
      expect(await detail(await miniRegister(body, { 'Accept-Language': 'en' })), message).toEqual([message]);
    }
  });
});

describe('mini-program registration into a configured organisation', () => {
  it('uses DEFAULT_ORG_ID, and says notFound when that organisation does not exist', async () => {
    const orgId = '0e9f4b3a-2c1d-4e5f-8a7b-6c5d4e3f2a1b';
    const other = await startTestServer({ clock, env: { DEFAULT_ORG_ID: orgId } });
    try {
      const mobile = randomMobile();
      const code = async () => {
        await other.fetch(`/api/wechat/mini/user/register/verifycode?mobile=${mobile}`);
        return (await lastSmsCode(other.config.dataDir, mobile))!;
      };
      const fields = { mobile, name: '配置', workunit: '公司', workno: '职位' };
      expect((await failure(await postJson(other.fetch, '/api/wechat/mini/user/register', { ...fields, code: await code() }))).errcode).toBe(40400);
      const { insertOrganisation } = await import('../../data/organisations.js');
      await insertOrganisation(other.database.db, { id: orgId, name: '配置企业' });
      clock.advance(61);
      expect((await postJson(other.fetch, '/api/wechat/mini/user/register', { ...fields, code: await code() })).status).toBe(200);
      const [row] = await other.database.db.select().from(users).where(eq(users.account, mobile));
      expect(row?.orgId).toBe(orgId);
    } finally {
      await other.close();
    }
  });
});
