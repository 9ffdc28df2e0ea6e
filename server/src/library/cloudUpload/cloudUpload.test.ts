import { createHmac } from 'node:crypto';
import { cosCredentialsResponseSchema, vodSignatureResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisation } from '../../../test/factories.js';
import { startFakeTencentSts, tencentStsEnv, type FakeTencentSts } from '../../../test/fakes/tencentSts.js';
import { startTestServer, testConfig, type TestServer } from '../../../test/harness.js';
import { capturingLogger } from '../../../test/logs.js';
import { adminCaller } from '../../../test/peopleClient.js';

/**
 * The cloud side of uploads (docs/media.md "Direct uploads"): temporary COS credentials from Tencent
 * STS (the real client against a fake that checks the TC3 signature), scoped to the caller
 * organisation's folder of one image kind and never logged; the video service's upload signature.
 */

let sts: FakeTencentSts;
let hosted: TestServer;
/** A deployment without a COS bucket or a video service (as every private edition is). */
let plain: TestServer;
const capture = capturingLogger();
let orgId: string;
type Caller = ReturnType<typeof adminCaller>;
let learner: Caller;
let owner: Caller;

beforeAll(async () => {
  sts = await startFakeTencentSts();
  const vod = { VOD_PROVIDER: 'tencent', TENCENT_VOD_PROCEDURE: 'phone-mp4', TENCENT_VOD_SUB_APP_ID: '1500000001' };
  [hosted, plain] = await Promise.all([startTestServer({ env: { ...tencentStsEnv(sts), ...vod }, logger: capture.logger }), startTestServer()]);
  orgId = (await demoOrganisation(hosted.database.db)).id;
  learner = adminCaller(hosted.fetch, await hosted.login('learner01'));
  owner = adminCaller(hosted.fetch, await hosted.login('owner01'));
});
afterAll(async () => {
  await Promise.all([hosted?.close(), plain?.close()]);
  await sts?.close();
});

describe('GET api/trainning/cos-credentials', () => {
  it("hands a learner credentials that may only upload into their organisation's avatars, and never logs them", async () => {
    const answer = await learner('GET', '/api/trainning/cos-credentials?filetype=avatar');
    expect(answer.status).toBe(200);
    const body = cosCredentialsResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ bucket: 'peilian-1250000000', region: 'ap-shanghai', prefix: `${orgId}/avatar/` });
    expect(body.expiredTime - body.startTime).toBe(1800);
    const asked = sts.issued.at(-1)!;
    expect(asked.tmpSecretKey).toBe(body.credentials.tmpSecretKey);
    expect(asked.region).toBe('ap-shanghai');
    expect(asked.policy.statement).toEqual([
      {
        effect: 'allow',
        action: expect.arrayContaining(['name/cos:PutObject', 'name/cos:UploadPart', 'name/cos:CompleteMultipartUpload']),
        resource: [`qcs::cos:ap-shanghai:uid/1250000000:peilian-1250000000/${orgId}/avatar/*`],
        // An avatar is an image of at most 10 MB (learner-and-session §9), whoever uploads it.
        condition: { numeric_less_than_equal: { 'cos:content-length': 10 * 1024 * 1024 }, string_like: { 'cos:content-type': 'image/*' } },
      },
    ]);
    expect(
      asked.policy.statement[0]!.action.every((action) =>
        /^name\/cos:(Put|Post|InitiateMultipart|ListParts|UploadPart|CompleteMultipart|AbortMultipart)/.test(action),
      ),
    ).toBe(true);
    expect(capture.lines.some((line) => line.msg === 'upload credentials issued' && line.prefix === `${orgId}/avatar/`)).toBe(true);
    for (const secret of [body.credentials.tmpSecretKey, body.credentials.sessionToken, body.credentials.tmpSecretId])
      expect(capture.text()).not.toContain(secret);
  });

  it('gives covers only to who may upload them, and refuses a kind that is not one', async () => {
    expect((await learner('GET', '/api/trainning/cos-credentials?filetype=filecover')).status).toBe(403);
    const cover = cosCredentialsResponseSchema.parse((await owner('GET', '/api/trainning/cos-credentials?filetype=filecover')).body);
    expect(cover.prefix).toBe(`${orgId}/filecover/`);
    expect(sts.issued.at(-1)!.policy.statement[0]!.condition).toMatchObject({ numeric_less_than_equal: { 'cos:content-length': 2 * 1024 * 1024 } });
    const before = sts.issued.length;
    const unknown = await learner('GET', '/api/trainning/cos-credentials?filetype=../../etc', undefined, 'en');
    expect(unknown.status).toBe(400);
    expect((await learner('GET', '/api/trainning/cos-credentials?filetype=registrationavatar')).status).toBe(400);
    expect(sts.issued.length).toBe(before);
  });

  it('says so in the caller language when STS refuses', async () => {
    sts.failNext();
    const answer = await learner('GET', '/api/trainning/cos-credentials?filetype=avatar', undefined, 'en');
    expect(answer).toEqual({
      status: 503,
      body: { successed: false, errcode: 50398, errmsg: 'Could not get temporary object-storage credentials; please try again later' },
    });
  });

  it('is not offered where no bucket is configured: uploads go through the server', async () => {
    const call = adminCaller(plain.fetch, await plain.login('learner01'));
    const before = sts.issued.length;
    expect(await call('GET', '/api/trainning/cos-credentials?filetype=avatar')).toEqual({
      status: 403,
      body: { successed: false, errcode: 40336, errmsg: '本部署未启用对象存储临时凭证，请通过服务器上传' },
    });
    expect(sts.issued.length).toBe(before);
  });
});

describe('GET api/admin/v3/vod/signature', () => {
  it("signs a Tencent VOD client upload for the organisation's library manager", async () => {
    const body = vodSignatureResponseSchema.parse((await owner('GET', '/api/admin/v3/vod/signature')).body);
    expect(body.provider).toBe('tencent');
    const bytes = Buffer.from(body.signature, 'base64');
    const original = bytes.subarray(20).toString('utf8');
    expect(bytes.subarray(0, 20).equals(createHmac('sha1', sts.secretKey).update(original).digest())).toBe(true);
    const fields = new URLSearchParams(original);
    expect(fields.get('secretId')).toBe(sts.secretId);
    expect(fields.get('sourceContext')).toBe(orgId);
    expect(fields.get('procedure')).toBe('phone-mp4');
    expect(fields.get('vodSubAppId')).toBe('1500000001');
    expect(Number(fields.get('expireTime')) - Number(fields.get('currentTimeStamp'))).toBe(3600);
    expect(body.expiredtime).toBe(Number(fields.get('expireTime')));
  });

  it("is refused to a learner, and answers the server's own upload where no video service is configured", async () => {
    expect((await learner('GET', '/api/admin/v3/vod/signature')).status).toBe(403);
    const call = adminCaller(plain.fetch, await plain.login('owner01'));
    expect(vodSignatureResponseSchema.parse((await call('GET', '/api/admin/v3/vod/signature')).body)).toEqual({
      successed: true,
      provider: 'local',
      signature: '',
      expiredtime: 0,
      uploadpath: 'api/admin/v3/upload',
    });
  });
});

describe('the private edition', () => {
  it('has neither temporary credentials nor a video service, whatever the environment says', () => {
    const config = testConfig({ ...tencentStsEnv(sts), VOD_PROVIDER: 'tencent', EDITION: 'private' });
    expect(config.cloudUpload).toEqual({ vod: { provider: 'local' } });
  });
});
