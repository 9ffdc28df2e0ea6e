import { catalogResponseSchema, catalogTreeResponseSchema, createTranslator, type CatalogNode } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { FIXTURES } from '../../../test/libraryFixtures.js';
import { uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';

const en = createTranslator('en');
let server: TestServer;
let token: string;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

async function tree(type: number): Promise<CatalogNode[]> {
  return catalogTreeResponseSchema.parse((await admin('GET', `/api/admin/material/catalog?type=${type}`)).body).rows;
}

async function create(type: number, name: string, parentid = ''): Promise<CatalogNode> {
  const answer = await admin('POST', '/api/admin/material/catalog', { type, name, parentid });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return catalogResponseSchema.parse(answer.body).catalog;
}

const find = (nodes: CatalogNode[], name: string): CatalogNode | undefined =>
  nodes.find((node) => node.name === name) ?? nodes.map((node) => find(node.children, name)).find(Boolean);

describe('catalogue trees', () => {
  it('lists a type as a tree with the content placed in each catalogue', async () => {
    const files = await tree(5);
    expect(files.map((node) => node.name)).toEqual(expect.arrayContaining(['产品资料', '销售技巧']));
    expect(find(files, '产品资料')).toMatchObject({ type: 5, parentid: '', count: 1 });
    expect((await tree(6)).map((node) => node.name)).toContain('培训视频');
    expect(find(await tree(6), '产品资料')).toBeUndefined();
  });

  it('adds, nests, renames and moves catalogues', async () => {
    const top = await create(5, '合规培训');
    const child = await create(5, '反洗钱', top.id);
    expect(find(await tree(5), '合规培训')?.children.map((node) => node.name)).toEqual(['反洗钱']);
    const renamed = await admin('PUT', `/api/admin/material/catalog/${child.id}`, { name: '反洗钱制度' });
    expect(renamed.body.catalog).toMatchObject({ name: '反洗钱制度', parentid: top.id });
    const moved = await admin('PUT', `/api/admin/material/catalog/${child.id}`, { parentid: '' });
    expect(moved.body.catalog).toMatchObject({ parentid: '' });
  });

  it('refuses duplicates among siblings, cycles and parents of another type', async () => {
    const top = await create(5, '重名测试');
    const duplicate = await admin('POST', '/api/admin/material/catalog', { type: 5, name: '重名测试' }, 'en');
    expect(duplicate).toMatchObject({ status: 409, body: { errcode: 40911, errmsg: en('errors.library.catalogExists') } });
    const child = await create(5, '子目录', top.id);
    const cycle = await admin('PUT', `/api/admin/material/catalog/${top.id}`, { parentid: child.id }, 'en');
    expect(cycle).toMatchObject({ status: 400, body: { errmsg: en('errors.library.catalogCycle') } });
    const self = await admin('PUT', `/api/admin/material/catalog/${top.id}`, { parentid: top.id });
    expect(self.body.errcode).toBe(40030);
    const video = await create(6, '视频父目录');
    expect((await admin('POST', '/api/admin/material/catalog', { type: 5, name: '跨类型', parentid: video.id })).body.errcode).toBe(40410);
  });

  it('validates names and types in the caller language', async () => {
    const empty = await admin('POST', '/api/admin/material/catalog', { type: 5, name: '  ' }, 'en');
    expect(empty.body.detail).toEqual([en('library.rules.catalogNameRequired')]);
    const long = await admin('POST', '/api/admin/material/catalog', { type: 5, name: '长'.repeat(33) }, 'en');
    expect(long.body.detail).toEqual([en('validation.tooLong', { max: 32 })]);
    const type = await admin('GET', '/api/admin/material/catalog?type=99', undefined, 'en');
    expect(type).toMatchObject({ status: 400, body: { detail: [en('library.rules.catalogType')] } });
  });

  it('refuses to delete a catalogue that holds content or sub-catalogues, and changes nothing', async () => {
    const holder = await create(5, '有内容的目录');
    await uploadMedia(server.fetch, token, { kind: 'file', filename: 'x.pdf', bytes: FIXTURES.pdf, complete: { catalogid: holder.id } });
    const refused = await admin('DELETE', `/api/admin/material/catalog/${holder.id}`, {}, 'en');
    expect(refused).toMatchObject({ status: 409, body: { errcode: 40910, errmsg: en('errors.library.catalogNotEmpty') } });
    expect(find(await tree(5), '有内容的目录')).toMatchObject({ count: 1 });

    const parent = await create(5, '有子目录的目录');
    const child = await create(5, '空子目录', parent.id);
    expect((await admin('DELETE', `/api/admin/material/catalog/${parent.id}`)).body.errcode).toBe(40910);
    expect((await admin('DELETE', `/api/admin/material/catalog/${child.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/material/catalog/${parent.id}`)).status).toBe(200);
    expect(find(await tree(5), '有子目录的目录')).toBeUndefined();
  });

  it('checks the function of each catalogue type', async () => {
    const limited = adminCaller(server.fetch, await server.login('admin01'));
    // admin01 holds the Q&A bank and the training task list, but neither the content library nor
    // exam management: it browses file and paper catalogues in the package editor's pickers, changes
    // none, and never sees the exam questions' catalogues (exam management's, not the Q&A bank's).
    expect((await limited('GET', '/api/admin/material/catalog?type=11')).body.errcode).toBe(40300);
    expect((await limited('GET', '/api/admin/material/catalog?type=5')).status).toBe(200);
    expect((await limited('GET', '/api/admin/material/catalog?type=12')).status).toBe(200);
    expect((await limited('POST', '/api/admin/material/catalog', { type: 5, name: '越权' })).body.errcode).toBe(40300);
    expect((await limited('POST', '/api/admin/material/catalog', { type: 11, name: '越权' })).body.errcode).toBe(40300);
    expect((await limited('POST', '/api/admin/material/catalog', { type: 12, name: '越权' })).body.errcode).toBe(40300);
    const examOnly = await createUser(server.database.db, { funcs: 'exammanagement' });
    const examManager = adminCaller(server.fetch, await server.login(examOnly.account));
    expect((await examManager('GET', '/api/admin/material/catalog?type=11')).status).toBe(200);
    expect((await examManager('GET', '/api/admin/material/catalog?type=5')).body.errcode).toBe(40300);
  });

  it("never reaches another organisation's catalogues", async () => {
    const mine = await create(5, '本企业目录');
    const elsewhere = await createOrganisation(server.database.db);
    const foreign = adminCaller(server.fetch, await server.login((await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 })).account));
    expect((await foreign('PUT', `/api/admin/material/catalog/${mine.id}`, { name: '改名' })).status).toBe(404);
    expect((await foreign('DELETE', `/api/admin/material/catalog/${mine.id}`)).status).toBe(404);
    expect((await foreign('POST', '/api/admin/material/catalog', { type: 5, name: '子', parentid: mine.id })).status).toBe(404);
    expect(find(catalogTreeResponseSchema.parse((await foreign('GET', '/api/admin/material/catalog?type=5')).body).rows, '本企业目录')).toBeUndefined();
    expect(find(await tree(5), '本企业目录')).toMatchObject({ name: '本企业目录' });
  });
});
