import {
  examinationOverviewResponseSchema,
  examinationPapersResponseSchema,
  examSaveResponseSchema,
  examStartResponseSchema,
  examSubmitResponseSchema,
  examTokenResponseSchema,
  paperListResponseSchema,
  paperResponseSchema,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { answerBody, examChildBody, examQuestions, publishedPaper } from '../../../test/examClient.js';
import { createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { addChild, createPackage, packageBody, publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { users } from '../../db/schema/index.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let admin: Caller;
const learners: Record<string, Caller> = {};
const ids: Record<string, string> = {};
let questionIds: string[];
let paperId: string;
let childId: string;
let packageId: string;
let draftPackageId: string;
let draftChildId: string;
let setupNow: number;
const BASE = '/api/trainning/v3/exampaper';
const EXAM = '/api/admin/study/examination';

const right = [
  { questionid: '0', choices: ['A'] },
  { questionid: '1', choices: ['A', 'C'] },
  { questionid: '2', fills: ['北京', '上海'] },
];
const wrong = [{ questionid: '0', choices: ['B'] }];
const firstOnly = [{ questionid: '0', choices: ['A'] }];

const token = async (who: string) => examTokenResponseSchema.parse((await learners[who]!('GET', `${BASE}/token/${childId}`)).body);
const start = async (who: string, key: string) => examStartResponseSchema.parse((await learners[who]!('GET', `${BASE}/${childId}/start?key=${key}`)).body);
const submit = async (who: string, key: string, items: typeof right) =>
  examSubmitResponseSchema.parse((await learners[who]!('POST', `${BASE}/${childId}/submit?key=${key}`, answerBody(items, clock.now().getTime()))).body);

/** Starts the learner's next attempt, answers and hands it in a minute later. */
async function handIn(who: string, items: typeof right): Promise<void> {
  const cover = await token(who);
  const started = await start(who, cover.key);
  clock.advance(60);
  await submit(who, started.key, items);
  clock.advance(60);
}

const overview = async () => examinationOverviewResponseSchema.parse((await owner('GET', `${EXAM}/${paperId}`)).body);
const papers = async (query = '') => examinationPapersResponseSchema.parse((await owner('GET', `${EXAM}/${paperId}/papers${query}`)).body);

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  admin = adminCaller(server.fetch, await server.login('admin01'));
  const { db } = server.database;
  const org = await demoOrganisation(db);
  for (const account of ['learner01', 'learner02']) {
    learners[account] = adminCaller(server.fetch, await server.login(account));
    ids[account] = (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, account)) }))!.id;
  }
  const third = await createUser(db, { orgId: org.id, account: 'learner03x', name: '陈静' });
  learners.learner03 = adminCaller(server.fetch, await server.login(third.account));
  ids.learner03 = third.id;
  questionIds = await examQuestions(owner);
  paperId = await publishedPaper(owner, questionIds, { title: '结业考试（成绩）', minute: 30, limitMinute: 0, score: 60 });
  const now = clock.now().getTime();
  setupNow = now;
  const pkg = await publishedPackage(owner, now, {
    range: { users: Object.values(ids) },
    children: [examChildBody(now, paperId, { title: '期末考试' })],
    overrides: { tasktype: 2, title: '销售结业包' },
  });
  childId = pkg.childIds[0]!;
  packageId = pkg.id;
  const draft = await createPackage(owner, packageBody(now, { tasktype: 2, title: '草稿考试包', range: { users: [ids.learner01!] } }));
  draftPackageId = draft.id;
  draftChildId = await addChild(owner, draft.id, examChildBody(now, paperId, { title: '补考' }));

  // learner01 passes at once; learner02 fails twice (0, then 33.4); learner03 starts and is still answering.
  await handIn('learner01', right);
  await handIn('learner02', wrong);
  await handIn('learner02', firstOnly);
  await start('learner03', (await token('learner03')).key);
});
afterAll(() => server?.close());

