import { parseLook, systemConfigResponseSchema, uploadResponseSchema, waterConfigResponseSchema, watermarkSettingResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';
import { findOrganisationById } from '../../data/organisations.js';

// The watermark option and the personalisation of 系统设置: set by the owner, read by every client
// of the organisation (the look before sign-in too, by the login link's organisation), refused
// with the field's own message when it names a file that is not the organisation's.

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let ownerToken: string;
let orgId: string;
const WATERMARK = '/api/admin/system/setting/watermark';
const INDIVIDUATE = '/api/admin/system/setting/individuate';

beforeAll(async () => {
  server = await startTestServer();
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  const me = (await (await server.fetch('/api/trainning/user/logininfo', { headers: { token: ownerToken } })).json()) as { user: { orgid: string }[] };
  orgId = me.user[0]!.orgid;
});
afterAll(() => server?.close());

const waterconfig = async (token: string) =>
  waterConfigResponseSchema.parse(await (await server.fetch('/api/common/setting/waterconfig', { headers: { token } })).json()).waterconfig;

const systemConfig = async (path: string, headers: Record<string, string> = {}) => {
  const response = await server.fetch(path, { headers });
  expect(response.status).toBe(200);
  return parseLook(systemConfigResponseSchema.parse(await response.json()).setting.data);
};

const uploadLook = async (token: string) => {
  const response = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'individuate', headers: { token } });
  expect(response.status).toBe(200);
  return uploadResponseSchema.parse(await response.json()).path;
};

describe('the watermark option', () => {
  it('is on with the name and time until the organisation chooses', async () => {
    const answer = await owner('GET', WATERMARK);
    expect(watermarkSettingResponseSchema.strict().parse(answer.body)).toEqual({ successed: true, waterprint: 1, content: 'user', watertext: '' });
    await expect(waterconfig(ownerToken)).resolves.toEqual({ waterprint: 1, watertext: '' });
  });

  it('sends the custom text, or the enterprise name, to every user of the organisation', async () => {
    const learner = await server.login('learner01');
    expect((await owner('PUT', WATERMARK, { waterprint: 1, content: 'custom', watertext: ' 内部资料 ' })).body).toMatchObject({ watertext: '内部资料' });
    await expect(waterconfig(learner)).resolves.toEqual({ waterprint: 1, watertext: '内部资料' });
    await owner('PUT', WATERMARK, { waterprint: 1, content: 'enterprise', watertext: '内部资料' });
    const org = await findOrganisationById(server.database.db, orgId);
    await expect(waterconfig(learner)).resolves.toEqual({ waterprint: 1, watertext: org!.name });
    expect((await owner('GET', WATERMARK)).body).toMatchObject({ content: 'enterprise', watertext: '内部资料' });
    await owner('PUT', WATERMARK, { waterprint: 0, content: 'user' });
    await expect(waterconfig(learner)).resolves.toEqual({ waterprint: 0, watertext: '' });
    const elsewhere = await createUser(server.database.db, { orgId: (await createOrganisation(server.database.db)).id });
    await expect(waterconfig(await server.login(elsewhere.account))).resolves.toEqual({ waterprint: 1, watertext: '' });
    await owner('PUT', WATERMARK, { waterprint: 1, content: 'user', watertext: '' });
  });

  it('refuses a custom option without text, a text too long and an unknown option, in the caller language', async () => {
    for (const [body, language, message] of [
      [{ waterprint: 1, content: 'custom', watertext: '  ' }, 'zh-CN', '请输入水印文字'],
      [{ waterprint: 1, content: 'custom', watertext: '字'.repeat(31) }, 'en', 'The watermark text has at most 30 characters'],
      [{ waterprint: 1, content: 'everyone' }, 'zh-TW', '取值無效'],
      [{ waterprint: 2, content: 'user' }, 'zh-CN', undefined],
    ] as const) {
      const answer = await owner('PUT', WATERMARK, body, language);
      expect(answer.status).toBe(400);
      if (message) expect(answer.body.detail).toContain(message);
    }
    expect((await owner('GET', WATERMARK)).body).toMatchObject({ waterprint: 1, content: 'user' });
  });

  it('is a right of the settings function: a learner is refused', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('PUT', WATERMARK, { waterprint: 0, content: 'user' })).status).toBe(403);
    expect((await learner('GET', INDIVIDUATE)).status).toBe(403);
  });
});

