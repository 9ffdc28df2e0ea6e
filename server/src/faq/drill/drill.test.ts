import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_TYPES,
  childTaskResponseSchema,
  faqDrillResponseSchema,
  packageDetailResponseSchema,
  taskDetailResponseSchema,
  type FaqDrill,
} from '@peilian/shared';
import { and, count, eq } from 'drizzle-orm';
import { ManualClock } from '../../../test/clock.js';
import { demoOrganisation } from '../../../test/factories.js';
import { answerDrill, bankFaqs, faqCatalogue, faqChildBody, finishDrill, MP3, startDrill, uploadRecording } from '../../../test/faqDrills.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { emitWithAck, openPracticeSocket } from '../../../test/practiceSocket.js';
import { addChild, createPackage, fileChildBody, demoMedia, packageBody, publishedPackage, publishNow, type Caller } from '../../../test/tasksClient.js';
import { insertCatalogue } from '../../data/catalogues.js';
import { faqAnswers, faqDrills, faqs, studentTasks, users, type FaqRow } from '../../db/schema/index.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let learner: Caller;
let other: Caller;
let learnerToken: string;
let orgId: string;
let learnerId: string;
let priceCatalogue: string;
let questionCatalogue: string;
/** The bank's questions by every phrasing a drill may ask. */
const byPhrasing = new Map<string, FaqRow>();
const byId = new Map<string, FaqRow>();
let ids: Record<'discount' | 'loan' | 'tradeIn' | 'referral' | 'closed' | 'service', string>;

const DRILLS = '/api/trainning/v3/faq/drill';
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  learnerToken = await server.login('learner01');
  learner = adminCaller(server.fetch, learnerToken);
  other = adminCaller(server.fetch, await server.login('learner02'));
  const { db } = server.database;
  orgId = (await demoOrganisation(db)).id;
  learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.account, 'learner01')) }))!.id;
  priceCatalogue = await faqCatalogue(db, orgId, '价格与优惠');
  const below = await faqCatalogue(db, orgId, '推荐奖励', priceCatalogue);
  // A catalogue of another kind (exam questions), which a quick Q&A child may not name.
  questionCatalogue = (await insertCatalogue(db, { orgId, type: CATALOG_TYPES.question, name: '试题分类' })).id;
  const rows = await bankFaqs(db, orgId, [
    {
      catalogId: priceCatalogue,
      question: '这款车现在有什么优惠？',
      answer: '本月购车可享一万元现金优惠，另送五年免费保养。',
      keywords: '优惠,保养',
      similar: [{ question: '最近买车有优惠吗？', answer: '' }],
    },
    { catalogId: priceCatalogue, question: '可以分期付款吗？', answer: '可以，首付最低两成，最长分期五年。', keywords: '首付,分期|贷款', thinking: 1 },
    { catalogId: priceCatalogue, question: '置换旧车有补贴吗？', answer: '旧车置换可享三千元补贴，评估免费。', keywords: '补贴,评估' },
    { catalogId: below, question: '老客户推荐有奖励吗？', answer: '老客户推荐成交可获得一千元加油卡。', keywords: '推荐,加油卡' },
    { catalogId: below, question: '已经关闭的问题', answer: '不会被抽到。', disabled: 1 },
    { question: '保养周期是多久？', answer: '每五千公里或六个月保养一次。', keywords: '五千公里|六个月' },
  ]);
  const [discount, loan, tradeIn, referral, closed, service] = rows.map((row) => row.id) as [string, string, string, string, string, string];
  ids = { discount, loan, tradeIn, referral, closed, service };
  for (const row of rows) byId.set(row.id, row);
  for (const row of rows) for (const phrasing of [row.question, ...row.similar.map((s) => s.question)]) byPhrasing.set(phrasing, row);
});
afterAll(() => server?.close());

