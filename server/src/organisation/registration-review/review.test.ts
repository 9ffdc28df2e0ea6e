import {
  apiFailureSchema,
  registrationDecisionResponseSchema,
  registrationListResponseSchema,
  sessionUserResponseSchema,
  type Registration,
} from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/index.js';
import { createOrganisation, createUser, randomMobile } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { lastSmsCode, postJson, postPasswordLogin, smsNoticesTo } from '../../../test/identityClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { registerEnterprise, REGISTRANT_PASSWORD } from '../../../test/registrationClient.js';
import { PENDING_REGISTRATION } from '../../seed/registrations.js';

// Enterprise self-registration waits for the provider (the platform's top administrator, isadmin
// 100): pending → sign-in refused → approved (SMS) → sign-in works; or rejected (SMS) and unusable.

let server: TestServer;
let provider: ReturnType<typeof adminCaller>;
const clock = new ManualClock(new Date('2026-05-20T02:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({ clock });
  provider = adminCaller(server.fetch, await server.login('superadmin'));
});
afterAll(() => server?.close());
// Registrations are budgeted per IP per hour; every test starts a fresh hour.
beforeEach(() => clock.advance(3601));

const PASSWORD = REGISTRANT_PASSWORD;
const register = (language = 'zh-CN') => registerEnterprise(server, language);

const signIn = (account: string, language = 'zh-CN') =>
  postPasswordLogin(server.fetch, { account, password: PASSWORD, headers: { 'Accept-Language': language } });
const failure = async (response: Response) => apiFailureSchema.parse(await response.json());
const listed = async (status = 'pending', page = 1, rows = 30): Promise<{ rows: Registration[]; total: number }> => {
  const answer = await provider('GET', `/api/admin/system/registrations?status=${status}&page=${page}&rows=${rows}`);
  expect(answer.status).toBe(200);
  return registrationListResponseSchema.parse(answer.body);
};