describe('an examination (a paper as the exam the organisation runs)', () => {
  it('answers the overview: the paper, the exam child tasks running it and the figures over best handed-in attempts', async () => {
    const answer = await overview();
    expect(answer.paper).toMatchObject({
      id: paperId,
      title: '结业考试（成绩）',
      minute: 30,
      limitMinute: 0,
      score: 60,
      status: 1,
      disabled: 0,
      questioncount: 3,
      total: 100,
    });
    expect(answer.paper).not.toHaveProperty('questions');
    expect(
      answer.children
        .map((child) => ({ id: child.id, title: child.title, packageTitle: child.packageTitle, publishState: child.publishState }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual(
      [
        { id: childId, title: '期末考试', packageTitle: '销售结业包', publishState: 3 },
        { id: draftChildId, title: '补考', packageTitle: '草稿考试包', publishState: 0 },
      ].sort((a, b) => a.title.localeCompare(b.title)),
    );
    expect(answer.children.find((child) => child.id === childId)?.packageId).toBe(packageId);
    // Three learners started; two handed in; one passed; best scores 100 and 33.4.
    expect(answer.figures).toEqual({ started: 3, submitted: 2, passed: 1, average: 66.7, highest: 100 });
  });

  it('lists the handed-in papers newest first, paged, filtered by passed and by name or account', async () => {
    const all = await papers();
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => [row.account, row.attempt, row.score, row.passed])).toEqual([
      ['learner02', 2, 33.4, false],
      ['learner02', 1, 0, false],
      ['learner01', 1, 100, true],
    ]);
    expect(all.rows[2]).toMatchObject({
      name: '张伟',
      department: '华东销售组',
      childId,
      childTitle: '期末考试',
      packageTitle: '销售结业包',
      submittedBy: 'learner',
      duration: 60,
      userid: ids.learner01,
    });
    expect(all.rows[2]!.submittedAt - all.rows[2]!.startedAt).toBe(60_000);

    const second = await papers('?rows=1&page=2');
    expect(second).toMatchObject({ total: 3, rows: [{ account: 'learner02', attempt: 1 }] });
    expect((await papers('?passed=1')).rows.map((row) => row.account)).toEqual(['learner01']);
    expect((await papers('?passed=0')).total).toBe(2);
    expect((await papers('?name=刘')).rows.map((row) => row.attempt)).toEqual([2, 1]);
    expect((await papers('?name=LEARNER01')).rows.map((row) => row.name)).toEqual(['张伟']);
    expect((await papers('?name=%25')).total).toBe(0);
    expect(await owner('GET', `${EXAM}/${paperId}/papers?rows=101`)).toMatchObject({ status: 400 });
    expect(await owner('GET', `${EXAM}/${paperId}/papers?passed=2`)).toMatchObject({ status: 400 });
    expect(await owner('GET', `${EXAM}/00000000-0000-0000-0000-000000000000/papers`)).toMatchObject({ status: 404, body: { errmsg: '试卷不存在或已删除' } });
  });

  it('publishes and unpublishes by the paper rules', async () => {
    expect(await owner('POST', `${EXAM}/${paperId}/status`, { status: 0 })).toMatchObject({ status: 409, body: { errmsg: '试卷已发布，不能修改' } });
    const created = await owner('POST', '/api/admin/study/paper', {
      title: '未发布的考试',
      minute: 20,
      limitMinute: 0,
      score: 60,
      questions: questionIds.map((id, index) => ({ id, score: index === 0 ? 33.4 : 33.3 })),
    });
    const draftPaper = (created.body.paper as { id: string }).id;
    expect(paperResponseSchema.parse((await owner('POST', `${EXAM}/${draftPaper}/status`, { status: 1 })).body).paper.status).toBe(1);
    expect(paperResponseSchema.parse((await owner('POST', `${EXAM}/${draftPaper}/status`, { status: 0 })).body).paper.status).toBe(0);
    expect(await owner('POST', `${EXAM}/${draftPaper}/status`, { status: 2 })).toMatchObject({ status: 400 });
  });

  it('refuses learners and administrators without exam management', async () => {
    for (const caller of [learners.learner01!, admin]) {
      expect((await caller('GET', `${EXAM}/${paperId}`)).status).toBe(403);
      expect((await caller('GET', `${EXAM}/${paperId}/papers`)).status).toBe(403);
      expect((await caller('POST', `${EXAM}/${paperId}/status`, { status: 1 })).status).toBe(403);
      expect((await caller('POST', `${EXAM}/${paperId}/disable`, { disabled: 1 })).status).toBe(403);
    }
    expect((await overview()).paper.disabled).toBe(0);
  });

  it('disabled: refuses new starts at once, while an attempt in progress still saves and submits', async () => {
    // learner01 may retake (retry 1) and this process holds the started paper in memory.
    expect(await token('learner01')).toMatchObject({ canStart: true, key: 'n2' });
    const inProgress = await token('learner03');
    expect(inProgress.status).toBe('inProgress');

    const disabled = paperResponseSchema.parse((await owner('POST', `${EXAM}/${paperId}/disable`, { disabled: 1 })).body);
    expect(disabled.paper.disabled).toBe(1);
    expect(await token('learner01')).toMatchObject({ canStart: false, blocked: 'errors.exam.disabled', key: '' });
    expect(await learners.learner01!('GET', `${BASE}/${childId}/start?key=n2`)).toMatchObject({ status: 403, body: { errmsg: '该考试已停用' } });
    expect(await learners.learner01!('GET', `${BASE}/${childId}/start?key=n2`, undefined, 'en')).toMatchObject({
      status: 403,
      body: { errmsg: 'This exam has been disabled' },
    });
    expect(await learners.learner01!('GET', `${BASE}/${childId}/start?key=n2`, undefined, 'zh-TW')).toMatchObject({
      status: 403,
      body: { errmsg: '該考試已停用' },
    });

    // The attempt in progress: the cover still offers it, and it saves and submits.
    expect(await token('learner03')).toMatchObject({ key: inProgress.key, status: 'inProgress', canStart: true });
    expect((await start('learner03', inProgress.key)).key).toBe(inProgress.key);
    const saved = examSaveResponseSchema.parse(
      (await learners.learner03!('POST', `${BASE}/${childId}/save?key=${inProgress.key}`, answerBody(firstOnly, clock.now().getTime()))).body,
    );
    expect(saved.accepted).toEqual(['0']);
    clock.advance(60);
    expect(await submit('learner03', inProgress.key, right)).toMatchObject({ score: 100, passed: true });
    expect((await overview()).figures).toEqual({ started: 3, submitted: 3, passed: 2, average: 77.8, highest: 100 });
    expect((await papers('?name=learner03x')).rows).toMatchObject([{ score: 100, passed: true, name: '陈静' }]);
  });

  it('disabled: left out of the published-paper picker and refused to new exam child tasks', async () => {
    const picked = async (caller: Caller, query: string) =>
      paperListResponseSchema.parse((await caller('GET', `/api/admin/study/paper?rows=100${query}`)).body).rows.map((row) => row.id);
    expect(await picked(owner, '&status=1')).not.toContain(paperId);
    expect(await picked(admin, '')).not.toContain(paperId);
    expect(await picked(owner, '&status=1&disabled=1')).toContain(paperId);
    expect(await picked(owner, '')).toContain(paperId);

    const now = setupNow;
    expect(await owner('POST', `/api/admin/task/package/${draftPackageId}/child`, examChildBody(now, paperId, { title: '再考一次' }))).toMatchObject({
      status: 403,
      body: { errmsg: '该考试已停用' },
    });
    expect(await owner('POST', `/api/admin/task/package/${draftPackageId}/child`, examChildBody(now, paperId, { title: '再考一次' }), 'en')).toMatchObject({
      body: { errmsg: 'This exam has been disabled' },
    });
    // A task that already runs it keeps it while being edited.
    expect((await owner('PUT', `/api/admin/task/child/${draftChildId}`, examChildBody(now, paperId, { title: '补考（改）' }))).status).toBe(200);
    expect((await overview()).children.map((child) => child.title)).toContain('补考（改）');
  });

  it('enabled again: learners may start', async () => {
    expect(paperResponseSchema.parse((await owner('POST', `${EXAM}/${paperId}/disable`, { disabled: 0 })).body).paper.disabled).toBe(0);
    expect(await owner('POST', `${EXAM}/${paperId}/disable`, { disabled: 3 })).toMatchObject({ status: 400 });
    expect(await token('learner01')).toMatchObject({ canStart: true, key: 'n2' });
    expect((await start('learner01', 'n2')).attempt.status).toBe('inProgress');
  });
});