const faqPackage = (children: Record<string, unknown>[], users = [learnerId]) => publishedPackage(owner, clock.now().getTime(), { range: { users }, children });

async function studentTask(childId: string) {
  const [row] = await server.database.db
    .select()
    .from(studentTasks)
    .where(and(eq(studentTasks.userId, learnerId), eq(studentTasks.childTaskId, childId)));
  return row;
}

async function answerCount(drillId: string): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(faqAnswers).where(eq(faqAnswers.drillId, drillId));
  return row?.n ?? 0;
}

/** The standard answer of the bank question a drill asks as `phrasing`. */
const standardFor = (phrasing: string) => byPhrasing.get(phrasing)!.answer;

describe('a quick Q&A child task', () => {
  it('names catalogues or questions of the organisation’s bank, with a clear message otherwise', async () => {
    const now = clock.now().getTime();
    const pkg = await createPackage(owner, packageBody(now, { range: { users: [learnerId] } }));
    const path = `/api/admin/task/package/${pkg.id}/child`;
    const refused = { status: 404, body: { errmsg: '所选的题目分类或题目不存在' } };
    expect(await owner('POST', path, faqChildBody(now, [MISSING]))).toMatchObject(refused);
    expect(await owner('POST', path, faqChildBody(now, ['not-an-id']))).toMatchObject(refused);
    expect(await owner('POST', path, faqChildBody(now, [questionCatalogue]))).toMatchObject(refused);
    expect(await owner('POST', path, faqChildBody(now, [priceCatalogue], { source: 'list' }))).toMatchObject(refused);
    expect(await owner('POST', path, faqChildBody(now, [ids.discount]), 'en')).toMatchObject({
      body: { errmsg: 'A chosen category or question does not exist' },
    });
    expect(await owner('POST', path, faqChildBody(now, [priceCatalogue], { count: 0 }))).toMatchObject({ status: 400 });
    expect((await owner('GET', `/api/admin/task/package/${pkg.id}`)).body).toMatchObject({ package: { children: [] } });

    const created = await owner('POST', path, faqChildBody(now, [ids.discount, ids.closed], { source: 'list', count: 5 }));
    const child = childTaskResponseSchema.parse(created.body).child;
    expect(child).toMatchObject({ type: 3, refs: [{ refid: ids.discount }, { refid: ids.closed }], settings: { source: 'list', count: 5, passscore: 60 } });
    const edited = await owner('PUT', `/api/admin/task/child/${child.id}`, faqChildBody(now, [MISSING], { source: 'list' }));
    expect(edited).toMatchObject(refused);
    const detail = packageDetailResponseSchema.parse((await owner('GET', `/api/admin/task/package/${pkg.id}`)).body).package;
    expect(detail.children[0]!.refs).toEqual([{ refid: ids.discount }, { refid: ids.closed }]);
  });

  it('is offered to the learner in the task detail, opened by its own id', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [priceCatalogue])]);
    const detail = taskDetailResponseSchema.parse((await learner('GET', `/api/trainning/v3/task/${pkg.id}`)).body);
    expect(detail.children).toMatchObject([{ id: pkg.childIds[0], type: 3, title: '价格问答快练', refid: '', status: 0, lockreason: '', total: 1 }]);
  });
});

