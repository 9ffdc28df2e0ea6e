import {
  aigcAcceptResponseSchema,
  aigcDraftListResponseSchema,
  aigcTaskListResponseSchema,
  aigcTaskResponseSchema,
  CATALOG_TYPES,
  OPEN_TYPES,
  type AigcTask,
} from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCatalogue } from '../../../test/catalogueAccessClient.js';
import { pathWithoutConverter } from '../../../test/converterPath.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { modelEnv, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { FIXTURES } from '../../../test/libraryFixtures.js';
import { uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { usageRecords } from '../../db/schema/index.js';
import { DEMO_AIGC_TASK } from '../../seed/aigc.js';
import { buildDemoPdf } from '../../seed/demoPdf.js';

const AIGC = '/api/admin/smart/aigc';
const GUIDE = ['Customers who test drive a car are twice as likely to buy it.', 'Always offer a bottle of water before the test drive starts.'];
const POLICY = ['The warranty covers the battery for eight years or 160000 kilometres.', 'Roadside assistance is free for the first three years.'];

let fake: FakeOpenAi;
let server: TestServer;
let owner: Caller;
let token: string;
let guideId: string;
let policyId: string;
let docxId: string;
const originalPath = process.env.PATH;

beforeAll(async () => {
  // The Office document stays without a PDF rendition wherever LibreOffice is installed too.
  process.env.PATH = pathWithoutConverter();
  fake = await startFakeOpenAi();
  server = await startTestServer({ env: { ...modelEnv(fake), AIGC_TICK_MS: '50' } });
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  const upload = (filename: string, bytes: Buffer) => uploadMedia(server.fetch, token, { kind: 'file', filename, bytes });
  guideId = (await upload('Showroom guide.pdf', buildDemoPdf('Showroom guide', GUIDE))).id;
  policyId = (await upload('Warranty policy.pdf', buildDemoPdf('Warranty policy', POLICY))).id;
  docxId = (await upload('年度计划.docx', FIXTURES.docx)).id;
});
afterAll(async () => {
  process.env.PATH = originalPath;
  await server?.close();
  await fake?.close();
});

/** Waits for the job to finish the task (the job ticks every 50 ms). */
async function finished(caller: Caller, id: string): Promise<AigcTask> {
  for (let tries = 0; tries < 400; tries += 1) {
    const answer = await caller('GET', `${AIGC}/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const task = aigcTaskResponseSchema.parse(answer.body).task;
    if (task.status === 'done' || task.status === 'failed') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the generation did not finish');
}

async function created(caller: Caller, body: Record<string, unknown>): Promise<AigcTask> {
  const answer = await caller('POST', AIGC, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return aigcTaskResponseSchema.parse(answer.body).task;
}

async function draftsOf(caller: Caller, id: string) {
  const answer = await caller('GET', `${AIGC}/${id}/draft`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return aigcDraftListResponseSchema.parse(answer.body).rows;
}

describe('question generation', () => {
  let examTask: AigcTask;

  it('reads the PDFs, counts the pages consumed, asks per type and keeps the valid items as drafts', async () => {
    const queued = await created(owner, {
      name: '展厅出题',
      fileids: [guideId, policyId, docxId],
      target: 'exam',
      counts: { single: 2, multiple: 1, judge: 1, fill: 1, faq: 9 },
      level: 2,
    });
    expect(queued).toMatchObject({ name: '展厅出题', target: 'exam', status: 'queued', counts: { single: 2, multiple: 1, judge: 1, fill: 1, faq: 0 } });
    examTask = await finished(owner, queued.id);
    // One page each of the two PDFs; the Word document has no PDF preview and says so.
    expect(examTask).toMatchObject({ status: 'done', pages: 2, generated: 5, accepted: 0, error: '' });
    expect(examTask.files).toEqual([
      expect.objectContaining({ id: guideId, pages: 1, note: '' }),
      expect.objectContaining({ id: policyId, pages: 1, note: '' }),
      expect.objectContaining({ id: docxId, pages: 0, note: 'aigcBank.fileNotes.noPreview' }),
    ]);
    // The model's one invalid item per request (four types) is dropped and counted.
    expect(examTask.dropped).toBe(4);
    const generation = fake.requests.filter((request) => request.messages[0]?.content.startsWith('你是企业培训的出题专家'));
    expect(generation).toHaveLength(4);
    expect(generation[0]!.messages[1]!.content).toContain(GUIDE[0]);
    expect(generation[0]!.messages[1]!.content).toContain(POLICY[1]);

    const drafts = await draftsOf(owner, examTask.id);
    expect(drafts.map((draft) => draft.question?.type)).toEqual([0, 0, 1, 2, 3]);
    expect(drafts[0]!.question).toMatchObject({
      text: expect.stringContaining(GUIDE[0]!),
      choices: [expect.objectContaining({ id: 'A', iscorrect: 1 }), ...Array(3).fill(expect.objectContaining({ iscorrect: 0 }))],
    });
    expect(drafts[3]!.question!.choices.map((choice) => choice.content)).toEqual(['正确', '错误']);
    expect(drafts.every((draft) => draft.status === 'draft')).toBe(true);
    // Every request's tokens are the organisation's usage, for the task.
    const used = await server.database.db.select().from(usageRecords).where(eq(usageRecords.subjectId, examTask.id));
    expect(used).toHaveLength(4);
    expect(used.every((row) => row.service === 'llm' && row.quantity > 0)).toBe(true);
  });

  it('edits, discards and accepts drafts into the exam bank once; nothing else enters it', async () => {
    const drafts = await draftsOf(owner, examTask.id);
    const [first, second, third] = drafts;
    const edited = await owner('PUT', `${AIGC}/${examTask.id}/draft/${first!.id}`, {
      question: { ...first!.question, text: 'Edited: how likely is a buyer after a test drive?' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The bank's own rules: a single-choice question with two correct options is refused.
    const wrong = { ...second!.question, choices: second!.question!.choices.map((choice) => ({ ...choice, iscorrect: 1 })) };
    const refusedEdit = await owner('PUT', `${AIGC}/${examTask.id}/draft/${second!.id}`, { question: wrong });
    expect(refusedEdit.status).toBe(400);
    expect(await owner('PUT', `${AIGC}/${examTask.id}/draft/${second!.id}`, { faq: { question: 'q', answer: 'a' } })).toMatchObject({
      status: 400,
      body: { errcode: 40048 },
    });
    expect((await owner('POST', `${AIGC}/${examTask.id}/draft/${third!.id}/discard`)).status).toBe(200);

    const catalog = (await owner('POST', '/api/admin/material/catalog', { type: CATALOG_TYPES.question, name: 'AI题目', parentid: '' })).body as {
      catalog: { id: string };
    };
    const accepted = await owner('POST', `${AIGC}/${examTask.id}/accept`, { draftids: [first!.id, second!.id], catalogid: catalog.catalog.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const rows = aigcAcceptResponseSchema.parse(accepted.body).rows;
    expect(rows.map((row) => row.status)).toEqual(['accepted', 'accepted']);
    const bank = (await owner('GET', `/api/admin/study/question?catalogid=${catalog.catalog.id}`)).body as { rows: { id: string; text: string }[] };
    expect(bank.rows.map((row) => row.id).sort()).toEqual(rows.map((row) => row.acceptedid).sort());
    expect(bank.rows.map((row) => row.text)).toContain('Edited: how likely is a buyer after a test drive?');

    // Never twice, never a discarded draft, never edited once accepted.
    expect(await owner('POST', `${AIGC}/${examTask.id}/accept`, { draftids: [first!.id], catalogid: catalog.catalog.id })).toMatchObject({
      status: 400,
      body: { errcode: 40047 },
    });
    expect(await owner('POST', `${AIGC}/${examTask.id}/accept`, { draftids: [third!.id] })).toMatchObject({ status: 400, body: { errcode: 40049 } });
    expect(await owner('PUT', `${AIGC}/${examTask.id}/draft/${first!.id}`, { question: first!.question })).toMatchObject({
      status: 400,
      body: { errcode: 40047 },
    });
    const bankAfter = (await owner('GET', `/api/admin/study/question?catalogid=${catalog.catalog.id}`)).body as { total: number };
    expect(bankAfter.total).toBe(2);
    expect(await finished(owner, examTask.id)).toMatchObject({ accepted: 2 });
  });

  it('generates FAQs and accepts them into the FAQ bank', async () => {
    const task = await finished(owner, (await created(owner, { name: '保修问答', fileids: [policyId], target: 'faq', counts: { faq: 2 } })).id);
    expect(task).toMatchObject({ status: 'done', pages: 1, generated: 2, dropped: 1 });
    const drafts = await draftsOf(owner, task.id);
    expect(drafts.map((draft) => draft.faq?.answer)).toEqual(POLICY);
    const edited = await owner('PUT', `${AIGC}/${task.id}/draft/${drafts[1]!.id}`, {
      faq: { question: 'Is roadside assistance free?', answer: drafts[1]!.faq!.answer },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await owner('PUT', `${AIGC}/${task.id}/draft/${drafts[0]!.id}`, { faq: { question: '', answer: 'x' } })).status).toBe(400);
    const accepted = await owner('POST', `${AIGC}/${task.id}/accept`, { draftids: drafts.map((draft) => draft.id) });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const faqs = (await owner('GET', '/api/admin/v3/faq?text=roadside')).body as { rows: { id: string; question: string }[] };
    expect(faqs.rows).toEqual([
      expect.objectContaining({ id: aigcAcceptResponseSchema.parse(accepted.body).rows[1]!.acceptedid, question: 'Is roadside assistance free?' }),
    ]);
  });

  it('refuses bad input in the caller’s language', async () => {
    const zh = await owner('POST', AIGC, { name: '', fileids: [], target: 'exam', counts: { single: 21 } });
    expect(zh.status).toBe(400);
    expect(zh.body.errmsg).toMatch(/请输入任务名称|请至少选择一个文件|每类数量/);
    const en = await owner('POST', AIGC, { name: 'x', fileids: [guideId], target: 'exam', counts: {} }, 'en');
    expect(en).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('Ask for at least one item') } });
    const video = (await owner('GET', '/api/admin/v3/media?kind=video')).body as { rows: { id: string }[] };
    const notDocument = await owner('POST', AIGC, { name: 'x', fileids: [video.rows[0]!.id], target: 'faq', counts: { faq: 1 } }, 'en');
    expect(notDocument).toMatchObject({ status: 400, body: { errcode: 40045, errmsg: 'A chosen file does not exist or is not a document' } });
    const unknown = await owner('POST', AIGC, { name: 'x', fileids: ['00000000-0000-4000-8000-000000000000'], target: 'faq', counts: { faq: 1 } });
    expect(unknown).toMatchObject({ status: 403, body: { errcode: 40346, errmsg: '无权使用所选文件' } });
  });

  it('accepts only into a catalogue the admin may add to', async () => {
    const privateCatalog = await listedCatalogue(owner, CATALOG_TYPES.question, '私有题库', OPEN_TYPES.private);
    const user = await createUser(server.database.db, { funcs: 'aigc-bank', openai: 1, name: 'AI出题员' });
    const limited = adminCaller(server.fetch, await server.login(user.account));
    const task = await finished(limited, (await created(limited, { name: '受限', fileids: [guideId], target: 'exam', counts: { judge: 1 } })).id);
    const [draft] = await draftsOf(limited, task.id);
    const refused = await limited('POST', `${AIGC}/${task.id}/accept`, { draftids: [draft!.id], catalogid: privateCatalog.id });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await draftsOf(limited, task.id))[0]).toMatchObject({ status: 'draft', acceptedid: '' });
  });

  it('keeps each organisation’s tasks to itself', async () => {
    const other = await createOrganisation(server.database.db);
    const stranger = await createUser(server.database.db, { orgId: other.id, orgowner: 1, openai: 1 });
    const outsider = adminCaller(server.fetch, await server.login(stranger.account));
    expect((await outsider('GET', `${AIGC}/${examTask.id}`)).status).toBe(404);
    expect((await outsider('GET', `${AIGC}/${examTask.id}/draft`)).status).toBe(404);
    expect((await outsider('GET', AIGC)).body).toMatchObject({ total: 0 });
    expect(await outsider('POST', AIGC, { name: 'x', fileids: [guideId], target: 'faq', counts: { faq: 1 } })).toMatchObject({
      status: 403,
      body: { errcode: 40346 },
    });
  });
});

describe('the demo organisation', () => {
  it('has a finished task over the sample PDF with drafts waiting for review', async () => {
    const listed = aigcTaskListResponseSchema.parse((await owner('GET', `${AIGC}?name=${encodeURIComponent(DEMO_AIGC_TASK)}`)).body);
    expect(listed.rows).toEqual([
      expect.objectContaining({ name: DEMO_AIGC_TASK, status: 'done', pages: 1, files: [expect.objectContaining({ name: '产品手册', pages: 1 })] }),
    ]);
    const drafts = await draftsOf(owner, listed.rows[0]!.id);
    expect(drafts.map((draft) => [draft.question?.type, draft.status])).toEqual([
      [0, 'draft'],
      [2, 'draft'],
      [3, 'draft'],
    ]);
  });
});

describe('without a language model', () => {
  it('says the assistant is not enabled at every entry point', async () => {
    const plain = await startTestServer();
    try {
      const caller = adminCaller(plain.fetch, await plain.login('owner01'));
      for (const answer of [
        await caller('GET', AIGC),
        await caller('POST', AIGC, { name: 'x', fileids: [guideId], target: 'faq', counts: { faq: 1 } }, 'en'),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.errcode).toBe(40340);
      }
      expect((await caller('GET', AIGC, undefined, 'en')).body.errmsg).toMatch(/assistant/i);
    } finally {
      await plain.close();
    }
  });
});
