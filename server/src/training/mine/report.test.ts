import {
  examStartResponseSchema,
  examSubmitResponseSchema,
  examTokenResponseSchema,
  myReportResponseSchema,
  scenarioListResponseSchema,
  type MyReport,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { answerBody, carryExamOutcomes, examChildBody, examQuestions, publishedPaper } from '../../../test/examClient.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { answerDrill, bankFaqs, faqCatalogue, faqChildBody, finishDrill, startDrill } from '../../../test/faqDrills.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import { publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { findLearnerStats } from '../../data/learnerStats.js';
import { studentPackages, studentTasks, type UserRow } from '../../db/schema/index.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
const practice = practiceSockets(() => server);
const EXAM = '/api/trainning/v3/exampaper';
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

const callerOf = async (user: UserRow) => adminCaller(server.fetch, await practice.tokenOf(user.account));
const reportOf = async (caller: Caller): Promise<MyReport> => myReportResponseSchema.parse((await caller('GET', '/api/trainning/v3/mine/report')).body);

/** A package published to the learners now: an exam child and a quick Q&A child, half the weight each. */
async function examAndDrillPackage(orgId: string, learnerIds: string[]): Promise<{ examChild: string; faqChild: string }> {
  const { db } = server.database;
  const catalogue = await faqCatalogue(db, orgId, `我的数据_${learnerIds[0]}`);
  await bankFaqs(db, orgId, [
    { catalogId: catalogue, question: '这款车有什么优惠？', answer: '本月优惠一万元，送五年保养。', keywords: '优惠,保养' },
    { catalogId: catalogue, question: '可以分期吗？', answer: '可以，首付两成，分期五年。', keywords: '首付,分期' },
  ]);
  const paperId = await publishedPaper(owner, await examQuestions(owner), { minute: 30, limitMinute: 0, score: 60 });
  const now = clock.now().getTime();
  const { childIds } = await publishedPackage(owner, now, {
    range: { users: learnerIds },
    children: [
      examChildBody(now, paperId, { title: '我的结业考试', weight: 50 }),
      faqChildBody(now, [catalogue], { count: 2 }, { title: '我的价格快练', weight: 50 }),
    ],
  });
  return { examChild: childIds[0]!, faqChild: childIds[1]! };
}

/** Takes the exam child through the learner calls and submits `items`; answers the score. */
async function takeExam(learner: Caller, childId: string, items: Parameters<typeof answerBody>[0]): Promise<number> {
  const cover = examTokenResponseSchema.parse((await learner('GET', `${EXAM}/token/${childId}`)).body);
  const { key } = examStartResponseSchema.parse((await learner('GET', `${EXAM}/${childId}/start?key=${cover.key}`)).body);
  const submitted = await learner('POST', `${EXAM}/${childId}/submit?key=${key}`, answerBody(items, clock.now().getTime()));
  const { score } = examSubmitResponseSchema.parse(submitted.body);
  if (score === null) throw new Error('the submitted exam has no score');
  return score;
}

/** A free practice session on the demo scenario, answered to its end; answers the session's score. */
async function practiseToTheEnd(account: string): Promise<number> {
  const response = await server.fetch(`/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, {
    headers: { token: await practice.tokenOf('owner01') },
  });
  const scenarioId = scenarioListResponseSchema.parse(await response.json()).rows[0]!.id;
  const socket = await practice.open(account);
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  let last: Awaited<ReturnType<typeof practiceCall>> = started;
  for (const text of ANSWERS) last = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text });
  if (!last.ok || last.session.status !== 'finished' || last.session.score === null) throw new Error('the session did not finish with a score');
  return last.session.score;
}

describe("the learner's own figures", () => {
  it('are zeros, no average and no results before any learning', async () => {
    const org = await createOrganisation(server.database.db);
    const learner = await createUser(server.database.db, { orgId: org.id });
    expect(await reportOf(await callerOf(learner))).toEqual({
      successed: true,
      learningseconds: 0,
      tasks: 0,
      completed: 0,
      passed: 0,
      avgscore: null,
      practicesessions: 0,
      exams: 0,
      passedexams: 0,
      recent: [],
    });
  });

  it('count what the learner did through the API, live, newest first, and nothing of another learner', async () => {
    const { db } = server.database;
    const learner = await createUser(db);
    const other = await createUser(db);
    const { examChild, faqChild } = await examAndDrillPackage(learner.orgId, [learner.id, other.id]);
    const me = await callerOf(learner);
    const them = await callerOf(other);

    const examScore = await takeExam(me, examChild, [
      { questionid: '0', choices: ['A'] },
      { questionid: '1', choices: ['A', 'C'] },
      { questionid: '2', fills: ['北京', '上海'] },
    ]);
    clock.advance(60);
    const drill = await startDrill(me, faqChild);
    for (const question of drill.questions) await answerDrill(me, drill.id, question.seq, '本月优惠一万元，送五年保养，首付两成分期五年。');
    const drillScore = (await finishDrill(me, drill.id)).score!;
    clock.advance(60);
    const practiceScore = await practiseToTheEnd(learner.account);
    // The other learner's failed exam and practice are theirs alone.
    expect(await takeExam(them, examChild, [{ questionid: '0', choices: ['B'] }])).toBeLessThan(60);
    clock.advance(60);
    await practiseToTheEnd(other.account);
    // An exam result left for a moment later under load (exam/outcomes.ts) is carried now, so the records read below are whole.
    await carryExamOutcomes(db, clock);

    const report = await reportOf(me);
    const passedChildren = await db
      .select()
      .from(studentTasks)
      .where(and(eq(studentTasks.userId, learner.id), eq(studentTasks.status, 2)));
    const [pkg] = await db.select().from(studentPackages).where(eq(studentPackages.userId, learner.id));
    expect(examScore).toBe(100);
    expect(report).toEqual({
      successed: true,
      learningseconds: (await findLearnerStats(db, learner.orgId, learner.id))?.learningSeconds ?? 0,
      tasks: 2,
      completed: passedChildren.length,
      passed: pkg?.completedAt ? 1 : 0,
      avgscore: Math.round(((examScore + drillScore + practiceScore) / 3) * 10) / 10,
      practicesessions: 1,
      exams: 1,
      passedexams: 1,
      recent: [
        { kind: 'practice', title: 'SUV展厅接待', score: practiceScore, at: expect.any(String) },
        { kind: 'faq', title: '我的价格快练', score: drillScore, at: expect.any(String) },
        { kind: 'exam', title: '我的结业考试', score: 100, at: expect.any(String) },
      ],
    });
    expect(passedChildren.length).toBeGreaterThanOrEqual(1);
    const times = report.recent.map((result) => Date.parse(result.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(await reportOf(them)).toMatchObject({ tasks: 2, completed: 0, passed: 0, practicesessions: 1, exams: 1, passedexams: 0 });
  });

  it("name free quick Q&A practice in the learner's language", async () => {
    const { db } = server.database;
    const learner = await createUser(db);
    await bankFaqs(db, learner.orgId, [{ question: '这款车有什么优惠？', answer: '本月优惠一万元，送五年保养。', keywords: '优惠,保养' }]);
    const me = await callerOf(learner);
    const drill = await startDrill(me);
    for (const question of drill.questions) await answerDrill(me, drill.id, question.seq, '本月优惠一万元，送五年保养。');
    await finishDrill(me, drill.id);
    const titleIn = async (language: string) =>
      myReportResponseSchema.parse((await me('GET', '/api/trainning/v3/mine/report', undefined, language)).body).recent.find((row) => row.kind === 'faq')
        ?.title;
    expect(await titleIn('en')).toBe('Quick Q&A practice');
    expect(await titleIn('zh-TW')).toBe('快問快答練習');
    expect(await titleIn('zh-CN')).toBe('快问快答练习');
  });
});
