import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFaqDrillResponseSchema, faqDrillListResponseSchema, type FaqDrill } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { answerDrill, bankFaqs, faqChildBody, finishDrill, MP3, startDrill, uploadRecording } from '../../../test/faqDrills.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { hashToken, newSessionToken } from '../../auth/token.js';
import { insertSession } from '../../data/sessions.js';
import { users } from '../../db/schema/index.js';

let server: TestServer;
let owner: Caller;
let ownerToken: string;
let admin: Caller;
let learnerToken: string;
let packageId: string;
let childId: string;
let finished: FaqDrill;
let running: FaqDrill;
let free: FaqDrill;

const RESULTS = '/api/admin/v3/faq/drill';
const MISSING = '00000000-0000-4000-8000-000000000000';
const STANDARD = '本月购车可享一万元现金优惠，另送五年免费保养。';

beforeAll(async () => {
  server = await startTestServer();
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  admin = adminCaller(server.fetch, await server.login('admin01'));
  learnerToken = await server.login('learner01');
  const learner = adminCaller(server.fetch, learnerToken);
  const other = adminCaller(server.fetch, await server.login('learner02'));
  const { db } = server.database;
  const orgId = (await demoOrganisation(db)).id;
  const idOf = async (account: string) => (await db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.account, account)) }))!.id;
  const faqIds = (
    await bankFaqs(db, orgId, [
      { question: '这款车现在有什么优惠？', answer: STANDARD, keywords: '优惠,保养' },
      { question: '保养周期是多久？', answer: '每五千公里或六个月保养一次。', keywords: '五千公里|六个月' },
    ])
  ).map((row) => row.id);
  const now = Date.now();
  const pkg = await publishedPackage(owner, now, {
    range: { users: [await idOf('learner01'), await idOf('learner02')] },
    children: [faqChildBody(now, faqIds, { source: 'list', count: 2 }, { title: '售前问答' })],
  });
  packageId = pkg.id;
  childId = pkg.childIds[0]!;
  finished = await startDrill(learner, childId);
  const first = finished.questions.find((question) => question.question === '这款车现在有什么优惠？')!;
  await answerDrill(learner, finished.id, first.seq, STANDARD, 'voice');
  expect((await uploadRecording(server.fetch, learnerToken, finished.id, first.seq)).status).toBe(200);
  finished = await finishDrill(learner, finished.id);
  running = await startDrill(other, childId);
  free = await startDrill(learner);
});
afterAll(() => server?.close());

const list = async (query: string, caller = admin) => {
  const answer = await caller('GET', `${RESULTS}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return faqDrillListResponseSchema.parse(answer.body);
};

describe('the results of quick Q&A', () => {
  it('lists the drills of a child task, newest first, with the learner, the task and how far they got', async () => {
    const page = await list(`?childtaskid=${childId}`);
    expect(page.total).toBe(2);
    expect(page.rows).toMatchObject([
      {
        id: running.id,
        account: 'learner02',
        packagetitle: '产品知识学习',
        childtitle: '售前问答',
        status: 0,
        score: null,
        passed: null,
        answered: 0,
        total: 2,
      },
      { id: finished.id, account: 'learner01', childtitle: '售前问答', status: 1, score: 50, passed: 0, answered: 1, total: 2 },
    ]);
    expect(page.rows[1]!.username).toBeTruthy();
    expect((await list(`?packageid=${packageId}&name=learner01`)).rows.map((row) => row.id)).toEqual([finished.id]);
    expect((await list(`?packageid=${MISSING}`)).total).toBe(0);
    expect((await list('?childtaskid=not-an-id')).total).toBe(0);
  });

  it('lists free practice too, as no task of its own, and pages', async () => {
    const all = await list('?rows=30');
    expect(all.rows.find((row) => row.id === free.id)).toMatchObject({ packagetitle: '', childtitle: '', account: 'learner01' });
    expect(all.total).toBe(3);
    expect(await admin('GET', `${RESULTS}?rows=7`)).toMatchObject({ status: 400 });
    const first = await list('?rows=30&page=2');
    expect(first).toMatchObject({ rows: [], total: 3 });
  });

  it('shows one drill with every question, the learner’s answer and score, and the recording of a spoken answer', async () => {
    const answer = await admin('GET', `${RESULTS}/${finished.id}`);
    const detail = adminFaqDrillResponseSchema.parse(answer.body);
    expect(detail.drill).toMatchObject({ id: finished.id, score: 50, answered: 1, total: 2 });
    const answered = detail.items.find((item) => item.answer !== null)!;
    expect(answered).toMatchObject({ question: '这款车现在有什么优惠？', standard: STANDARD, keywords: '优惠,保养' });
    expect(answered.answer).toMatchObject({ text: STANDARD, mode: 'voice', score: 100, matched: ['优惠', '保养'], missed: [], recording: 1 });
    expect(detail.items.find((item) => item.answer === null)).toMatchObject({ question: '保养周期是多久？', standard: '每五千公里或六个月保养一次。' });

    const audio = await server.fetch(`${RESULTS}/${finished.id}/answer/${answered.seq}/audio`, { headers: { token: ownerToken } });
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(MP3);
    const unanswered = detail.items.find((item) => item.answer === null)!;
    expect(await owner('GET', `${RESULTS}/${finished.id}/answer/${unanswered.seq}/audio`)).toMatchObject({ status: 404, body: { errmsg: '没有这道题' } });
  });

  it('refuses an unknown drill, another organisation’s, and callers without the bank’s function', async () => {
    expect(await admin('GET', `${RESULTS}/${MISSING}`)).toMatchObject({ status: 404, body: { errmsg: '练习不存在' } });
    expect(await admin('GET', `${RESULTS}/${MISSING}/answer/1/audio`)).toMatchObject({ status: 404 });
    const learner = adminCaller(server.fetch, learnerToken);
    expect((await learner('GET', `${RESULTS}?childtaskid=${childId}`)).status).toBe(403);
    expect((await learner('GET', `${RESULTS}/${finished.id}`)).status).toBe(403);

    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const stranger = await createUser(db, { orgId: elsewhere.id, orgowner: 1 });
    const token = newSessionToken();
    await insertSession(db, { orgId: elsewhere.id, userId: stranger.id, tokenHash: hashToken(token), clientKind: 'pc' });
    const foreign = adminCaller(server.fetch, token);
    expect(await foreign('GET', `${RESULTS}/${finished.id}`)).toMatchObject({ status: 404 });
    expect(await foreign('GET', `${RESULTS}?childtaskid=${childId}`)).toMatchObject({ status: 200, body: { rows: [], total: 0 } });
  });
});