describe('the personalisation', () => {
  it('is the product look by default, for anyone, by organisation, on both paths', async () => {
    const fresh = await createOrganisation(server.database.db);
    for (const path of ['/api/systemconfig', '/api/trainning/system/setting/systemconfig', `/api/systemconfig?org=${fresh.id}`]) {
      expect(await systemConfig(path)).toEqual({ trainlogo: '', backstagelogo: '', smalllogo: '', bgimg: '', primarycolor: '', secondcolor: '' });
    }
    const answer = await server.fetch('/api/systemconfig?org=not-an-id', { headers: { 'Accept-Language': 'en' } });
    expect(answer.status).toBe(400);
  });

  it("is set with the organisation's uploads and colours, and read by the login link, a session, and the back office", async () => {
    const logo = await uploadLook(ownerToken);
    const background = await uploadLook(ownerToken);
    expect(logo).toMatch(new RegExp(`^/files/${orgId}/individuate/`));
    const data = { trainlogo: logo, backstagelogo: logo, smalllogo: '', bgimg: background, primarycolor: '#AA3300', secondcolor: '' };
    const answer = await owner('PUT', INDIVIDUATE, { data });
    expect(answer.status).toBe(200);
    const expected = { ...data, primarycolor: '#aa3300' };
    expect(parseLook(systemConfigResponseSchema.parse(answer.body).setting.data)).toEqual(expected);
    await expect(systemConfig(`/api/systemconfig?org=${orgId}`)).resolves.toEqual(expected);
    await expect(
      systemConfig('/api/trainning/system/setting/systemconfig', { token: await server.login('learner01', undefined, { from: 'mini' }) }),
    ).resolves.toEqual(expected);
    // A session answers for its own organisation, whatever link it came by; a stale token is no session.
    await expect(systemConfig(`/api/systemconfig?org=${(await createOrganisation(server.database.db)).id}`, { token: ownerToken })).resolves.toEqual(expected);
    await expect(systemConfig(`/api/systemconfig?org=${orgId}`, { token: 'x'.repeat(64) })).resolves.toEqual(expected);
    expect(parseLook(systemConfigResponseSchema.parse((await owner('GET', INDIVIDUATE)).body).setting.data)).toEqual(expected);
    // The spec's client sends `data` as a JSON string.
    expect((await owner('PUT', INDIVIDUATE, { data: JSON.stringify({ ...data, bgimg: '' }) })).status).toBe(200);
    await expect(systemConfig(`/api/systemconfig?org=${orgId}`)).resolves.toMatchObject({ bgimg: '', trainlogo: logo });
  });

  it("refuses another organisation's file, a file of another kind, a missing file and a bad colour", async () => {
    const other = await createOrganisation(server.database.db);
    const avatar = uploadResponseSchema.parse(
      await (await uploadFile(server.fetch, PNG_BYTES, { filetype: 'avatar', headers: { token: ownerToken } })).json(),
    ).path;
    for (const [data, language, message] of [
      [{ trainlogo: `/files/${other.id}/individuate/20260101/abcdef.png` }, 'zh-CN', '请上传本企业的图片'],
      [{ backstagelogo: avatar }, 'en', 'Upload an image of your organisation'],
      [{ bgimg: `/files/${orgId}/individuate/20260101/missing.png` }, 'zh-CN', '请上传本企业的图片'],
      [{ smalllogo: 'javascript:alert(1)' }, 'zh-TW', '請上傳本企業的圖片'],
      [{ primarycolor: 'red' }, 'zh-CN', '请输入#RRGGBB格式的颜色'],
      [{ secondcolor: '#12345' }, 'en', 'Enter a colour as #RRGGBB'],
    ] as const) {
      const answer = await owner('PUT', INDIVIDUATE, { data }, language);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.body.detail).toContain(message);
    }
    expect((await owner('PUT', INDIVIDUATE, { data: 'not json' })).status).toBe(400);
    expect((await owner('PUT', INDIVIDUATE, {})).status).toBe(400);
  });

  it('takes uploads from administrators of the settings only', async () => {
    const learner = await server.login('learner01');
    expect((await uploadFile(server.fetch, PNG_BYTES, { filetype: 'individuate', headers: { token: learner } })).status).toBe(403);
    expect((await uploadFile(server.fetch, PNG_BYTES, { filetype: 'individuate' })).status).toBe(401);
  });
});
