import {
  examLogsResponseSchema,
  examQueryTimeResponseSchema,
  examResultResponseSchema,
  examSaveResponseSchema,
  examStartResponseSchema,
  examSubmitResponseSchema,
  examTokenResponseSchema,
} from '@peilian/shared';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { answerBody, examChildBody, examQuestions, publishedPaper } from '../../../test/examClient.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { examAnswers, examAttempts, studentPackages, studentTasks, users } from '../../db/schema/index.js';
import { sweepDueAttempts } from '../deadlineSweep.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let learner: Caller;
let other: Caller;
let learnerId: string;
let childId: string;
let packageId: string;
const BASE = '/api/trainning/v3/exampaper';

const right = [
  { questionid: '0', choices: ['A'] },
  { questionid: '1', choices: ['A', 'C'] },
  { questionid: '2', fills: ['北京', '上海'] },
];

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  learner = adminCaller(server.fetch, await server.login('learner01'));
  other = adminCaller(server.fetch, await server.login('learner02'));
  const { db } = server.database;
  const org = await demoOrganisation(db);
  learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, 'learner01')) }))!.id;
  const otherId = (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, 'learner02')) }))!.id;
  const paperId = await publishedPaper(owner, await examQuestions(owner), { minute: 30, limitMinute: 5, score: 60 });
  const now = clock.now().getTime();
  const pkg = await publishedPackage(owner, now, {
    range: { users: [learnerId, otherId] },
    children: [examChildBody(now, paperId)],
    overrides: { tasktype: 2 },
  });
  childId = pkg.childIds[0]!;
  packageId = pkg.id;
});
afterAll(() => server?.close());

const token = async (caller: Caller = learner) => examTokenResponseSchema.parse((await caller('GET', `${BASE}/token/${childId}`)).body);
const start = async (key: string, caller: Caller = learner) => examStartResponseSchema.parse((await caller('GET', `${BASE}/${childId}/start?key=${key}`)).body);
const save = (key: string, body: unknown, caller: Caller = learner) => caller('POST', `${BASE}/${childId}/save?key=${key}`, body);
const submit = (key: string, body: unknown, caller: Caller = learner) => caller('POST', `${BASE}/${childId}/submit?key=${key}`, body);

/** The learner's attempts at the exam child, first first. */
const attemptRows = () =>
  server.database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, learnerId), eq(examAttempts.childTaskId, childId)))
    .orderBy(examAttempts.attemptNo);

