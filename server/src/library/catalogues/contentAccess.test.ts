import {
  catalogTreeResponseSchema,
  createTranslator,
  drawResponseSchema,
  faqListResponseSchema,
  importResponseSchema,
  mediaListResponseSchema,
  OPEN_TYPES,
  paperListResponseSchema,
  questionListResponseSchema,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAdmin, listedCatalogue } from '../../../test/catalogueAccessClient.js';
import { createQuestion, questionBody } from '../../../test/examClient.js';
import { createFaq, faqBody, faqRow, faqWorkbook } from '../../../test/faqClient.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postImport, questionRow, templateWorkbook } from '../../../test/importClient.js';
import { FIXTURES } from '../../../test/libraryFixtures.js';
import { completeUpload, putChunk, startUpload, uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';

/**
 * The content of catalogues under their access lists (docs/training.md "Catalogue access lists"): Alice makes
 * a private and a public catalogue of each kind; Bob, another administrator with the same
 * functions, never meets what is in the private one and only reads what is in the public one.
 */

const en = createTranslator('en');
let server: TestServer;
let owner: Caller;
let alice: Awaited<ReturnType<typeof contentAdmin>>;
let bob: Awaited<ReturnType<typeof contentAdmin>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  alice = await contentAdmin(server, { name: '内容作者' });
  bob = await contentAdmin(server, { name: '其他管理员' });
});
afterAll(() => server?.close());

const REFUSED = { status: 403, body: { errcode: 40331 } };
const q = (text: string) => encodeURIComponent(text);

describe('media under catalogue access lists', () => {
  const list = async (caller: Caller, query: string) => mediaListResponseSchema.parse((await caller('GET', `/api/admin/v3/media?${query}`)).body);

  it('leaves media of a hidden catalogue out of the list and its total, and answers it as not found', async () => {
    const hidden = await listedCatalogue(alice, 5, '机密资料');
    const secret = await uploadMedia(server.fetch, alice.token, {
      kind: 'file',
      filename: '机密手册.pdf',
      bytes: FIXTURES.pdf,
      complete: { catalogid: hidden.id },
    });
    expect(await list(owner, `kind=file&text=${q('机密手册')}`)).toMatchObject({ total: 1 });
    expect(await list(bob, `kind=file&text=${q('机密手册')}`)).toMatchObject({ rows: [], total: 0 });
    expect((await list(bob, 'kind=file&rows=100')).total).toBe((await list(owner, 'kind=file&rows=100')).total - 1);
    expect(await list(bob, `kind=file&catalogid=${hidden.id}`)).toMatchObject({ rows: [], total: 0 });

    const notFound = { status: 404, body: { errcode: 40412, errmsg: en('errors.library.mediaNotFound') } };
    expect(await bob('GET', `/api/admin/v3/media/${secret.id}`, undefined, 'en')).toMatchObject(notFound);
    expect(await bob('PUT', `/api/admin/v3/media/${secret.id}`, { name: '改名' }, 'en')).toMatchObject(notFound);
    expect(await bob('POST', `/api/admin/v3/media/${secret.id}/disable`, { disabled: 1 }, 'en')).toMatchObject(notFound);
    expect((await alice('GET', `/api/admin/v3/media/${secret.id}`)).body.media).toMatchObject({ name: '机密手册', disabled: 0 });
  });

  it('refuses changes to media in a catalogue the caller may only see, and uploads into it, changing nothing', async () => {
    const shown = await listedCatalogue(alice, 5, '公开资料库', OPEN_TYPES.public);
    const hidden = await listedCatalogue(alice, 5, '私有资料库');
    const open = await uploadMedia(server.fetch, alice.token, {
      kind: 'file',
      filename: '公开手册.pdf',
      bytes: FIXTURES.pdf,
      complete: { catalogid: shown.id },
    });
    expect((await bob('GET', `/api/admin/v3/media/${open.id}`)).status).toBe(200);
    expect(await bob('PUT', `/api/admin/v3/media/${open.id}`, { name: '改名' })).toMatchObject(REFUSED);
    expect(await bob('POST', `/api/admin/v3/media/${open.id}/disable`, { disabled: 1 })).toMatchObject(REFUSED);

    const upload = await startUpload(server.fetch, bob.token, 'file', '越权上传.pdf', FIXTURES.pdf.length);
    expect((await putChunk(server.fetch, bob.token, upload.id, 0, FIXTURES.pdf)).status).toBe(200);
    expect(await completeUpload(server.fetch, bob.token, upload.id, { catalogid: shown.id })).toMatchObject(REFUSED);
    expect((await completeUpload(server.fetch, bob.token, upload.id, { catalogid: hidden.id })).status).toBe(404);
    expect((await list(owner, `kind=file&text=${q('越权上传')}`)).total).toBe(0);
    // The refused upload is kept: completed without a catalogue it is Bob's to move, but not into Alice's.
    const mine = await completeUpload(server.fetch, bob.token, upload.id, {});
    const mineId = (mine.body.media as { id: string }).id;
    expect(await bob('PUT', `/api/admin/v3/media/${mineId}`, { catalogid: shown.id })).toMatchObject(REFUSED);
    expect((await bob('PUT', `/api/admin/v3/media/${mineId}`, { catalogid: hidden.id })).status).toBe(404);

    expect((await owner('GET', `/api/admin/v3/media/${open.id}`)).body.media).toMatchObject({ name: '公开手册', disabled: 0, catalogid: shown.id });
    expect((await owner('GET', `/api/admin/v3/media/${mineId}`)).body.media).toMatchObject({ catalogid: '' });
    expect((await alice('PUT', `/api/admin/v3/media/${open.id}`, { name: '公开手册（新）' })).status).toBe(200);
  });
});

