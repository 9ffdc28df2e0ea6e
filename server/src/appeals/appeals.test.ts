import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  appealDetailResponseSchema,
  appealListResponseSchema,
  appealRecordResponseSchema,
  appealResponseSchema,
  myAppealsResponseSchema,
  examResultResponseSchema,
  examStartResponseSchema,
  examTokenResponseSchema,
  practiceResultSchema,
  scenarioListResponseSchema,
  taskLearnersResponseSchema,
  zonedDay,
  type PracticeSessionReply,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { ManualClock } from '../../test/clock.js';
import { demoOrganisation } from '../../test/factories.js';
import { answerBody, examChildBody, examQuestions, publishedPaper } from '../../test/examClient.js';
import { answerDrill, finishDrill, startDrill } from '../../test/faqDrills.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { refreshReports } from '../../test/reportServer.js';
import { practiceCall, practiceSockets, type PracticeClientSocket } from '../../test/practiceSocket.js';
import { DAY, publishedPackage, type Caller } from '../../test/tasksClient.js';
import { practiceSessions, studentPackages, studentTasks, users } from '../db/schema/index.js';

const HOUR = 3_600_000;
const APPEAL = '/api/trainning/v3/appeal';
const COMPLAIN = '/api/admin/train/complain';
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let learner: Caller;
let other: Caller;
let scenarioId: string;
let learnerId: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
  learner = adminCaller(server.fetch, await practice.tokenOf('learner01'));
  other = adminCaller(server.fetch, await practice.tokenOf('learner02'));
  const list = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
  const org = await demoOrganisation(server.database.db);
  learnerId = (await server.database.db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, 'learner01')) }))!.id;
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

async function ok(socket: PracticeClientSocket, event: string, payload: unknown): Promise<NonNullable<Extract<PracticeSessionReply, { ok: true }>['session']>> {
  const reply = await practiceCall(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return reply.session;
}

/** A package whose one scenario child task asks 99 points, and learner01's finished session of it (below 99). */
async function failedTaskSession(): Promise<{ packageId: string; childId: string; sessionId: string; score: number }> {
  const now = clock.now().getTime();
  const child = {
    type: 1,
    title: '展厅接待演练',
    weight: 100,
    starttime: now - HOUR,
    endtime: now + 10 * DAY,
    refs: [{ refid: scenarioId }],
    settings: { passscore: 99 },
  };
  const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [child] });
  const socket = await practice.open('learner01');
  const started = await ok(socket, 'practice:start', { childId: pkg.childIds[0] });
  let last = started;
  for (const text of ANSWERS) {
    clock.advance(20);
    last = await ok(socket, 'practice:answer', { sessionId: started.id, text });
  }
  expect(last).toMatchObject({ status: 'finished' });
  expect(last.score!).toBeLessThan(99);
  return { packageId: pkg.id, childId: pkg.childIds[0]!, sessionId: started.id, score: last.score! };
}

const studentTask = async (childId: string) =>
  (
    await server.database.db
      .select()
      .from(studentTasks)
      .where(and(eq(studentTasks.userId, learnerId), eq(studentTasks.childTaskId, childId)))
  )[0];