describe('the learner’s drill', () => {
  it('draws the child’s count from its catalogues and the ones below, open questions only, and resumes it on a second start', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [priceCatalogue])]);
    const childId = pkg.childIds[0]!;
    expect(await studentTask(childId)).toBeUndefined();
    const drill = await startDrill(learner, childId);
    expect(drill).toMatchObject({
      childtaskid: childId,
      packageid: pkg.id,
      title: '价格问答快练',
      status: 0,
      answerseconds: 60,
      thinkingseconds: 15,
      passscore: 60,
    });
    expect(drill).toMatchObject({ answers: [], score: null, passed: null });
    expect(drill.questions.map((question) => question.seq)).toEqual([1, 2, 3]);
    const asked = drill.questions.map((question) => byPhrasing.get(question.question));
    expect(asked.every((faq) => faq && faq.answer !== '不会被抽到。' && faq.answer !== standardFor('保养周期是多久？'))).toBe(true);
    expect(new Set(asked).size).toBe(3);
    // Nothing of the answers while the drill runs.
    expect(drill.questions.every((question) => question.standard === '')).toBe(true);
    expect(JSON.stringify(drill)).not.toMatch(/一千元加油卡|三千元补贴|首付最低两成|五年免费保养/);
    expect(await studentTask(childId)).toMatchObject({ status: 1 });

    const again = await startDrill(learner, childId);
    expect(again.id).toBe(drill.id);
    expect(again.questions).toEqual(drill.questions);
    const [stored] = await server.database.db.select().from(faqDrills).where(eq(faqDrills.id, drill.id));
    expect(stored!.questions[0]!.answers[0]).toBe(standardFor(drill.questions[0]!.question));
  });

  it('draws fewer when the pool is smaller, and refuses a pool with no open question', async () => {
    const now = clock.now().getTime();
    const pkg = await faqPackage([faqChildBody(now, [ids.service, ids.closed], { source: 'list', count: 10 })]);
    const drill = await startDrill(learner, pkg.childIds[0]!);
    expect(drill.questions.map((question) => question.question)).toEqual(['保养周期是多久？']);
    const empty = await faqPackage([faqChildBody(now, [ids.closed], { source: 'list' })]);
    expect(await learner('POST', DRILLS, { childtaskid: empty.childIds[0] })).toMatchObject({
      status: 409,
      body: { errmsg: '题库中没有可抽取的题目，请联系管理员' },
    });
  });

  it('scores a typed answer at once, and answers the kept result when the same question is sent again', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [ids.discount], { source: 'list' })]);
    const drill = await startDrill(learner, pkg.childIds[0]!);
    const partial = await answerDrill(learner, drill.id, 1, '现在有优惠的');
    expect(partial).toMatchObject({ seq: 1, text: '现在有优惠的', mode: 'typed', outcome: 'answered', matched: ['优惠'], missed: ['保养'], recording: 0 });
    expect(partial.standard).toBe('本月购车可享一万元现金优惠，另送五年免费保养。');
    expect(partial.score).toBeGreaterThan(0);
    expect(partial.score).toBeLessThan(70);

    const again = await answerDrill(learner, drill.id, 1, '本月购车可享一万元现金优惠，另送五年免费保养。');
    expect(again).toEqual(partial);
    expect(await answerCount(drill.id)).toBe(1);
    const read = faqDrillResponseSchema.parse((await learner('GET', `${DRILLS}/${drill.id}`)).body).drill;
    expect(read.answers).toEqual([partial]);
  });

  it('scores an answer typed in Traditional Chinese as its Simplified twin, keeping the words as typed', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [ids.discount], { source: 'list' })]);
    const drill = await startDrill(learner, pkg.childIds[0]!);
    const answer = await answerDrill(learner, drill.id, 1, '本月購車可享一萬元現金優惠，另送五年免費保養。');
    expect(answer).toMatchObject({ text: '本月購車可享一萬元現金優惠，另送五年免費保養。', score: 100, matched: ['优惠', '保养'], missed: [], similarity: 1 });
  });

  it('scores a number said in Chinese like the same number in digits, keeping the words as said', async () => {
    // The demo bank's 保修期是多久？ — keywords 3年|三年,10万公里,终身质保.
    const warranty = await server.database.db.query.faqs.findFirst({ where: and(eq(faqs.orgId, orgId), eq(faqs.question, '保修期是多久？')) });
    const answer = async (text: string) => {
      const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [warranty!.id], { source: 'list' })]);
      return answerDrill(learner, (await startDrill(learner, pkg.childIds[0]!)).id, 1, text);
    };
    const digits = await answer('整车保修3年或10万公里');
    const chinese = await answer('整车保修三年或十万公里');
    expect(digits).toMatchObject({ matched: ['3年', '10万公里'], missed: ['终身质保'] });
    expect(chinese).toMatchObject({ text: '整车保修三年或十万公里', matched: ['三年', '10万公里'], missed: ['终身质保'], score: digits.score });
    expect(await answer('整车保修三年或一百万公里')).toMatchObject({ missed: ['10万公里', '终身质保'] });
  });

  it('gives full marks to the standard answer in time, thinking time counting where the question allows it, and 0 to a late one', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [ids.discount, ids.loan, ids.tradeIn], { source: 'list' })]);
    const drill = await startDrill(learner, pkg.childIds[0]!);
    const seqOf = (id: string) => drill.questions.find((question) => byPhrasing.get(question.question) === byId.get(id))!.seq;
    const perfect = await answerDrill(learner, drill.id, seqOf(ids.discount), standardFor('这款车现在有什么优惠？'));
    expect(perfect).toMatchObject({ score: 100, outcome: 'answered', missed: [], similarity: 1 });
    // 60 s to answer, 15 s more to think on a question that allows it, and 2 s of grace.
    const thought = await answerDrill(learner, drill.id, seqOf(ids.loan), standardFor('可以分期付款吗？'), 'typed', 70_000);
    expect(thought).toMatchObject({ score: 100, outcome: 'answered' });
    const late = await answerDrill(learner, drill.id, seqOf(ids.tradeIn), standardFor('置换旧车有补贴吗？'), 'typed', 62_001);
    expect(late).toMatchObject({ score: 0, outcome: 'timeout', missed: [] });
  });

  it('finishes a passed drill: the score over every question, the task passed with the drill’s time, the same summary again', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [priceCatalogue])]);
    const childId = pkg.childIds[0]!;
    const drill = await startDrill(learner, childId);
    for (const question of drill.questions) await answerDrill(learner, drill.id, question.seq, standardFor(question.question));
    clock.advance(90);
    const done = await finishDrill(learner, drill.id);
    expect(done).toMatchObject({ status: 1, score: 100, passed: 1 });
    expect(done.questions.map((question) => question.standard)).toEqual(drill.questions.map((question) => standardFor(question.question)));
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: 100, durationSeconds: 90 });
    clock.advance(30);
    expect(await finishDrill(learner, drill.id)).toEqual(done);
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: 100, durationSeconds: 90 });
    const detail = taskDetailResponseSchema.parse((await learner('GET', `/api/trainning/v3/task/${pkg.id}`)).body);
    expect(detail.children[0]).toMatchObject({ id: childId, status: 2, done: 1, score: 100 });
    expect(detail.package).toMatchObject({ completed: 1 });
    // A new start after the finish is a new drill.
    expect((await startDrill(learner, childId)).id).not.toBe(drill.id);
  });

  it('fails the task below the pass score, unanswered questions counting 0, and lists every standard answer in the summary', async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [priceCatalogue], { passscore: 50 })]);
    const childId = pkg.childIds[0]!;
    const drill = await startDrill(learner, childId);
    const [first, second] = drill.questions;
    await answerDrill(learner, drill.id, first!.seq, standardFor(first!.question));
    expect(await answerDrill(learner, drill.id, second!.seq, '  ')).toMatchObject({ score: 0, outcome: 'empty' });
    const done = await finishDrill(learner, drill.id);
    expect(done).toMatchObject({ status: 1, score: 33, passed: 0 });
    expect(done.answers.map((answer) => answer.seq)).toEqual([1, 2]);
    expect(done.questions.every((question) => question.standard === standardFor(question.question))).toBe(true);
    expect(await studentTask(childId)).toMatchObject({ status: 3, score: 33 });
  });

  it('keeps free practice apart from tasks: ten questions at most from the whole open bank, titled for practice', async () => {
    const { db } = server.database;
    const before = await db.select({ n: count() }).from(studentTasks).where(eq(studentTasks.userId, learnerId));
    const drill = await startDrill(learner);
    expect(drill).toMatchObject({ childtaskid: '', packageid: '', title: '快问快答练习', passscore: 60, answerseconds: 60, thinkingseconds: 15 });
    expect(drill.questions.length).toBeGreaterThanOrEqual(5);
    expect(drill.questions.length).toBeLessThanOrEqual(10);
    expect(drill.questions.some((question) => question.question === '已经关闭的问题')).toBe(false);
    for (const question of drill.questions) {
      const known = byPhrasing.get(question.question);
      if (known) await answerDrill(learner, drill.id, question.seq, known.answer);
    }
    const done = await finishDrill(learner, drill.id);
    expect(done.status).toBe(1);
    expect(await db.select({ n: count() }).from(studentTasks).where(eq(studentTasks.userId, learnerId))).toEqual(before);
    expect((await startDrill(learner)).id).not.toBe(drill.id);
  });
});