describe('taking an exam', () => {
  let key = '';

  it('shows the cover and starts an attempt on the server clock, without answers in the paper', async () => {
    const cover = await token();
    expect(cover).toMatchObject({
      key: 'n1',
      canStart: true,
      blocked: '',
      status: 'notStarted',
      attempts: 0,
      attemptsLeft: 2,
      paper: { questioncount: 3, total: 100, minute: 30, limitMinute: 5 },
    });
    const started = await start(cover.key);
    key = started.key;
    expect(started.attempt).toMatchObject({
      status: 'inProgress',
      startedAt: clock.now().getTime(),
      deadline: clock.now().getTime() + 30 * 60_000,
      answers: [],
    });
    expect(started.paper.questions[2]).toMatchObject({ type: 3, blanks: 2 });
    expect(JSON.stringify(started)).not.toMatch(/iscorrect|北京/);
    // A second device with the same cover key, and the cover now, resume the same attempt.
    expect((await start('n1')).key).toBe(key);
    expect(await token()).toMatchObject({ key, status: 'inProgress' });
  });

  it("saves idempotently, only into the caller's own attempt, and restores the answers on start", async () => {
    const body = answerBody(
      [
        { questionid: '0', choices: ['B'] },
        { questionid: '9', choices: ['A'] },
      ],
      clock.now().getTime(),
      'save-0001',
    );
    const first = examSaveResponseSchema.parse((await save(key, body)).body);
    expect(first).toMatchObject({
      accepted: ['0'],
      rejected: [{ questionid: '9', errcode: 40462, reason: '题目不存在或已删除' }],
      status: 'inProgress',
      remainingSeconds: 1800,
    });
    expect(examSaveResponseSchema.parse((await save(key, body)).body).accepted).toEqual(['0']);
    const rows = await server.database.db.select().from(examAnswers).where(eq(examAnswers.attemptId, key));
    expect(rows).toHaveLength(1);
    expect(await save(key, body, other)).toMatchObject({ status: 403, body: { errmsg: '这不是您的考试，不能查看或作答' } });
    expect(await save(key, { answer: { saveid: 'bad', items: [] } })).toMatchObject({ status: 400, body: { errcode: 40002 } });
    expect(await save('not-a-key', body)).toMatchObject({ status: 404 });
    // The attempt is resolved before the body is read: a wrong key, or someone else's attempt, is
    // refused as such whatever the body holds (before: 400 for the body).
    for (const call of [save, submit]) {
      expect(await call(randomUUID(), { answer: 'not an answer' })).toMatchObject({ status: 404, body: { errcode: 40460 } });
      expect(await call('not-a-key', {})).toMatchObject({ status: 404, body: { errcode: 40460 } });
      expect(await call(key, { answer: null }, other)).toMatchObject({ status: 403, body: { errcode: 40364 } });
    }
    clock.advance(10);
    await save(key, answerBody(right, clock.now().getTime()));
    expect((await start(key)).attempt.answers.map((answer) => answer.questionid).sort()).toEqual(['0', '1', '2']);
  });

  it('refuses submission before the minimum time, then submits once and for good', async () => {
    const early = await submit(key, answerBody(right, clock.now().getTime()));
    expect(early).toMatchObject({ status: 403, body: { errmsg: '开考5分钟后才能交卷' } });
    clock.advance(6 * 60);
    const query = examQueryTimeResponseSchema.parse((await learner('GET', `${BASE}/${childId}/querytime?key=${key}`)).body);
    expect(query).toMatchObject({ maySubmit: true, expired: false, status: 'inProgress' });
    const body = answerBody(right, clock.now().getTime(), 'submit-0001');
    const submitted = examSubmitResponseSchema.parse((await submit(key, body)).body);
    expect(submitted).toMatchObject({ score: 100, passed: true, submittedBy: 'learner' });
    expect(examSubmitResponseSchema.parse((await submit(key, body)).body).score).toBe(100);
    expect(await submit(key, answerBody(right, clock.now().getTime()))).toMatchObject({ status: 409, body: { errmsg: '试卷已提交，不能再修改答案' } });
    const late = examSaveResponseSchema.parse((await save(key, answerBody([{ questionid: '0', choices: ['B'] }], clock.now().getTime()))).body);
    expect(late).toMatchObject({ accepted: [], status: 'submitted', rejected: [{ questionid: '0', reason: '试卷已提交，不能再修改答案' }] });

    const result = examResultResponseSchema.parse((await learner('GET', `${BASE}/${childId}/result`)).body);
    expect(result).toMatchObject({ score: 100, passed: true, correctCount: 3, visibility: { marks: true, answers: true } });
    expect(result.review[2]).toMatchObject({ answer: '北京,上海', correct: true });
    // A choice question's correct answer is its flagged options: no empty answer text besides them.
    expect(result.review[0]).not.toHaveProperty('answer');
    expect(result.review[0]?.choices.some((choice) => choice.iscorrect === 1)).toBe(true);
    const { db } = server.database;
    const [task] = await db
      .select()
      .from(studentTasks)
      .where(and(eq(studentTasks.userId, learnerId), eq(studentTasks.childTaskId, childId)));
    expect(task).toMatchObject({ status: 2, score: 100 });
    // The time the attempt took, from its start to the submission, counts for the task and its package.
    const [attempt] = await attemptRows();
    expect(task?.durationSeconds).toBe((attempt!.submittedAt!.getTime() - attempt!.startedAt.getTime()) / 1000);
    expect(task?.durationSeconds).toBeGreaterThanOrEqual(6 * 60);
    const [pkg] = await db
      .select()
      .from(studentPackages)
      .where(and(eq(studentPackages.userId, learnerId), eq(studentPackages.packageId, packageId)));
    expect(pkg?.completedAt).not.toBeNull();
    expect(pkg?.durationSeconds).toBe(task?.durationSeconds);
  });

  it('lets another learner see nothing of it, and an administrator read it by userid', async () => {
    expect(await other('GET', `${BASE}/${childId}/result?userid=${learnerId}`)).toMatchObject({ status: 403 });
    expect(await other('GET', `${BASE}/${childId}/result`)).toMatchObject({ status: 403, body: { errmsg: '交卷后才能查看考试结果和答案' } });
    expect(examResultResponseSchema.parse((await owner('GET', `${BASE}/${childId}/result?userid=${learnerId}`)).body).score).toBe(100);
  });

  it('retakes with a fresh attempt, submits it at the deadline with what it holds, takes offline answers in the grace window, keeps the best score', async () => {
    const cover = await token();
    expect(cover).toMatchObject({ key: 'n2', canStart: true, standing: { score: 100, passed: true } });
    const retake = await start(cover.key);
    expect(retake.attempt.answers).toEqual([]);
    await save(retake.key, answerBody([{ questionid: '0', choices: ['A'] }], clock.now().getTime()));
    const offlineAt = clock.now().getTime() + 29 * 60_000;
    clock.advance(31 * 60);
    expect(await sweepDueAttempts(server.database.db, clock.now())).toBe(1);
    let logs = examLogsResponseSchema.parse((await learner('GET', `${BASE}/${childId}/logs`)).body);
    expect(logs.rows[1]).toMatchObject({ attempt: 2, status: 'submitted', submittedBy: 'deadline', score: 33.4, passed: false });

    const offline = examSaveResponseSchema.parse((await save(retake.key, answerBody([{ questionid: '1', choices: ['A', 'C'] }], offlineAt))).body);
    expect(offline).toMatchObject({ accepted: ['1'], status: 'submitted' });
    const tooLateStamp = examSaveResponseSchema.parse(
      (await save(retake.key, answerBody([{ questionid: '2', fills: ['北京', '上海'] }], clock.now().getTime()))).body,
    );
    expect(tooLateStamp.rejected[0]).toMatchObject({ questionid: '2', reason: '考试时间已到，系统已自动交卷' });
    logs = examLogsResponseSchema.parse((await learner('GET', `${BASE}/${childId}/logs`)).body);
    expect(logs.rows[1]?.score).toBe(66.7);
    expect(logs.standing).toEqual({ score: 100, passed: true });
    expect(await token()).toMatchObject({ canStart: false, blocked: 'errors.exam.noRetriesLeft', key: '' });
    expect(await learner('GET', `${BASE}/${childId}/start?key=n3`)).toMatchObject({ status: 403, body: { errmsg: '重考次数已用完' } });
    // Both attempts' time, the second's up to its deadline, counted once although it was scored twice.
    const [first, second] = await attemptRows();
    const seconds = (first!.submittedAt!.getTime() - first!.startedAt.getTime() + second!.deadline.getTime() - second!.startedAt.getTime()) / 1000;
    const [task] = await server.database.db
      .select()
      .from(studentTasks)
      .where(and(eq(studentTasks.userId, learnerId), eq(studentTasks.childTaskId, childId)));
    expect(task?.durationSeconds).toBe(seconds);
  });

  it('refuses learners outside the range and exams outside their window', async () => {
    const outsider = adminCaller(server.fetch, await server.login('admin01'));
    expect((await outsider('GET', `${BASE}/token/${childId}`)).status).toBe(404);
    const paperId = await publishedPaper(owner, await examQuestions(owner));
    const now = clock.now().getTime();
    const later = await publishedPackage(owner, now, {
      range: { users: [learnerId] },
      children: [examChildBody(now, paperId, { starttime: now + 3_600_000 })],
      overrides: { tasktype: 2 },
    });
    const cover = examTokenResponseSchema.parse((await learner('GET', `${BASE}/token/${later.childIds[0]}`)).body);
    // Only the window stands in the way: the cover names the attempt to start and when the window opens.
    expect(cover).toMatchObject({ canStart: false, blocked: 'errors.exam.notOpen', key: 'n1' });
    expect(cover.opensAt).toBeGreaterThan(now + 3_540_000);
    expect(cover.opensAt).toBeLessThanOrEqual(now + 3_600_000);
    expect(await learner('GET', `${BASE}/${later.childIds[0]}/start?key=n1`)).toMatchObject({ status: 403, body: { errmsg: '考试尚未开始' } });
    const open = examTokenResponseSchema.parse((await learner('GET', `${BASE}/token/${childId}`)).body);
    expect(open.opensAt).toBeNull();
    expect(examTokenResponseSchema.parse((await owner('GET', `${BASE}/token/${paperId}?preview=1`)).body)).toMatchObject({ key: 'preview', canStart: true });
    expect((await learner('GET', `${BASE}/token/${paperId}?preview=1`)).status).toBe(403);
  });
});