describe('an enterprise registration waits for the provider', () => {
  it('pending: the owner cannot sign in, by password or SMS; the provider lists it with its contact', async () => {
    const registration = await register();
    expect(await failure(await signIn(registration.account))).toEqual({
      successed: false,
      errcode: 40324,
      errmsg: '企业注册正在审核中，审核通过后将以短信通知您',
    });
    expect((await failure(await signIn(registration.account, 'en'))).errmsg).toBe(
      'Your enterprise registration is under review; an SMS will follow on approval',
    );

    expect((await server.fetch(`/api/trainning/user/verifycode?mobile=${registration.mobile}`)).status).toBe(200);
    const code = await lastSmsCode(server.config.dataDir, registration.mobile);
    expect((await failure(await postJson(server.fetch, '/api/login/mobile', { mobile: registration.mobile, code }))).errcode).toBe(40324);

    const { rows } = await listed();
    expect(rows.find((row) => row.id === registration.id)).toEqual({
      id: registration.id,
      orgname: registration.orgname,
      business: 2,
      logo: registration.logo,
      contact: '孙丽',
      mobile: registration.mobile,
      account: registration.account,
      status: 'pending',
      reason: '',
      createdate: expect.any(String),
      reviewdate: '',
      expiresat: '',
      expired: false,
      platform: false,
      clearance: null,
    });
    expect(rows[0]?.orgname).toBe(PENDING_REGISTRATION.orgname);
  });

  it('approved: the registrant gets an SMS in their language, the owner signs in and uses the back office', async () => {
    const registration = await register('en');
    const answer = await provider('POST', `/api/admin/system/registrations/${registration.id}/approve`);
    expect(answer.status).toBe(200);
    expect(registrationDecisionResponseSchema.parse(answer.body)).toMatchObject({ notified: true, registration: { status: 'approved', reason: '' } });
    expect((await smsNoticesTo(server.config.dataDir, registration.mobile)).map((notice) => [notice.template, notice.params, notice.text])).toEqual([
      [
        'enterpriseApproved',
        [registration.orgname, registration.account],
        `Hello, your enterprise "${registration.orgname}" has been approved. You can now sign in with the admin account ${registration.account}.`,
      ],
    ]);

    const login = await signIn(registration.account);
    expect(login.status).toBe(200);
    const [owner] = sessionUserResponseSchema.parse(await login.json()).user;
    expect(owner).toMatchObject({ account: registration.account, orgname: registration.orgname, orgowner: 1, name: '孙丽', mobile: registration.mobile });
    expect((await server.fetch('/api/admin/system/version', { headers: { token: owner!.token } })).status).toBe(200);
    expect((await listed()).rows.map((row) => row.id)).not.toContain(registration.id);

    // Decided once: approving or rejecting again changes nothing and sends nothing.
    expect(await provider('POST', `/api/admin/system/registrations/${registration.id}/approve`)).toMatchObject({
      status: 409,
      body: { errcode: 40925, errmsg: '该企业注册已处理，请刷新列表' },
    });
    expect((await provider('POST', `/api/admin/system/registrations/${registration.id}/reject`, { reason: '晚了' })).status).toBe(409);
    expect(await smsNoticesTo(server.config.dataDir, registration.mobile)).toHaveLength(1);
  });

  it('rejected with a reason: the registrant is told why, the owner stays out, and it can still be approved later', async () => {
    const registration = await register();
    const id = registration.id;
    for (const reason of [undefined, '', '   ']) {
      const refused = await provider('POST', `/api/admin/system/registrations/${id}/reject`, reason === undefined ? {} : { reason });
      expect(refused).toMatchObject({ status: 400, body: { detail: ['请输入拒绝原因'] } });
    }
    const tooLong = await provider('POST', `/api/admin/system/registrations/${id}/reject`, { reason: '长'.repeat(101) }, 'en');
    expect(tooLong).toMatchObject({ status: 400, body: { detail: ['At most 100 characters'] } });
    expect((await listed()).rows.find((row) => row.id === id)?.status).toBe('pending');
    expect(await smsNoticesTo(server.config.dataDir, registration.mobile)).toEqual([]);

    const rejected = await provider('POST', `/api/admin/system/registrations/${id}/reject`, { reason: ' 营业执照信息不完整 ' });
    expect(registrationDecisionResponseSchema.parse(rejected.body)).toMatchObject({
      notified: true,
      registration: { status: 'rejected', reason: '营业执照信息不完整' },
    });
    expect((await smsNoticesTo(server.config.dataDir, registration.mobile)).map((notice) => notice.text)).toEqual([
      `您好，您注册的企业“${registration.orgname}”未通过审核，原因：营业执照信息不完整。`,
    ]);
    expect(await failure(await signIn(registration.account))).toEqual({
      successed: false,
      errcode: 40325,
      errmsg: '企业注册未通过审核，原因已短信通知，如有疑问请联系平台客服',
    });
    const inRejected = (await listed('rejected')).rows.find((row) => row.id === id);
    expect(inRejected).toMatchObject({ status: 'rejected', reason: '营业执照信息不完整', reviewdate: clock.now().toISOString() });
    expect((await listed()).rows.map((row) => row.id)).not.toContain(id);

    expect((await provider('POST', `/api/admin/system/registrations/${id}/approve`)).status).toBe(200);
    expect((await signIn(registration.account)).status).toBe(200);
  });

  it('pages the list, oldest first', async () => {
    const first = await register();
    const second = await register();
    const { total } = await listed();
    expect(total).toBeGreaterThanOrEqual(3);
    const pages = [];
    for (let page = 1; page <= Math.ceil(total / 30); page += 1) pages.push(...(await listed('pending', page)).rows);
    const ids = pages.map((row) => row.id);
    expect(ids).toHaveLength(total);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(await provider('GET', '/api/admin/system/registrations?rows=7')).toMatchObject({ status: 400 });
    expect(await provider('GET', '/api/admin/system/registrations?status=closed')).toMatchObject({ status: 400 });
  });

  it('keeps the seeded demo organisation in use, and mini-program sign-ups out of an organisation under review', async () => {
    const [demo] = await server.database.db.select().from(organisations).where(eq(organisations.name, '演示企业'));
    expect(demo?.reviewStatus).toBe('approved');
    expect(await provider('POST', `/api/admin/system/registrations/${demo!.id}/approve`)).toMatchObject({ status: 409 });

    // Mini-program sign-ups join the demo organisation (no DEFAULT_ORG_ID here): not while it is under review.
    const { db } = server.database;
    await db.update(organisations).set({ reviewStatus: 'pending' }).where(eq(organisations.id, demo!.id));
    const mobile = randomMobile();
    const miniRegister = async () => {
      await server.fetch(`/api/wechat/mini/user/register/verifycode?mobile=${mobile}`);
      const code = (await lastSmsCode(server.config.dataDir, mobile))!;
      return postJson(server.fetch, '/api/wechat/mini/user/register', { mobile, code, name: '小程序', workunit: '公司', workno: '职位' });
    };
    try {
      expect((await failure(await miniRegister())).errcode).toBe(40400);
    } finally {
      await db.update(organisations).set({ reviewStatus: 'approved' }).where(eq(organisations.id, demo!.id));
    }
    clock.advance(61);
    expect((await miniRegister()).status).toBe(200);
  });
});

describe('who may review registrations', () => {
  it('the platform top administrator only: owners, administrators and learners of any organisation get 403, strangers 401', async () => {
    const registration = await register();
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const otherOwner = await createUser(db, { orgId: elsewhere.id, orgowner: 1 });
    const superRole = await createUser(db, { adminuser: 1 });
    const callers = [
      ['owner01', await server.login('owner01')],
      ['admin01', await server.login('admin01')],
      ['learner01', await server.login('learner01')],
      ['a super administrator role', await server.login(superRole.account)],
      ['the owner of another organisation', await server.login(otherOwner.account)],
    ] as const;
    for (const [name, token] of callers) {
      const as = adminCaller(server.fetch, token);
      for (const [method, path, body] of [
        ['GET', '/api/admin/system/registrations', undefined],
        ['POST', `/api/admin/system/registrations/${registration.id}/approve`, {}],
        ['POST', `/api/admin/system/registrations/${registration.id}/reject`, { reason: '不行' }],
      ] as const) {
        expect((await as(method, path, body)).status, `${name} ${method} ${path}`).toBe(403);
      }
    }
    const anonymous = await server.fetch(`/api/admin/system/registrations/${registration.id}/approve`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const [org] = await db.select().from(organisations).where(eq(organisations.id, registration.id));
    expect(org?.reviewStatus).toBe('pending');
    expect(await smsNoticesTo(server.config.dataDir, registration.mobile)).toEqual([]);

    expect((await provider('POST', '/api/admin/system/registrations/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    expect((await provider('POST', '/api/admin/system/registrations/not-an-id/approve')).status).toBe(404);
  });
});
