import { adminUserResponseSchema, apiFailureSchema, registrationDecisionResponseSchema, sessionUserResponseSchema } from '@peilian/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomMobile } from '../../../test/factories.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { startFakeTencentSms, type FakeTencentSms } from '../../../test/fakes/tencentSms.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postJson } from '../../../test/identityClient.js';
import { registerEnterprise } from '../../../test/registrationClient.js';
import { findOrganisationById } from '../../data/organisations.js';
import { TencentSmsProvider } from './tencent.js';
import { SmsSendError } from './types.js';

const FAILING = '13900000000';
const logger = pino({ level: 'silent' });

let fake: FakeTencentSms;
beforeAll(async () => {
  fake = await startFakeTencentSms({ failingNumbers: [`+86${FAILING}`] });
});
afterAll(() => fake?.close());

const provider = (overrides: Partial<{ endpoint: string; secretKey: string; approvalTemplate: string }> = {}) =>
  new TencentSmsProvider(
    {
      provider: 'tencent',
      endpoint: overrides.endpoint ?? fake.url,
      region: 'ap-guangzhou',
      secretId: fake.secretId,
      secretKey: overrides.secretKey ?? fake.secretKey,
      sdkAppId: '1400000000',
      signName: '陪练',
      templateId: '1234567',
      noticeTemplates: {
        registrationApproved: 'approvalTemplate' in overrides ? overrides.approvalTemplate : '7654321',
        enterpriseApproved: undefined,
        enterpriseRejected: undefined,
      },
    },
    logger,
    5,
  );

async function sendError(promise: Promise<void>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('TencentSmsProvider against a fake Tencent Cloud endpoint', () => {
  it('sends a signed SendSms request that the endpoint accepts', async () => {
    await provider().send({ mobile: '13800000009', code: '246810', purpose: 'login' });
    expect(fake.sent.at(-1)).toEqual({ phone: '+8613800000009', sdkAppId: '1400000000', signName: '陪练', templateId: '1234567', params: ['246810', '5'] });
  });

  it('sends a notice with its own template and parameters', async () => {
    await provider().notify({ mobile: '13800000008', template: 'registrationApproved', params: ['王芳', '演示企业'], text: '王芳您好' });
    expect(fake.sent.at(-1)).toEqual({
      phone: '+8613800000008',
      sdkAppId: '1400000000',
      signName: '陪练',
      templateId: '7654321',
      params: ['王芳', '演示企业'],
    });
  });

  it('refuses a notice whose template is not configured, sending nothing', async () => {
    const before = fake.sent.length;
    const error = await sendError(
      provider({ approvalTemplate: undefined }).notify({ mobile: '13800000008', template: 'registrationApproved', params: [], text: '' }),
    );
    expect(error.providerCode).toBe('NoTemplate');
    expect(fake.sent.length).toBe(before);
  });

  it('fails on a signature the endpoint rejects (wrong secret key)', async () => {
    const error = await sendError(provider({ secretKey: 'not-the-key' }).send({ mobile: '13800000009', code: '1', purpose: 'login' }));
    expect(error.providerCode).toBe('AuthFailure.SignatureFailure');
  });

  it('fails on a per-number error status', async () => {
    const error = await sendError(provider().send({ mobile: FAILING, code: '1', purpose: 'login' }));
    expect(error.providerCode).toBe('LimitExceeded.PhoneNumberDailyLimit');
  });

  it('fails when the endpoint cannot be reached', async () => {
    const gone = await startFakeTencentSms();
    await gone.close();
    const error = await sendError(provider({ endpoint: gone.url }).send({ mobile: '13800000009', code: '1', purpose: 'login' }));
    expect(error.providerCode).toBe('Network');
  });
});

describe('the server with SMS_PROVIDER=tencent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_ENDPOINT: fake.url,
        TENCENT_SMS_SECRET_ID: fake.secretId,
        TENCENT_SMS_SECRET_KEY: fake.secretKey,
        TENCENT_SMS_SDK_APP_ID: '1400000000',
        TENCENT_SMS_SIGN_NAME: '陪练',
        TENCENT_SMS_TEMPLATE_ID: '1234567',
        TENCENT_SMS_APPROVAL_TEMPLATE_ID: '7654321',
        TENCENT_SMS_ENTERPRISE_REJECTED_TEMPLATE_ID: '2468024',
      },
    });
  });
  afterAll(() => server?.close());

  it('delivers the login code through Tencent, and the code signs in', async () => {
    const response = await server.fetch('/api/trainning/user/verifycode?mobile=13800000001');
    expect(response.status).toBe(200);
    const [code] = fake.sent.filter((sms) => sms.phone === '+8613800000001').at(-1)?.params ?? [];
    const login = await postJson(server.fetch, '/api/login/mobile', { mobile: '13800000001', code });
    expect(sessionUserResponseSchema.parse(await login.json()).user[0]!.account).toBe('learner01');
  });

  it('answers smsFailed (502) when Tencent refuses, without locking a retry', async () => {
    await createUser(server.database.db, { mobile: FAILING });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await server.fetch(`/api/trainning/user/verifycode?mobile=${FAILING}`);
      expect(response.status).toBe(502);
      expect(apiFailureSchema.parse(await response.json())).toEqual({ successed: false, errcode: 50201, errmsg: '验证码发送失败，请重试' });
    }
  });

  it('tells an approved registration through the approval template; a refused SMS does not undo the approval', async () => {
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    const mobile = randomMobile();
    const pending = await createUser(server.database.db, { mobile, name: '待审学员', reviewStatus: 'pending' });
    expect((await owner('POST', `/api/admin/organization/user/${pending.id}/approve`)).status).toBe(200);
    expect(fake.sent.filter((sms) => sms.phone === `+86${mobile}`)).toEqual([
      { phone: `+86${mobile}`, sdkAppId: '1400000000', signName: '陪练', templateId: '7654321', params: ['待审学员', '演示企业'] },
    ]);

    const unlucky = await createUser(server.database.db, { mobile: FAILING, account: `failing_${mobile}`, reviewStatus: 'pending' });
    const approved = await owner('POST', `/api/admin/organization/user/${unlucky.id}/approve`);
    expect(approved.status).toBe(200);
    expect(adminUserResponseSchema.parse(approved.body).user.reviewstatus).toBe('approved');
  });

  it("tells an enterprise registrant the provider's decision through its template; a decision without one stands, unnotified", async () => {
    const review = adminCaller(server.fetch, await server.login('superadmin'));
    const rejected = await registerEnterprise(server);
    const refusal = await review('POST', `/api/admin/system/registrations/${rejected.id}/reject`, { reason: '信息不实' });
    expect(registrationDecisionResponseSchema.parse(refusal.body).notified).toBe(true);
    expect(fake.sent.filter((sms) => sms.phone === `+86${rejected.mobile}`)).toEqual([
      { phone: `+86${rejected.mobile}`, sdkAppId: '1400000000', signName: '陪练', templateId: '2468024', params: [rejected.orgname, '信息不实'] },
    ]);

    const approved = await registerEnterprise(server);
    const answer = await review('POST', `/api/admin/system/registrations/${approved.id}/approve`);
    expect(registrationDecisionResponseSchema.parse(answer.body)).toMatchObject({ notified: false, registration: { status: 'approved' } });
    expect(fake.sent.filter((sms) => sms.phone === `+86${approved.mobile}`)).toEqual([]);
    expect((await findOrganisationById(server.database.db, approved.id))?.reviewStatus).toBe('approved');
  });
});