describe('FAQs under catalogue access lists', () => {
  const list = async (caller: Caller, query: string) => faqListResponseSchema.parse((await caller('GET', `/api/admin/v3/faq?${query}`)).body);

  it('leaves FAQs of a hidden catalogue out of the list and its total, and answers them as not found', async () => {
    const hidden = await listedCatalogue(alice, 13, '机密问答');
    const secret = await createFaq(alice, { catalogid: hidden.id, question: '机密：底价是多少？' });
    expect(await list(owner, `text=${q('机密：')}`)).toMatchObject({ total: 1 });
    expect(await list(bob, `text=${q('机密：')}`)).toMatchObject({ rows: [], total: 0 });
    expect((await list(bob, 'rows=100')).total).toBe((await list(owner, 'rows=100')).total - 1);

    const notFound = { status: 404, body: { errcode: 40490 } };
    expect(await bob('GET', `/api/admin/v3/faq/${secret.id}`)).toMatchObject(notFound);
    expect(await bob('PUT', `/api/admin/v3/faq/${secret.id}`, faqBody({ catalogid: hidden.id }))).toMatchObject(notFound);
    expect(await bob('POST', `/api/admin/v3/faq/${secret.id}/disable`, { disabled: 1 })).toMatchObject(notFound);
    expect(await bob('DELETE', `/api/admin/v3/faq/${secret.id}`)).toMatchObject(notFound);
    expect((await bob('POST', '/api/admin/v3/faq', faqBody({ catalogid: hidden.id }))).status).toBe(400);
    expect((await owner('GET', `/api/admin/v3/faq/${secret.id}`)).body.faq).toMatchObject({ question: '机密：底价是多少？', disabled: 0 });
  });

  it('refuses adding, editing, closing and removing FAQs where the caller may only see, changing nothing', async () => {
    const shown = await listedCatalogue(alice, 13, '公开问答', OPEN_TYPES.public);
    const open = await createFaq(alice, { catalogid: shown.id, question: '公开：保修几年？' });
    expect((await bob('GET', `/api/admin/v3/faq/${open.id}`)).status).toBe(200);
    expect(await bob('POST', '/api/admin/v3/faq', faqBody({ catalogid: shown.id, question: '越权新增' }))).toMatchObject(REFUSED);
    expect(await bob('PUT', `/api/admin/v3/faq/${open.id}`, faqBody({ catalogid: shown.id, question: '改过' }))).toMatchObject(REFUSED);
    expect(await bob('PUT', `/api/admin/v3/faq/${open.id}`, faqBody({ catalogid: '', question: '移出' }))).toMatchObject(REFUSED);
    expect(await bob('POST', `/api/admin/v3/faq/${open.id}/disable`, { disabled: 1 })).toMatchObject(REFUSED);
    expect(await bob('DELETE', `/api/admin/v3/faq/${open.id}`)).toMatchObject(REFUSED);
    expect((await owner('GET', `/api/admin/v3/faq/${open.id}`)).body.faq).toMatchObject({ question: '公开：保修几年？', catalogid: shown.id, disabled: 0 });
    expect((await list(owner, `text=${q('越权新增')}`)).total).toBe(0);
    expect((await alice('DELETE', `/api/admin/v3/faq/${open.id}`)).status).toBe(200);
  });

  it('refuses an import into a catalogue the caller may only see, row by row, and writes nothing', async () => {
    const shown = await listedCatalogue(alice, 13, '导入公开', OPEN_TYPES.public);
    const file = await faqWorkbook([
      faqRow({ category: '导入公开', question: '导入：越权问题', answer: '答案一' }),
      faqRow({ category: '导入公开/新子目录', question: '导入：子目录问题', answer: '答案二' }),
      faqRow({ category: '', question: '导入：无目录问题', answer: '答案三' }),
    ]);
    const send = (caller: { token: string }, query: string) =>
      postImport(server.fetch, caller.token, `/api/admin/v3/faq/import?${query}`, file, 'faq.xlsx', 'en');
    const preview = importResponseSchema.parse((await send(bob, 'step=preview&mode=3')).body);
    expect(preview.ok).toBe(false);
    const refusal = en('errors.library.catalogRefused');
    expect(preview.rows.map((row) => [row.ok, row.errors.map((issue) => issue.message)])).toEqual([
      [false, [refusal]],
      [false, [refusal]],
      [true, []],
    ]);
    expect(await send(bob, 'step=import&mode=3')).toMatchObject({ status: 400, body: { errcode: 40060 } });
    expect((await list(owner, `text=${q('导入：')}`)).total).toBe(0);
    const tree = catalogTreeResponseSchema.parse((await owner('GET', '/api/admin/material/catalog?type=13')).body).rows;
    expect(tree.find((node) => node.id === shown.id)?.children).toEqual([]);

    expect(importResponseSchema.parse((await send(alice, 'step=import&mode=3')).body)).toMatchObject({ ok: true, insertcount: 3 });
  });
});