describe('refusals', () => {
  let drill: FaqDrill;
  beforeAll(async () => {
    const pkg = await faqPackage([faqChildBody(clock.now().getTime(), [priceCatalogue])]);
    drill = await startDrill(learner, pkg.childIds[0]!);
    await answerDrill(learner, drill.id, 1, '有优惠');
  });

  it('refuses an unknown drill and another learner’s, in the learner’s language', async () => {
    const notFound = { status: 404, body: { successed: false, errcode: 40491, errmsg: '练习不存在' } };
    expect(await learner('GET', `${DRILLS}/${MISSING}`)).toMatchObject(notFound);
    expect(await other('GET', `${DRILLS}/${drill.id}`)).toMatchObject(notFound);
    expect(await other('POST', `${DRILLS}/${drill.id}/answer/2`, { text: '有优惠', elapsedms: 100 })).toMatchObject(notFound);
    expect(await other('POST', `${DRILLS}/${drill.id}/finish`, undefined, 'en')).toMatchObject({ status: 404, body: { errmsg: 'The drill does not exist' } });
    expect(await learner('GET', `${DRILLS}/not-an-id`)).toMatchObject({ status: 404 });
    expect(await answerCount(drill.id)).toBe(1);
  });

  it('refuses a question the drill does not have, a too long answer and a missing one, and stores nothing', async () => {
    const unknown = { status: 404, body: { errcode: 40492, errmsg: '没有这道题' } };
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/0`, { text: '有优惠', elapsedms: 100 })).toMatchObject(unknown);
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/4`, { text: '有优惠', elapsedms: 100 })).toMatchObject(unknown);
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/x`, { text: '有优惠', elapsedms: 100 })).toMatchObject({ status: 404 });
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/2`, { text: '好'.repeat(1001), elapsedms: 100 })).toMatchObject({
      status: 400,
      body: { errcode: 40002, errmsg: expect.stringContaining('回答最多1000个字符') },
    });
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/2`, { elapsedms: 100 })).toMatchObject({ status: 400 });
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/2`, { text: '有优惠', elapsedms: -1 })).toMatchObject({ status: 400 });
    expect(await learner('POST', DRILLS, { childtaskid: MISSING })).toMatchObject({ status: 404, body: { errmsg: '资源不存在或无法查看' } });
    expect(await answerCount(drill.id)).toBe(1);
  });

  it('refuses new answers once the drill is finished, and still answers a kept one', async () => {
    const done = await finishDrill(learner, drill.id);
    expect(await learner('POST', `${DRILLS}/${drill.id}/answer/2`, { text: '有优惠', elapsedms: 100 })).toMatchObject({
      status: 409,
      body: { errcode: 40991, errmsg: '本次练习已结束' },
    });
    expect(await answerDrill(learner, drill.id, 1, '别的回答')).toEqual(done.answers[0]);
    expect(await answerCount(drill.id)).toBe(1);
  });

  it('opens a child task only as its gate allows: of the quick Q&A type, started, in the learner’s range', async () => {
    const now = clock.now().getTime();
    const { pdf } = await demoMedia(server.database.db, orgId);
    const file = await faqPackage([fileChildBody(now, pdf)]);
    expect(await learner('POST', DRILLS, { childtaskid: file.childIds[0] })).toMatchObject({ status: 404, body: { errmsg: '资源不存在或无法查看' } });
    const later = await faqPackage([faqChildBody(now, [priceCatalogue], {}, { starttime: now + 3_600_000 })]);
    expect(await learner('POST', DRILLS, { childtaskid: later.childIds[0] })).toMatchObject({ status: 403, body: { errmsg: '任务尚未开始' } });
    const pkg = await createPackage(owner, packageBody(now, { range: { users: [learnerId] } }));
    const unpublished = await addChild(owner, pkg.id, faqChildBody(now, [priceCatalogue]));
    expect(await learner('POST', DRILLS, { childtaskid: unpublished })).toMatchObject({ status: 404 });
    await publishNow(owner, pkg.id);
    expect(await other('POST', DRILLS, { childtaskid: unpublished })).toMatchObject({ status: 404, body: { errmsg: '资源不存在或无法查看' } });
    expect(await studentTask(unpublished)).toBeUndefined();
    expect(await learner('POST', DRILLS, { childtaskid: 5 })).toMatchObject({ status: 400 });
  });
});

