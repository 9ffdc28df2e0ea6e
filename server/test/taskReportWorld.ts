import { examStartResponseSchema, examTokenResponseSchema, scenarioListResponseSchema, type PracticeSessionReply } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertPosition, setUserPosition } from '../src/data/positions.js';
import { users } from '../src/db/schema/index.js';
import { refreshOrganisationReports } from '../src/reports/refresh.js';
import { ManualClock } from './clock.js';
import { answerBody, carryExamOutcomes, examChildBody, examQuestions, publishedPaper } from './examClient.js';
import { createUser, demoOrganisation } from './factories.js';
import { answerDrill, bankFaqs, faqChildBody, finishDrill, startDrill } from './faqDrills.js';
import { startTestServer, type TestServer } from './harness.js';
import { adminCaller } from './peopleClient.js';
import { practiceCall, practiceSockets } from './practiceSocket.js';
import { DAY, demoDepartments, publishedPackage, type Caller } from './tasksClient.js';

/**
 * The task report's world, made through the real API as learners would make it: a package of a
 * practice, an exam and a quick Q&A child published to 销售部 (with the groups below it) and 客服部;
 * learner01 (华东销售组) passes everything, learner02 (客服部) fails the practice and the exam and
 * leaves the drill half done, a learner of 华南销售组 with a position fails the exam, learner03 and
 * admin01 do nothing. Then the organisation's aggregates are refreshed.
 */
export interface TaskReportWorld {
  server: TestServer;
  clock: ManualClock;
  orgId: string;
  owner: Caller;
  ownerToken: string;
  packageId: string;
  child: { practice: string; exam: string; faq: string };
  departments: Record<string, string>;
  positionId: string;
  close(): Promise<void>;
}

const HOUR = 3_600_000;
const GOOD_ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];
export const FAQ_ANSWER = '本月购车可享一万元现金优惠，另送五年免费保养。';
export const EXAM = '/api/trainning/v3/exampaper';
export const PACKAGE_TITLE = '报表测试任务包';

export async function taskReportWorld(): Promise<TaskReportWorld> {
  const clock = new ManualClock();
  const server = await startTestServer({ clock });
  const practice = practiceSockets(() => server);
  const ownerToken = await practice.tokenOf('owner01');
  const owner = adminCaller(server.fetch, ownerToken);
  const { db } = server.database;
  const orgId = (await demoOrganisation(db)).id;
  const idOf = async (account: string) => (await db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.account, account)) }))!.id;
  const departments = await demoDepartments(db, orgId);
  const position = await insertPosition(db, { orgId, name: '报表销售顾问' });
  const south = await createUser(db, { account: 'report_south', name: '华南学员', departmentId: departments['华南销售组']! });
  await setUserPosition(db, orgId, south.id, position.id);
  await setUserPosition(db, orgId, await idOf('learner01'), position.id);

  const list = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  const scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
  const paperId = await publishedPaper(owner, await examQuestions(owner), { minute: 30, limitMinute: 0, score: 60 });
  const faqIds = (
    await bankFaqs(db, orgId, [
      { question: '这款车现在有什么优惠？', answer: FAQ_ANSWER, keywords: '优惠,保养' },
      { question: '保养周期是多久？', answer: '每五千公里或六个月保养一次。', keywords: '五千公里|六个月' },
    ])
  ).map((row) => row.id);
  const now = clock.now().getTime();
  const window = { starttime: now - HOUR, endtime: now + 10 * DAY };
  const pkg = await publishedPackage(owner, now, {
    range: { departments: [departments['销售部']!, departments['客服部']!] },
    overrides: { title: PACKAGE_TITLE },
    children: [
      { type: 1, title: '展厅接待演练', weight: 40, ...window, refs: [{ refid: scenarioId }], settings: {} },
      examChildBody(now, paperId, { title: '结业考试', weight: 40 }),
      faqChildBody(now, faqIds, { source: 'list', count: 2 }, { title: '售前问答', weight: 20 }),
    ],
  });
  const [practiceChild, examChild, faqChild] = pkg.childIds as [string, string, string];

  const session = async (account: string, answers: readonly string[]) => {
    const socket = await practice.open(account);
    const ok = (reply: PracticeSessionReply) => {
      if (!reply.ok) throw new Error(`practice refused: ${reply.errmsg}`);
      return reply.session;
    };
    const started = ok(await practiceCall(socket, 'practice:start', { childId: practiceChild }));
    let last = started;
    for (const text of answers) {
      clock.advance(20);
      last = ok(await practiceCall(socket, 'practice:answer', { sessionId: started.id, text }));
    }
    if (last.status !== 'finished') last = ok(await practiceCall(socket, 'practice:end', { sessionId: started.id }));
    expect(last.status).toBe('finished');
  };
  const exam = async (caller: Caller, items: { questionid: string; choices?: string[]; fills?: string[] }[]) => {
    const cover = examTokenResponseSchema.parse((await caller('GET', `${EXAM}/token/${examChild}`)).body);
    const { key } = examStartResponseSchema.parse((await caller('GET', `${EXAM}/${examChild}/start?key=${cover.key}`)).body);
    clock.advance(60);
    const submitted = await caller('POST', `${EXAM}/${examChild}/submit?key=${key}`, answerBody(items, clock.now().getTime()));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  };

  const learner01 = adminCaller(server.fetch, await practice.tokenOf('learner01'));
  const learner02 = adminCaller(server.fetch, await practice.tokenOf('learner02'));
  const southLearner = adminCaller(server.fetch, await practice.tokenOf('report_south'));
  await session('learner01', GOOD_ANSWERS);
  await session('learner02', ['随便看看吧，没什么想说的。']);
  await exam(learner01, [
    { questionid: '0', choices: ['A'] },
    { questionid: '1', choices: ['A', 'C'] },
    { questionid: '2', fills: ['北京', '上海'] },
  ]);
  await exam(learner02, [
    { questionid: '0', choices: ['B'] },
    { questionid: '1', choices: ['A'] },
  ]);
  await exam(southLearner, [
    { questionid: '0', choices: ['A'] },
    { questionid: '2', fills: ['北京', '广州'] },
  ]);
  const drill = await startDrill(learner01, faqChild);
  for (const question of drill.questions) {
    await answerDrill(learner01, drill.id, question.seq, question.question.includes('优惠') ? FAQ_ANSWER : '每五千公里或者六个月保养一次。');
  }
  await finishDrill(learner01, drill.id);
  const half = await startDrill(learner02, faqChild);
  await answerDrill(learner02, half.id, half.questions[0]!.seq, '不太清楚。');
  practice.closeAll();

  // A submit under load may leave its result to be carried into the child record a moment later
  // (exam/outcomes.ts); carry every such result now, as the scheduler would, so the records are whole.
  await carryExamOutcomes(db, clock);
  await refreshOrganisationReports(db, orgId, clock.now());
  return {
    server,
    clock,
    orgId,
    owner,
    ownerToken,
    packageId: pkg.id,
    child: { practice: practiceChild, exam: examChild, faq: faqChild },
    departments,
    positionId: position.id,
    close: () => server.close(),
  };
}
