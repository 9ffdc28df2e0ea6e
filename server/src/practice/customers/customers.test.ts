import { customerListResponseSchema, customerResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, customerBody, pngOfSize, postMultipart, voiceTemplateBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertCustomer } from '../../data/practice/customers.js';
import { insertVoiceTemplate } from '../../data/practice/voiceTemplates.js';

let server: TestServer;
let token: string;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const list = async (query = '') => customerListResponseSchema.parse((await owner('GET', `/api/admin/voice/customer?${query}`)).body);
const avatar = (bytes: Buffer, type = 'image/png') =>
  postMultipart(server.fetch, token, '/api/admin/voice/customer/avatar', { bytes, filename: 'a.png', type });

describe('customers', () => {
  it('creates a customer with a digital human, a 132×132 avatar and attributes; edits, disables and deletes it', async () => {
    const human = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody());
    const uploaded = await avatar(pngOfSize(132, 132));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const path = uploaded.body.path as string;
    expect(path).toMatch(/\/customeravatar\/\d{8}\/[\w-]+\.png$/);
    expect((await server.fetch(path)).status).toBe(200);

    const id = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody({ avatar: path, digitalhuman: human }));
    const detail = customerResponseSchema.parse((await owner('GET', `/api/admin/voice/customer/${id}`)).body).customer;
    expect(detail).toMatchObject({ name: '王先生', gender: 1, avatar: path, digitalhuman: human, digitalhumanname: '成熟男声', tradetime: '三个月内' });
    expect(detail.attributes).toEqual([
      { label: '职业', value: '工程师' },
      { label: '预算区间', value: '15-20万' },
    ]);
    expect((await list('name=王')).rows.map((row) => row.id)).toContain(id);

    const edited = await owner('PUT', `/api/admin/voice/customer/${id}`, customerBody({ name: '李女士', gender: 0, attributes: [] }));
    expect(customerResponseSchema.parse(edited.body).customer).toMatchObject({ name: '李女士', gender: 0, avatar: '', digitalhuman: '', attributes: [] });
    expect(customerResponseSchema.parse((await owner('POST', `/api/admin/voice/customer/${id}/disable`, { disabled: 1 })).body).customer.disabled).toBe(1);
    expect((await owner('DELETE', `/api/admin/voice/customer/${id}`)).status).toBe(200);
    expect((await owner('GET', `/api/admin/voice/customer/${id}`)).status).toBe(404);
  });

  it.each([
    [{ name: '王' }, '客户名称须为2到240个字'],
    [{ name: '王'.repeat(241) }, '客户名称须为2到240个字'],
    [{ gender: 3 }, '性别只能是男或女'],
    [{ tradetime: '时'.repeat(51) }, '成交时间最多50个字'],
    [{ attributes: [{ label: '职业', value: '值'.repeat(101) }] }, '属性值最多100个字'],
    [{ attributes: [{ label: '职', value: '' }] }, '自定义属性须为2到10个字'],
    [{ attributes: [{ label: '一二三四五六七八九十一', value: '' }] }, '自定义属性须为2到10个字'],
    [{ attributes: Array.from({ length: 21 }, (_, index) => ({ label: `属性${index}`, value: '' })) }, '自定义属性最多20个'],
    [
      {
        attributes: [
          { label: '职业', value: 'a' },
          { label: '职业', value: 'b' },
        ],
      },
      '自定义属性不能重复',
    ],
    [{ avatar: '/files/elsewhere/customeravatar/20260101/x.png' }, '头像无效，请重新上传'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = (await list()).total;
    const answer = await owner('POST', '/api/admin/voice/customer', customerBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
  });

  it('accepts twenty attributes', async () => {
    const attributes = Array.from({ length: 20 }, (_, index) => ({ label: `属性${index}`, value: 'v' }));
    expect((await owner('POST', '/api/admin/voice/customer', customerBody({ attributes }))).status).toBe(200);
  });

  it("refuses avatars that are not a 132×132 jpg or png, in the caller's language", async () => {
    expect((await avatar(pngOfSize(200, 132))).body.detail).toContain('头像尺寸须为132×132（当前200×132）');
    expect((await avatar(Buffer.from('GIF89a not an image'), 'image/gif')).body.detail).toContain('头像仅支持jpg、png格式');
    const english = await postMultipart(
      server.fetch,
      token,
      '/api/admin/voice/customer/avatar',
      { bytes: pngOfSize(10, 10), filename: 'a.png', type: 'image/png' },
      {},
      'en',
    );
    expect(english).toMatchObject({ status: 400 });
    expect(english.body.detail).toContain('The avatar must be 132×132 (this one is 10×10)');
  });

  it("never shows or uses another organisation's customers or digital humans", async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const foreignHuman = await insertVoiceTemplate(db, { orgId: other.id, name: '外部数字人' });
    const foreign = await insertCustomer(db, { orgId: other.id, name: '外部客户' });
    expect(await owner('POST', '/api/admin/voice/customer', customerBody({ digitalhuman: foreignHuman.id }))).toMatchObject({
      status: 404,
      body: { errmsg: '数字人不存在或已删除' },
    });
    for (const [method, path, body] of [
      ['GET', `/api/admin/voice/customer/${foreign.id}`, undefined],
      ['PUT', `/api/admin/voice/customer/${foreign.id}`, customerBody()],
      ['POST', `/api/admin/voice/customer/${foreign.id}/disable`, { disabled: 1 }],
      ['DELETE', `/api/admin/voice/customer/${foreign.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body)).toMatchObject({ status: 404, body: { errmsg: '客户不存在或已删除' } });
    }
    expect((await list('name=外部客户')).total).toBe(0);
    expect((await owner('GET', `/api/admin/voice/digitalhuman/${foreignHuman.id}`)).status).toBe(404);
  });
});

describe('a charged digital human (isfree 0)', () => {
  it("is refused when picked for a customer, new or edited, in the caller's language, and nothing changes", async () => {
    const charged = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody({ name: '收费声音', isfree: 0 }));
    const free = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody({ name: '免费声音', isfree: 1 }));
    const before = (await list()).total;
    expect(await owner('POST', '/api/admin/voice/customer', customerBody({ name: '收费客户', digitalhuman: charged }))).toMatchObject({
      status: 409,
      body: { successed: false, errcode: 40978, errmsg: '该合成模板为收费模板，请联系管理员' },
    });
    expect((await list()).total).toBe(before);

    const id = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody({ name: '免费客户', digitalhuman: free }));
    const english = await owner('PUT', `/api/admin/voice/customer/${id}`, customerBody({ name: '改名客户', digitalhuman: charged }), 'en');
    expect(english).toMatchObject({ status: 409, body: { errmsg: 'This synthesis template is charged; contact the administrator' } });
    const kept = customerResponseSchema.parse((await owner('GET', `/api/admin/voice/customer/${id}`)).body).customer;
    expect(kept).toMatchObject({ name: '免费客户', digitalhuman: free, digitalhumanname: '免费声音' });
  });

  it('keeps a customer whose digital human was made charged after it was picked editable, until another is picked', async () => {
    const human = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody({ name: '后来收费' }));
    const id = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody({ name: '老客户', digitalhuman: human }));
    expect((await owner('PUT', `/api/admin/voice/digitalhuman/${human}`, voiceTemplateBody({ name: '后来收费', isfree: 0 }))).status).toBe(200);
    const renamed = await owner('PUT', `/api/admin/voice/customer/${id}`, customerBody({ name: '老客户（改）', digitalhuman: human }));
    expect(customerResponseSchema.parse(renamed.body).customer).toMatchObject({ name: '老客户（改）', digitalhuman: human });
    expect((await owner('PUT', `/api/admin/voice/customer/${id}`, customerBody({ name: '老客户（改）', digitalhuman: '' }))).status).toBe(200);
    expect((await owner('PUT', `/api/admin/voice/customer/${id}`, customerBody({ name: '老客户（改）', digitalhuman: human }))).status).toBe(409);
  });
});