describe('the sound of a drill', () => {
  it('voices the question asked, and keeps the learner’s recording of a spoken answer once', async () => {
    const drill = await startDrill(learner);
    const audio = await server.fetch(`${DRILLS}/${drill.id}/question/1/audio`, { headers: { token: learnerToken } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toMatch(/audio\/(wav|mpeg)/);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await server.fetch(`${DRILLS}/${drill.id}/question/99/audio`, { headers: { token: learnerToken } })).status).toBe(404);

    expect(await uploadRecording(server.fetch, learnerToken, drill.id, 1)).toMatchObject({ status: 404, body: { errmsg: '没有这道题' } });
    await answerDrill(learner, drill.id, 1, '有优惠', 'voice');
    expect(await uploadRecording(server.fetch, learnerToken, drill.id, 1, Buffer.from('RIFF....WAVEfmt '))).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('mp3') },
    });
    expect(await uploadRecording(server.fetch, learnerToken, drill.id, 1)).toEqual({ status: 200, body: { successed: true, seq: 1, size: MP3.length } });
    expect(await uploadRecording(server.fetch, learnerToken, drill.id, 1)).toEqual({ status: 200, body: { successed: true, seq: 1, size: MP3.length } });
    const kept = await server.fetch(`${DRILLS}/${drill.id}/answer/1/audio`, { headers: { token: learnerToken } });
    expect(kept.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(MP3);
    const read = faqDrillResponseSchema.parse((await learner('GET', `${DRILLS}/${drill.id}`)).body).drill;
    expect(read.answers[0]).toMatchObject({ mode: 'voice', recording: 1 });
    expect((await other('GET', `${DRILLS}/${drill.id}/answer/1/audio`)).status).toBe(404);
  });

  it('tells the page the server does not recognise audio with the device recogniser', async () => {
    const socket = await openPracticeSocket(server.url, learnerToken);
    try {
      const drill = await startDrill(learner);
      expect(await emitWithAck(socket, 'practice:voiceConfig', {})).toEqual({ ok: true, recognisesAudio: false });
      expect(await emitWithAck(socket, 'faq:voiceStart', { drillId: drill.id, seq: 1 })).toMatchObject({ ok: false, errcode: 40580 });
    } finally {
      socket.close();
    }
  });
});