describe('exam questions and papers under catalogue access lists', () => {
  const questions = async (caller: Caller, query: string) => questionListResponseSchema.parse((await caller('GET', `/api/admin/study/question?${query}`)).body);
  const papers = async (caller: Caller, query: string) => paperListResponseSchema.parse((await caller('GET', `/api/admin/study/paper?${query}`)).body);
  const paperBody = (title: string, category: string, question: string) => ({
    title,
    minute: 30,
    limitMinute: 0,
    score: 60,
    category,
    questions: [{ id: question, score: 100 }],
  });

  it('leaves questions of a hidden catalogue out of the list, the draw and papers, and refuses changes where only seen', async () => {
    const hidden = await listedCatalogue(alice, 11, '机密题库');
    const shown = await listedCatalogue(alice, 11, '公开题库', OPEN_TYPES.public);
    const secret = await createQuestion(alice, { catalog: hidden.id, text: '机密：成本价是多少？' });
    const open = await createQuestion(alice, { catalog: shown.id, text: '公开：质保几年？' });
    expect(await questions(owner, `text=${q('机密：成本价')}`)).toMatchObject({ total: 1 });
    expect(await questions(bob, `text=${q('机密：成本价')}`)).toMatchObject({ rows: [], total: 0 });
    expect((await questions(bob, 'rows=100')).total).toBe((await questions(owner, 'rows=100')).total - 1);
    expect(await bob('GET', `/api/admin/study/question/${secret}`)).toMatchObject({ status: 404, body: { errcode: 40462 } });
    expect((await bob('PUT', `/api/admin/study/question/${secret}`, questionBody({ catalog: hidden.id }))).status).toBe(404);
    expect((await bob('POST', '/api/admin/study/question', questionBody({ catalog: hidden.id }))).status).toBe(404);
    expect((await bob('POST', '/api/admin/study/paper', paperBody('越权试卷', '', secret))).body.errcode).toBe(40462);
    const draw = { rules: [{ catalogs: [hidden.id], type: 0, count: 1, score: 100 }] };
    expect((await bob('POST', '/api/admin/study/paper/draw', draw)).body.errcode).toBe(40410);
    const anywhere = { rules: [{ catalogs: [], type: 0, count: 100, score: 1 }] };
    const drawn = drawResponseSchema.parse((await bob('POST', '/api/admin/study/paper/draw', anywhere)).body).questions.map((row) => row.id);
    expect(drawn).toContain(open);
    expect(drawn).not.toContain(secret);

    expect(await bob('POST', '/api/admin/study/question', questionBody({ catalog: shown.id }))).toMatchObject(REFUSED);
    expect(await bob('PUT', `/api/admin/study/question/${open}`, questionBody({ catalog: shown.id, text: '改过' }))).toMatchObject(REFUSED);
    expect(await bob('POST', `/api/admin/study/question/${open}/disable`, { disabled: 1 })).toMatchObject(REFUSED);
    expect((await owner('GET', `/api/admin/study/question/${open}`)).body.question).toMatchObject({ text: '公开：质保几年？', disabled: 0 });
  });

  it('refuses a question import into a catalogue the caller may only see, and writes nothing', async () => {
    await listedCatalogue(alice, 11, '导入公开题库', OPEN_TYPES.public);
    const file = await templateWorkbook('question', [questionRow({ category: '导入公开题库', text: '导入：越权题目', options: ['对', '错'], answer: 'A' })]);
    const send = (query: string) => postImport(server.fetch, bob.token, `/api/admin/study/question/import?${query}`, file, 'questions.xlsx', 'en');
    const preview = importResponseSchema.parse((await send('step=preview&mode=3')).body);
    expect(preview.rows[0]?.errors.map((issue) => issue.message)).toEqual([en('errors.library.catalogRefused')]);
    expect(await send('step=import&mode=3')).toMatchObject({ status: 400, body: { errcode: 40060 } });
    expect((await questions(owner, `text=${q('导入：越权')}`)).total).toBe(0);
  });

  it('leaves papers of a hidden catalogue out and refuses removing or publishing papers where only seen', async () => {
    const hidden = await listedCatalogue(alice, 12, '机密试卷');
    const shown = await listedCatalogue(alice, 12, '公开试卷', OPEN_TYPES.public);
    const question = await createQuestion(alice, { text: '试卷用题' });
    const made = async (title: string, category: string) => {
      const answer = await alice('POST', '/api/admin/study/paper', paperBody(title, category, question));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.paper as { id: string }).id;
    };
    const secret = await made('机密考试', hidden.id);
    const open = await made('公开考试', shown.id);
    expect(await papers(owner, `title=${q('机密考试')}`)).toMatchObject({ total: 1 });
    expect(await papers(bob, `title=${q('机密考试')}`)).toMatchObject({ rows: [], total: 0 });
    expect(await bob('GET', `/api/admin/study/paper/${secret}`)).toMatchObject({ status: 404, body: { errcode: 40461 } });
    expect((await bob('DELETE', `/api/admin/study/paper/${secret}`)).status).toBe(404);

    expect((await bob('GET', `/api/admin/study/paper/${open}`)).status).toBe(200);
    expect(await bob('POST', '/api/admin/study/paper', paperBody('越权试卷', shown.id, question))).toMatchObject(REFUSED);
    expect(await bob('PUT', `/api/admin/study/paper/${open}`, paperBody('改过', shown.id, question))).toMatchObject(REFUSED);
    expect(await bob('POST', `/api/admin/study/paper/${open}/status`, { status: 1 })).toMatchObject(REFUSED);
    expect(await bob('DELETE', `/api/admin/study/paper/${open}`)).toMatchObject(REFUSED);
    expect((await owner('GET', `/api/admin/study/paper/${open}`)).body.paper).toMatchObject({ title: '公开考试', status: 0 });
  });
});