describe('a learner appeals a scored practice session, and the back office re-scores it', () => {
  it('appeals once, is re-scored upward with an opinion, and the task, the package and the learner see it', async () => {
    const { packageId, childId, sessionId, score } = await failedTaskSession();
    expect(await studentTask(childId)).toMatchObject({ status: 3, score });

    const state = appealRecordResponseSchema.parse((await learner('GET', `${APPEAL}/record?type=practice&recordid=${sessionId}`)).body);
    expect(state).toMatchObject({ refusal: null, appeal: null });
    expect(state.criteria.length).toBeGreaterThan(0);
    const [first] = state.criteria;

    // Bad input is refused with a message in the learner's language, and makes no appeal.
    expect(await learner('POST', APPEAL, { type: 'practice', recordid: sessionId, reason: '  ' })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('请填写申诉理由') },
    });
    expect(await learner('POST', APPEAL, { type: 'practice', recordid: sessionId, reason: '分'.repeat(101) }, 'en')).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('The reason may be at most 100 characters') },
    });
    expect(await learner('POST', APPEAL, { type: 'practice', recordid: sessionId, reason: '识别错误', items: ['item-99'] })).toMatchObject({
      status: 400,
      body: { errcode: 40070 },
    });
    expect(await learner('POST', APPEAL, { type: 'video', recordid: sessionId, reason: '识别错误' })).toMatchObject({ status: 400 });
    // Another learner's record is not theirs to appeal.
    expect(await other('POST', APPEAL, { type: 'practice', recordid: sessionId, reason: '识别错误' })).toMatchObject({
      status: 404,
      body: { errmsg: '学习记录不存在' },
    });

    const made = appealResponseSchema.parse(
      (await learner('POST', APPEAL, { type: 'practice', recordid: sessionId, reason: '第二句被识别错了', items: [first!.key] })).body,
    ).appeal;
    const today = zonedDay(clock.now().getTime(), 'Asia/Shanghai');
    expect(made).toMatchObject({
      status: 0,
      scorebefore: score,
      scoreafter: null,
      duedate: addWorkingDays(today, 15),
      items: [{ key: first!.key, label: first!.label }],
      packagetitle: expect.any(String),
    });
    // Once made, it cannot be made again.
    expect(await learner('POST', APPEAL, { type: 'practice', recordid: sessionId, reason: '再申诉一次' })).toMatchObject({
      status: 409,
      body: { errmsg: '该学习记录已申诉，每条记录只能申诉一次' },
    });
    expect(appealRecordResponseSchema.parse((await learner('GET', `${APPEAL}/record?type=practice&recordid=${sessionId}`)).body)).toMatchObject({
      refusal: 'appeals.refusal.alreadyAppealed',
      appeal: { id: made.id },
    });

    // The queue lists it, waiting, with its due day.
    const queue = appealListResponseSchema.parse((await owner('GET', `${COMPLAIN}?status=0&name=${encodeURIComponent('learner01')}`)).body);
    expect(queue.rows.find((row) => row.id === made.id)).toMatchObject({ status: 0, overdue: false, daysleft: 15, account: 'learner01' });
    const detail = appealDetailResponseSchema.parse((await owner('GET', `${COMPLAIN}/${made.id}`)).body);
    expect(detail.record).toMatchObject({ type: 'practice', total: score, sessionid: sessionId });
    expect(detail.record!.lines.filter((line) => line.speaker === 'learner').map((line) => line.text)).toEqual(ANSWERS);

    // Typed answers leave no recording to play.
    expect(await owner('GET', `${COMPLAIN}/${made.id}/audio/turn-1`)).toMatchObject({ status: 404, body: { errcode: 40422 } });
    expect((await owner('PUT', `${COMPLAIN}/${made.id}/accept`)).status).toBe(200);
    const raised = detail.record!.criteria.map((criterion) => ({ key: criterion.key, score: criterion.max }));
    // The opinion is required (spec §8) and at most 50; a score may not go down nor past its range; something must change.
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '', scores: raised })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('审核意见不能为空') },
    });
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '', scores: raised }, 'en')).toMatchObject({
      body: { errmsg: expect.stringContaining('Audit opinion cannot be empty') },
    });
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '意'.repeat(51), scores: raised })).toMatchObject({
      body: { errmsg: expect.stringContaining('审核意见最多50个字') },
    });
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '复核', scores: [{ key: first!.key, score: first!.score - 1 }] })).toMatchObject({
      status: 400,
      body: { errcode: 40073 },
    });
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '复核', scores: [{ key: first!.key, score: first!.max + 1 }] })).toMatchObject({
      body: { errcode: 40072 },
    });
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '复核', scores: [{ key: first!.key, score: first!.score }] })).toMatchObject({
      body: { errcode: 40074 },
    });

    const resolved = appealDetailResponseSchema.parse(
      (await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '录音确认回答正确，已调整', scores: raised })).body,
    );
    expect(resolved.appeal).toMatchObject({ status: 2, scorebefore: score, opinion: '录音确认回答正确，已调整', handlername: expect.any(String) });
    const after = resolved.appeal.scoreafter!;
    expect(after).toBeGreaterThanOrEqual(99);
    expect(resolved.events.map((event) => event.action)).toEqual(['submitted', 'accepted', 'completed']);
    expect(resolved.events[2]).toMatchObject({ scorebefore: score, scoreafter: after, opinion: '录音确认回答正确，已调整' });
    expect(resolved.events[2]!.changes.length).toBeGreaterThan(0);
    // Final: neither decided again nor rejected.
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/reject`, { opinion: '驳回' })).toMatchObject({
      status: 409,
      body: { errmsg: '申诉已处理完毕，不能再修改' },
    });

    // The session, the child task and the package carry the new score.
    const [session] = await server.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect(session).toMatchObject({ score: after });
    expect(practiceResultSchema.parse(session!.result).appeal).toEqual({ id: made.id, status: 'completed', before: score, after });
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: after });
    const [pkgRecord] = await server.database.db
      .select()
      .from(studentPackages)
      .where(and(eq(studentPackages.userId, learnerId), eq(studentPackages.packageId, packageId)));
    expect(pkgRecord?.completedAt).not.toBeNull();
    // The task report, at its next refresh: the learner passed with the score after.
    await refreshReports(server.database.db, (await demoOrganisation(server.database.db)).id, clock.now());
    const report = taskLearnersResponseSchema.parse((await owner('GET', `/api/admin/v3/report/task/${packageId}/learners?childid=${childId}`)).body);
    expect(report.rows.find((row) => row.account === 'learner01')).toMatchObject({ status: 2, score: after });

    // The learner is told: an unread reply until they open it.
    const mine = myAppealsResponseSchema.parse((await learner('GET', APPEAL)).body);
    expect(mine.unread).toBe(1);
    expect(mine.rows.find((row) => row.id === made.id)).toMatchObject({ status: 2, scoreafter: after, replyseen: false });
    expect(appealResponseSchema.parse((await learner('GET', `${APPEAL}/${made.id}`)).body).appeal).toMatchObject({ replyseen: false });
    expect(myAppealsResponseSchema.parse((await learner('GET', APPEAL)).body).unread).toBe(0);
    expect(await other('GET', `${APPEAL}/${made.id}`)).toMatchObject({ status: 404, body: { errmsg: '申诉不存在' } });
  });

  it('rejects a drill’s appeal with an opinion and keeps its score; two appeals at once make one', async () => {
    const drill = await startDrill(learner);
    for (const [index] of drill.questions.entries()) await answerDrill(learner, drill.id, index + 1, '我们提供三年十万公里的质保');
    const finished = await finishDrill(learner, drill.id);
    const body = { type: 'faq', recordid: drill.id, reason: '我的回答包含了要点' };
    const answers = await Promise.all([learner('POST', APPEAL, body), learner('POST', APPEAL, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const made = appealResponseSchema.parse(answers.find((answer) => answer.status === 200)!.body).appeal;
    const rejected = appealDetailResponseSchema.parse((await owner('PUT', `${COMPLAIN}/${made.id}/reject`, { opinion: '回答缺少关键信息' })).body);
    expect(rejected.appeal).toMatchObject({ status: 3, scorebefore: finished.score, scoreafter: finished.score, opinion: '回答缺少关键信息' });
    expect(rejected.events.map((event) => event.action)).toEqual(['submitted', 'rejected']);
    expect(await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '改判', scores: [{ key: 'a-1', score: 100 }] })).toMatchObject({ status: 409 });
    expect(appealListResponseSchema.parse((await owner('GET', `${COMPLAIN}?status=3&type=faq`)).body).rows.map((row) => row.id)).toContain(made.id);
  });

  it('re-scores an exam question the machine marked wrong, and the exam task passes', async () => {
    const paperId = await publishedPaper(owner, await examQuestions(owner), { minute: 30, limitMinute: 5, score: 60 });
    const now = clock.now().getTime();
    const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [examChildBody(now, paperId)], overrides: { tasktype: 2 } });
    const childId = pkg.childIds[0]!;
    const exam = `/api/trainning/v3/exampaper/${childId}`;
    const cover = examTokenResponseSchema.parse((await learner('GET', `/api/trainning/v3/exampaper/token/${childId}`)).body);
    const { key } = examStartResponseSchema.parse((await learner('GET', `${exam}/start?key=${cover.key}`)).body);
    clock.advance(6 * 60);
    // Only the first question answered, and answered right: the other two score nothing.
    expect((await learner('POST', `${exam}/submit?key=${key}`, answerBody([{ questionid: '0', choices: ['A'] }], clock.now().getTime()))).status).toBe(200);
    const result = examResultResponseSchema.parse((await learner('GET', `${exam}/result`)).body);
    expect(result.passed).toBe(false);
    expect(await studentTask(childId)).toMatchObject({ status: 3 });

    const state = appealRecordResponseSchema.parse((await learner('GET', `${APPEAL}/record?type=exam&recordid=${result.attemptid}`)).body);
    const missed = state.criteria.filter((criterion) => criterion.score < criterion.max);
    expect(missed.length).toBe(2);
    const made = appealResponseSchema.parse(
      (await learner('POST', APPEAL, { type: 'exam', recordid: result.attemptid, reason: '填空题答案与标准答案同义', items: [missed[1]!.key] })).body,
    ).appeal;
    const scores = missed.map((criterion) => ({ key: criterion.key, score: criterion.max }));
    const resolved = appealDetailResponseSchema.parse((await owner('PUT', `${COMPLAIN}/${made.id}/resolve`, { opinion: '同义表述，判为正确', scores })).body);
    expect(resolved.appeal).toMatchObject({ status: 2, scorebefore: result.score, scoreafter: 100 });
    expect(resolved.record).toMatchObject({ type: 'exam', total: 100, passed: true });
    expect(examResultResponseSchema.parse((await learner('GET', `${exam}/result`)).body)).toMatchObject({ score: 100, passed: true });
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: 100 });
  });

  it('refuses an unfinished session, and counts the due day on the organisation’s work calendar', async () => {
    const socket = await practice.open('learner01');
    const running = await ok(socket, 'practice:start', { scenarioId });
    expect(appealRecordResponseSchema.parse((await learner('GET', `${APPEAL}/record?type=practice&recordid=${running.id}`)).body)).toMatchObject({
      refusal: 'appeals.refusal.notScored',
    });
    expect(await learner('POST', APPEAL, { type: 'practice', recordid: running.id, reason: '没有成绩' })).toMatchObject({
      status: 409,
      body: { errcode: 40931 },
    });

    const today = zonedDay(clock.now().getTime(), 'Asia/Shanghai');
    const nextWorking = addWorkingDays(today, 1);
    expect(await owner('PUT', `${COMPLAIN}/calendar`, { holidays: ['2026-02-30'], workdays: [] })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('日期格式应为 yyyy-MM-dd') },
    });
    expect(await owner('PUT', `${COMPLAIN}/calendar`, { holidays: [nextWorking], workdays: [nextWorking] })).toMatchObject({ status: 400 });
    expect((await owner('PUT', `${COMPLAIN}/calendar`, { holidays: [nextWorking], workdays: [] })).body).toMatchObject({
      holidays: [nextWorking],
      workdays: [],
    });
    expect((await owner('GET', `${COMPLAIN}/calendar`)).body).toMatchObject({ holidays: [nextWorking] });

    await ok(socket, 'practice:answer', { sessionId: running.id, text: ANSWERS[0] });
    await ok(socket, 'practice:end', { sessionId: running.id });
    const made = appealResponseSchema.parse((await learner('POST', APPEAL, { type: 'practice', recordid: running.id, reason: '中途掉线' })).body).appeal;
    expect(made.duedate).toBe(addWorkingDays(today, 16));

    // Past its due day, an open appeal is overdue.
    clock.advance((30 * DAY) / 1000);
    const overdue = appealListResponseSchema.parse((await owner('GET', `${COMPLAIN}?overdue=1`)).body);
    expect(overdue.rows.find((row) => row.id === made.id)).toMatchObject({ overdue: true, daysleft: 0 });
    clock.advance((-30 * DAY) / 1000);
  });
});
