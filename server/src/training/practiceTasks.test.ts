import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenarioListResponseSchema, taskDetailResponseSchema, type PracticeSessionReply } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { ManualClock } from '../../test/clock.js';
import { demoOrganisation } from '../../test/factories.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { practiceCall, practiceSockets, type PracticeClientSocket } from '../../test/practiceSocket.js';
import { addChild, createPackage, DAY, packageBody, publishedPackage, publishNow, type Caller } from '../../test/tasksClient.js';
import { studentPackages, studentTasks, users } from '../db/schema/index.js';

type ClientSocket = PracticeClientSocket;
const HOUR = 3_600_000;
type Event = 'practice:start' | 'practice:answer' | 'practice:end';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let learner: Caller;
let scenarioId: string;
let learnerId: string;
const practice = practiceSockets(() => server);

const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
  learner = adminCaller(server.fetch, await practice.tokenOf('learner01'));
  const list = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
  const { db } = server.database;
  const org = await demoOrganisation(db);
  learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, 'learner01')) }))!.id;
});
afterEach(() => {
  practice.closeAll();
});
afterAll(() => server?.close());

const call = (socket: ClientSocket, event: Event, payload: unknown): Promise<PracticeSessionReply> => practiceCall(socket, event, payload);

async function ok(socket: ClientSocket, event: Event, payload: unknown) {
  const reply = await call(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return reply.session;
}

const scenarioChild = (now: number, overrides: Record<string, unknown> = {}) => ({
  type: 1,
  title: '展厅接待演练',
  weight: 100,
  starttime: now - HOUR,
  endtime: now + 10 * DAY,
  refs: [{ refid: scenarioId }],
  settings: {},
  ...overrides,
});

async function studentTask(childId: string) {
  const [row] = await server.database.db
    .select()
    .from(studentTasks)
    .where(and(eq(studentTasks.userId, learnerId), eq(studentTasks.childTaskId, childId)));
  return row;
}

describe('a scenario child task', () => {
  it('names an enabled scenario of the organisation and a pass score of 0–100, with a clear message otherwise', async () => {
    const now = clock.now().getTime();
    const pkg = await createPackage(owner, packageBody(now, { range: { users: [learnerId] } }));
    const path = `/api/admin/task/package/${pkg.id}/child`;
    expect(await owner('POST', path, scenarioChild(now, { refs: [{ refid: '00000000-0000-4000-8000-000000000000' }] }))).toMatchObject({
      status: 404,
      body: { errmsg: '场景不存在或未启用' },
    });
    expect(await owner('POST', path, scenarioChild(now, { refs: [{ refid: 'not-an-id' }] }), 'en')).toMatchObject({
      body: { errmsg: 'The scenario does not exist or is not enabled' },
    });
    expect(await owner('POST', path, scenarioChild(now, { settings: { passscore: 120 } }))).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('子任务设置不正确') },
    });
    expect((await owner('GET', `/api/admin/task/package/${pkg.id}`)).body).toMatchObject({ package: { children: [] } });
    await addChild(owner, pkg.id, scenarioChild(now, { settings: { passscore: 50 } }));
  });

  it("starts only inside the learner's range, the child window and after the front task, with the spec's messages", async () => {
    const now = clock.now().getTime();
    const pkg = await createPackage(owner, packageBody(now, { range: { users: [learnerId] } }));
    const first = await addChild(owner, pkg.id, scenarioChild(now, { title: '第一关', weight: 40 }));
    const second = await addChild(owner, pkg.id, scenarioChild(now, { title: '第二关', weight: 30, fronttaskid: first }));
    const later = await addChild(owner, pkg.id, scenarioChild(now, { title: '明日演练', weight: 30, starttime: now + DAY }));
    const socket = await practice.open('learner01');
    expect(await call(socket, 'practice:start', { childId: first })).toMatchObject({ ok: false, errmsg: '资源不存在或无法查看' });
    await publishNow(owner, pkg.id);
    expect(await call(socket, 'practice:start', { childId: second })).toMatchObject({ ok: false, errmsg: '请先完成前置任务“第一关”' });
    expect(await call(socket, 'practice:start', { childId: later })).toMatchObject({ ok: false, errmsg: '任务尚未开始' });
    expect(await call(await practice.open('learner02', 'en'), 'practice:start', { childId: first })).toMatchObject({
      ok: false,
      errmsg: expect.stringMatching(/not exist|cannot/i),
    });
    expect(await call(socket, 'practice:start', { childId: first, scenarioId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
      errmsg: '场景不存在或未启用',
    });
    expect(await call(socket, 'practice:start', {})).toMatchObject({ ok: false, errcode: 40002 });
    expect(await studentTask(first)).toBeUndefined();
    const started = await ok(socket, 'practice:start', { childId: first });
    expect(started).toMatchObject({ status: 'running', scenarioid: scenarioId, mode: `task:${first}` });
    // advance() takes seconds, DAY is in milliseconds: eleven days, one past the child's window.
    clock.advance((11 * DAY) / 1000);
    expect(await call(socket, 'practice:start', { childId: first })).toMatchObject({ ok: false, errmsg: '任务已结束' });
    clock.advance((-11 * DAY) / 1000);
  });

  it('passes the child with a finished session, completes a one-child package, and keeps the best score of a later lower one', async () => {
    const now = clock.now().getTime();
    const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [scenarioChild(now)] });
    const childId = pkg.childIds[0]!;
    const socket = await practice.open('learner01');
    const started = await ok(socket, 'practice:start', { childId });
    let last = started;
    for (const text of ANSWERS) {
      clock.advance(20);
      last = await ok(socket, 'practice:answer', { sessionId: started.id, text });
    }
    expect(last).toMatchObject({ status: 'finished', endreason: 'completed' });
    const best = last.score!;
    expect(best).toBeGreaterThanOrEqual(60);
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: best, durationSeconds: 60 });
    const { db } = server.database;
    const [record] = await db
      .select()
      .from(studentPackages)
      .where(and(eq(studentPackages.userId, learnerId), eq(studentPackages.packageId, pkg.id)));
    expect(record).toMatchObject({ passedChildren: 1, score: best, durationSeconds: 60 });
    expect(record?.completedAt).not.toBeNull();

    const again = await ok(socket, 'practice:start', { childId });
    clock.advance(10);
    const ended = await ok(socket, 'practice:end', { sessionId: again.id });
    expect(ended.status).toBe('finished');
    expect(ended.score!).toBeLessThan(best);
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: best, durationSeconds: 70 });

    const detail = taskDetailResponseSchema.parse((await learner('GET', `/api/trainning/v3/task/${pkg.id}`)).body);
    expect(detail.children[0]).toMatchObject({ id: childId, score: best });
  });

  it("links the task detail to the learner's latest finished practice of the task, none before or while one runs", async () => {
    const now = clock.now().getTime();
    const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [scenarioChild(now)] });
    const childId = pkg.childIds[0]!;
    const reportOf = async (call: Caller) => taskDetailResponseSchema.parse((await call('GET', `/api/trainning/v3/task/${pkg.id}`)).body).children[0]?.reportid;
    expect(await reportOf(learner)).toBe('');
    const socket = await practice.open('learner01');
    const first = await ok(socket, 'practice:start', { childId });
    expect(await reportOf(learner)).toBe('');
    clock.advance(10);
    await ok(socket, 'practice:end', { sessionId: first.id });
    expect(await reportOf(learner)).toBe(first.id);

    const second = await ok(socket, 'practice:start', { childId });
    expect(await reportOf(learner)).toBe(first.id);
    clock.advance(10);
    await ok(socket, 'practice:end', { sessionId: second.id });
    expect(await reportOf(learner)).toBe(second.id);
    // Free practice of the same scenario is not the task's.
    const free = await ok(socket, 'practice:start', { scenarioId });
    clock.advance(10);
    await ok(socket, 'practice:end', { sessionId: free.id });
    expect(await reportOf(learner)).toBe(second.id);
  });

  it('fails the child below its own pass score, and passes it once a later session reaches it', async () => {
    const now = clock.now().getTime();
    const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [scenarioChild(now, { settings: { passscore: 30 } })] });
    const childId = pkg.childIds[0]!;
    const socket = await practice.open('learner01');
    const early = await ok(socket, 'practice:start', { childId });
    const low = await ok(socket, 'practice:end', { sessionId: early.id });
    expect(low.score!).toBeLessThan(30);
    expect(await studentTask(childId)).toMatchObject({ status: 3, score: low.score });
    const run = await ok(socket, 'practice:start', { childId });
    let last = run;
    for (const text of ANSWERS) last = await ok(socket, 'practice:answer', { sessionId: run.id, text });
    expect(await studentTask(childId)).toMatchObject({ status: 2, score: last.score });
  });

  it('fails the child with a session ended before the flow does, even above its pass score', async () => {
    const now = clock.now().getTime();
    const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [scenarioChild(now, { settings: { passscore: 10 } })] });
    const childId = pkg.childIds[0]!;
    const socket = await practice.open('learner01');
    const early = await ok(socket, 'practice:start', { childId });
    await ok(socket, 'practice:answer', { sessionId: early.id, text: ANSWERS[0] });
    const ended = await ok(socket, 'practice:end', { sessionId: early.id });
    expect(ended.score!).toBeGreaterThanOrEqual(10);
    expect(await studentTask(childId)).toMatchObject({ status: 3, score: ended.score });
  });
  it('keeps a scenario disabled since on the task that names it, refuses it to new tasks, and refuses practice on it', async () => {
    const now = clock.now().getTime();
    const running = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [scenarioChild(now)] });
    const pkg = await createPackage(owner, packageBody(now, { range: { users: [learnerId] } }));
    const childId = await addChild(owner, pkg.id, scenarioChild(now, { weight: 50 }));
    const disable = (disabled: number) => owner('POST', `/api/admin/material/scene/${scenarioId}/disable`, { disabled });
    expect((await disable(1)).status).toBe(200);
    try {
      expect(await owner('POST', `/api/admin/task/package/${pkg.id}/child`, scenarioChild(now, { weight: 50 }))).toMatchObject({
        status: 404,
        body: { errmsg: '场景不存在或未启用' },
      });
      expect(await owner('PUT', `/api/admin/task/child/${childId}`, scenarioChild(now, { weight: 50, title: '展厅接待复训' }))).toMatchObject({ status: 200 });
      expect(await call(await practice.open('learner01'), 'practice:start', { childId: running.childIds[0] })).toMatchObject({
        ok: false,
        errmsg: '场景不存在或未启用',
      });
    } finally {
      expect((await disable(0)).status).toBe(200);
    }
  });
});
