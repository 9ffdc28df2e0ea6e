import { catalogTreeResponseSchema, faqListResponseSchema, faqResponseSchema, faqSimilarResponseSchema, storedPathResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../test/examClient.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { createFaq, faqBody } from '../../../test/faqClient.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { postMultipart } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { JPEG_BYTES, PNG_BYTES } from '../../../test/uploads.js';
import { insertChildTask } from '../../data/childTasks.js';
import { findFaqInOrg, insertFaqs } from '../../data/faqs.js';
import { insertPackage } from '../../data/packages.js';

let server: TestServer;
let token: string;
let owner: Caller;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  orgId = (await demoOrganisation(server.database.db)).id;
});
afterAll(() => server?.close());

const FAQ = '/api/admin/v3/faq';
const list = async (query = '') => faqListResponseSchema.parse((await owner('GET', `${FAQ}?rows=100&${query}`)).body);
const ids = async (query: string) => (await list(query)).rows.map((row) => row.id);
const image = (bytes: Buffer, filename = 'a.png') => postMultipart(server.fetch, token, `${FAQ}/image`, { bytes, filename, type: 'image/png' });
const uploadedImage = async () => storedPathResponseSchema.parse((await image(PNG_BYTES)).body).path;

describe('the FAQ bank', () => {
  it('lists the seeded bank highest sort first, and puts a new FAQ without a sort above every other', async () => {
    const seeded = await list();
    expect(seeded.total).toBeGreaterThanOrEqual(12);
    const sorts = seeded.rows.map((row) => row.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    const created = await createFaq(owner, { question: '置顶的问题' });
    expect(created).toMatchObject({ question: '置顶的问题', sort: sorts[0]! + 1, disabled: 0, creator: '王芳', catalogid: '', catalogname: '', emotion: 0 });
    expect((await list()).rows[0]?.id).toBe(created.id);
    // Editing it without a sort keeps it on top rather than climbing past itself.
    const edited = await owner('PUT', `${FAQ}/${created.id}`, faqBody({ question: '置顶的问题' }));
    expect(faqResponseSchema.parse(edited.body).faq.sort).toBe(created.sort);
  });

  it('creates, reads, edits and closes an FAQ, and finds it by its question, a similar question, its catalogue or one above it', async () => {
    const root = await createCatalogue(owner, 13, '金融方案');
    const child = (await owner('POST', '/api/admin/material/catalog', { type: 13, name: '分期', parentid: root })).body.catalog as { id: string };
    const path = await uploadedImage();
    const faq = await createFaq(owner, {
      catalogid: child.id,
      question: '分期手续费怎么算？🙂',
      answer: '36期免息，不收手续费。',
      sort: 7,
      emotion: 2,
      keywords: '免息|零利率,手续费',
      similar: [{ question: '分期要利息吗' }, { question: '贷款有手续费吗', answer: '没有手续费。' }],
      extended: [{ question: '提前还款有违约金吗？', answer: '一年后提前还款免违约金。' }],
      images: [{ path, description: '金融政策海报' }],
      thinking: 1,
      description: '金融类高频问题',
    });
    expect(faq).toMatchObject({
      catalogid: child.id,
      catalogname: '分期',
      sort: 7,
      emotion: 2,
      similar: [
        { question: '分期要利息吗', answer: '' },
        { question: '贷款有手续费吗', answer: '没有手续费。' },
      ],
      images: [{ path, description: '金融政策海报' }],
      thinking: 1,
    });
    expect(path).toMatch(new RegExp(`^/files/${orgId}/faqimage/\\d{8}/[\\w-]+\\.png$`));
    expect(faqResponseSchema.parse((await owner('GET', `${FAQ}/${faq.id}`)).body).faq).toEqual(faq);

    expect(await ids(`catalogid=${root}`)).toEqual([faq.id]);
    expect(await ids(`text=${encodeURIComponent('手续费怎么')}`)).toEqual([faq.id]);
    expect(await ids(`text=${encodeURIComponent('分期要利息')}`)).toEqual([faq.id]);
    // Similar answers and the standard answer are not searched; `%` is a plain character.
    expect(await ids(`text=${encodeURIComponent('不收手续费')}`)).toEqual([]);
    expect((await list('text=100%25')).total).toBe(0);
    expect(await ids(`catalogid=${root}&excludeid=${faq.id}`)).toEqual([]);
    expect(await ids('catalogid=not-an-id')).toEqual([]);

    const edited = await owner('PUT', `${FAQ}/${faq.id}`, faqBody({ catalogid: root, question: '分期有手续费吗？', sort: 3, images: [] }));
    expect(faqResponseSchema.parse(edited.body).faq).toMatchObject({ catalogid: root, catalogname: '金融方案', sort: 3, similar: [], images: [], thinking: 0 });

    const closed = await owner('POST', `${FAQ}/${faq.id}/disable`, { disabled: 1 });
    expect(faqResponseSchema.parse(closed.body).faq.disabled).toBe(1);
    expect(await ids(`catalogid=${root}&disabled=1`)).toEqual([faq.id]);
    expect(await ids(`catalogid=${root}&disabled=0`)).toEqual([]);
    expect(faqResponseSchema.parse((await owner('POST', `${FAQ}/${faq.id}/disable`, { disabled: 0 })).body).faq.disabled).toBe(0);
  });

  it('counts FAQs in their catalogue, which cannot be deleted while it holds one', async () => {
    const catalogue = await createCatalogue(owner, 13, '有内容的分类');
    const faq = await createFaq(owner, { catalogid: catalogue, question: '分类里的问题' });
    const tree = catalogTreeResponseSchema.parse((await owner('GET', '/api/admin/material/catalog?type=13')).body);
    expect(tree.rows.find((node) => node.id === catalogue)?.count).toBe(1);
    expect(await owner('DELETE', `/api/admin/material/catalog/${catalogue}`)).toMatchObject({
      status: 409,
      body: { errmsg: '该目录下还有内容或子目录，不能删除' },
    });
    expect((await owner('DELETE', `${FAQ}/${faq.id}`)).status).toBe(200);
    expect((await owner('DELETE', `/api/admin/material/catalog/${catalogue}`)).status).toBe(200);
  });

  it.each([
    [{ question: '' }, '请输入标准问题'],
    [{ question: '问'.repeat(801) }, '标准问题最多800个字符'],
    [{ answer: '  ' }, '请输入标准答案'],
    [{ answer: '答'.repeat(801) }, '标准答案最多800个字符'],
    [{ sort: 100_000 }, '排序须为0到99999之间的整数'],
    [{ sort: 1.5 }, '排序须为0到99999之间的整数'],
    [{ sort: 'abc' }, '排序须为0到99999之间的整数'],
    [{ emotion: 9 }, '情绪不正确'],
    [{ keywords: Array.from({ length: 11 }, (_, index) => `词${index}`).join(',') }, '答案关键词最多10个'],
    [{ keywords: '价格,价格' }, '答案关键词不能重复'],
    [{ keywords: '长'.repeat(33) }, '每个关键词最多32个字符'],
    [{ similar: [{ question: '' }] }, '请输入相似问题'],
    [{ similar: Array.from({ length: 21 }, (_, index) => ({ question: `相似${index}` })) }, '相似问题最多20个'],
    [{ extended: [{ question: '延伸', answer: '' }] }, '请输入延伸问题的答案'],
    [{ extended: [{ question: '', answer: '答' }] }, '请输入延伸问题'],
    [{ extended: Array.from({ length: 11 }, (_, index) => ({ question: `延伸${index}`, answer: '答' })) }, '延伸问题最多10个'],
    [{ images: Array.from({ length: 4 }, () => ({ path: '/files/x/faqimage/20260101/a.png' })) }, '图片最多3张'],
    [{ images: [{ path: 'javascript:alert(1)' }] }, '图片无效，请重新上传'],
    [{ images: [{ path: '/files/00000000-0000-0000-0000-000000000000/faqimage/20260101/a.png' }] }, '图片无效，请重新上传'],
    [{ images: [{ path: 'https://example.com/a.png' }] }, '图片无效，请重新上传'],
    [{ thinking: 2 }, '是否允许思考时间只能选是或否'],
    [{ description: '述'.repeat(201) }, '描述最多200个字符'],
    [{ catalogid: 'not-an-id' }, '目录不存在'],
  ])('refuses %o with its message, creating and changing nothing', async (change, message) => {
    const target = await createFaq(owner, { question: '不会被改的问题' });
    const before = (await list()).total;
    const created = await owner('POST', FAQ, faqBody(change));
    expect(created.status).toBe(400);
    expect(created.body.detail).toContain(message);
    const edited = await owner('PUT', `${FAQ}/${target.id}`, faqBody(change));
    expect(edited.status).toBe(400);
    expect(edited.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
    expect(faqResponseSchema.parse((await owner('GET', `${FAQ}/${target.id}`)).body).faq).toEqual(target);
  });

  it('takes only a quick Q&A catalogue of the organisation, an image of its own that is stored, and answers in English', async () => {
    const paperCatalogue = await createCatalogue(owner, 12, '不是问答的目录');
    expect(await owner('POST', FAQ, faqBody({ catalogid: paperCatalogue }))).toMatchObject({ status: 400, body: { detail: ['目录不存在'] } });
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const stranger = adminCaller(server.fetch, await server.login((await createUser(db, { orgId: elsewhere.id, orgowner: 1 })).account));
    const foreignCatalogue = await createCatalogue(stranger, 13, '别家的分类');
    expect((await owner('POST', FAQ, faqBody({ catalogid: foreignCatalogue }))).body.detail).toEqual(['目录不存在']);
    const path = await uploadedImage();
    expect((await stranger('POST', FAQ, faqBody({ images: [{ path }] }))).body.detail).toEqual(['图片无效，请重新上传']);
    expect((await owner('POST', FAQ, faqBody({ question: '' }), 'en')).body.detail).toEqual(['Enter the standard question']);
  });

  it('stores a jpg or png of at most 2 MB, refusing anything else before storing it', async () => {
    const jpeg = await postMultipart(server.fetch, token, `${FAQ}/image`, { bytes: JPEG_BYTES, filename: 'b.jpg', type: 'image/jpeg' });
    expect(storedPathResponseSchema.parse(jpeg.body).path).toMatch(/\/faqimage\/\d{8}\/[\w-]+\.jpg$/);
    expect(await image(Buffer.from('GIF89a not allowed'), 'c.gif')).toMatchObject({ status: 400, body: { detail: ['仅支持 jpg、png 格式的图片'] } });
    const large = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await image(large)).toMatchObject({ status: 400, body: { detail: ['文件大小超过2M'] } });
    expect((await postMultipart(server.fetch, token, `${FAQ}/image`, null)).status).toBe(400);
  });

  it('removes an FAQ unless a quick Q&A task drawing from a list names it', async () => {
    const faq = await createFaq(owner, { question: '要删除的问题' });
    const { db } = server.database;
    const at = { startAt: new Date(), endAt: new Date(Date.now() + 86_400_000) };
    // Not yet published, so its tasks can be deleted.
    const pkg = await insertPackage(db, { orgId, title: '快问快答草稿', passScore: 60, tasktype: 1, ...at });
    const fromList = await insertChildTask(db, {
      orgId,
      packageId: pkg.id,
      type: 3,
      title: '快问快答',
      ...at,
      refs: [{ refid: faq.id }],
      settings: { source: 'list', count: 1 },
    });
    // A task drawing from catalogues names catalogues, never this FAQ.
    await insertChildTask(db, { orgId, packageId: pkg.id, type: 3, title: '按分类', ...at, refs: [{ refid: faq.id }], settings: { source: 'catalog' } });
    expect(await owner('DELETE', `${FAQ}/${faq.id}`)).toMatchObject({ status: 409, body: { errmsg: '该题目已被快问快答任务使用，不能删除' } });
    expect((await owner('GET', `${FAQ}/${faq.id}`)).status).toBe(200);
    expect((await owner('DELETE', `/api/admin/task/child/${fromList.id}`)).status).toBe(200);
    expect(await owner('DELETE', `${FAQ}/${faq.id}`)).toMatchObject({ status: 200, body: { successed: true } });
    expect(await owner('GET', `${FAQ}/${faq.id}`)).toMatchObject({ status: 404, body: { errmsg: '题目不存在' } });
  });

  it("never reaches another organisation's FAQ", async () => {
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const [foreign] = await insertFaqs(db, [{ orgId: elsewhere.id, question: '别家的问题', answer: '别家的答案' }]);
    for (const [method, path, body] of [
      ['GET', `${FAQ}/${foreign!.id}`, undefined],
      ['PUT', `${FAQ}/${foreign!.id}`, faqBody()],
      ['POST', `${FAQ}/${foreign!.id}/disable`, { disabled: 1 }],
      ['DELETE', `${FAQ}/${foreign!.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body), `${method} ${path}`).toMatchObject({ status: 404, body: { errmsg: '题目不存在' } });
    }
    expect((await list(`text=${encodeURIComponent('别家的问题')}`)).total).toBe(0);
    expect((await findFaqInOrg(db, elsewhere.id, foreign!.id))?.faq).toEqual(foreign);
  });

  it('is the questionbank function: exam management and learners are refused every call', async () => {
    const { db } = server.database;
    const faq = await createFaq(owner, { question: '权限测试问题' });
    const examManager = adminCaller(server.fetch, await server.login((await createUser(db, { funcs: 'exammanagement' })).account));
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    const calls = [
      ['GET', FAQ, undefined],
      ['POST', FAQ, faqBody()],
      ['GET', `${FAQ}/${faq.id}`, undefined],
      ['PUT', `${FAQ}/${faq.id}`, faqBody()],
      ['POST', `${FAQ}/${faq.id}/disable`, { disabled: 1 }],
      ['DELETE', `${FAQ}/${faq.id}`, undefined],
      ['POST', `${FAQ}/similarity`, { text: '首付多少' }],
      ['GET', `${FAQ}/import/template`, undefined],
    ] as const;
    for (const caller of [examManager, learner]) {
      for (const [method, path, body] of calls) expect((await caller(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const keeper = adminCaller(server.fetch, await server.login((await createUser(db, { funcs: 'questionbank' })).account));
    expect((await keeper('GET', `${FAQ}/${faq.id}`)).status).toBe(200);
    expect(faqResponseSchema.parse((await owner('GET', `${FAQ}/${faq.id}`)).body).faq).toEqual(faq);
  });

  it('lets a task-list manager browse the bank for the package editor, and change nothing', async () => {
    const { db } = server.database;
    const faq = await createFaq(owner, { question: '任务管理员能看到的问题' });
    const taskManager = adminCaller(server.fetch, await server.login((await createUser(db, { funcs: 'trainmanagement-train' })).account));
    expect((await taskManager('GET', `${FAQ}?text=${encodeURIComponent('任务管理员')}`)).status).toBe(200);
    expect((await taskManager('GET', `${FAQ}/${faq.id}`)).status).toBe(200);
    expect((await taskManager('GET', '/api/admin/material/catalog?type=13')).status).toBe(200);
    expect((await taskManager('PUT', `${FAQ}/${faq.id}`, faqBody())).status).toBe(403);
    expect((await taskManager('POST', `${FAQ}/${faq.id}/disable`, { disabled: 1 })).status).toBe(403);
    expect((await taskManager('POST', '/api/admin/material/catalog', { type: 13, name: '不该建的目录' })).status).toBe(403);
  });

  it('says clearly that similar questions need a model when none is configured', async () => {
    const refused = await owner('POST', `${FAQ}/similarity`, { type: 'faq', text: '首付最低多少？' });
    expect(refused).toMatchObject({ status: 503, body: { successed: false, errcode: 50396, errmsg: '未配置AI模型，无法生成相似问题，请联系管理员' } });
    expect((await owner('POST', `${FAQ}/similarity`, { text: '首付最低多少？' }, 'en')).body.errmsg).toMatch(/model/i);
    expect((await owner('POST', `${FAQ}/similarity`, { text: '' })).body.detail).toEqual(['请输入标准问题']);
    expect((await owner('POST', `${FAQ}/similarity`, { text: '你好', count: 11 })).status).toBe(400);
    expect(faqSimilarResponseSchema.safeParse(refused.body).success).toBe(false);
  });
});
