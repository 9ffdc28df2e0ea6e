import { scenarioListResponseSchema, scoringRuleUpdateResponseSchema, scoringRuleUsageResponseSchema, type PracticeSessionReply } from '@peilian/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { demoOrganisation } from '../../../test/factories.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, scoringRuleBody } from '../../../test/practiceClient.js';
import { practiceCall, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';
import { DAY, publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { practiceSessions, scenarios, studentPackages, studentTasks, users } from '../../db/schema/index.js';

// Re-scoring past sessions when a scoring rule in use is saved: the demo scenario is given a rule
// of this test, learner01 practises it free and through a scenario child task (pass score 50).
const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let learnerId: string;
let scenarioId: string;
let ruleId: string;
let pkg: { id: string; childIds: string[] };
const practice = practiceSockets(() => server);
const HOUR = 3_600_000;
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];
const item = (name: string, min: number, max: number) => ({ name, weight: 100, min, max });

async function ok(socket: PracticeClientSocket, event: 'practice:start' | 'practice:answer' | 'practice:end', payload: unknown) {
  const reply: PracticeSessionReply = await practiceCall(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return reply.session;
}

/** A session through the whole flow (or ended at once), bound to the child task or free. */
async function practise(target: { childId: string } | { scenarioId: string }, whole: boolean): Promise<string> {
  const socket = await practice.open('learner01');
  const started = await ok(socket, 'practice:start', target);
  clock.advance(10);
  if (whole) for (const text of ANSWERS) await ok(socket, 'practice:answer', { sessionId: started.id, text });
  else await ok(socket, 'practice:end', { sessionId: started.id });
  return started.id;
}

const sessionsOfScenario = () =>
  server.database.db
    .select({
      id: practiceSessions.id,
      score: practiceSessions.score,
      passed: practiceSessions.passed,
      result: practiceSessions.result,
      mode: practiceSessions.mode,
    })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.scenarioId, scenarioId), eq(practiceSessions.status, 'finished')))
    .orderBy(practiceSessions.id);

async function record() {
  const { db } = server.database;
  const [task] = await db
    .select()
    .from(studentTasks)
    .where(and(eq(studentTasks.userId, learnerId), eq(studentTasks.childTaskId, pkg.childIds[0]!)));
  const [packaged] = await db
    .select()
    .from(studentPackages)
    .where(and(eq(studentPackages.userId, learnerId), eq(studentPackages.packageId, pkg.id)));
  return { task, packaged };
}

const save = async (body: Record<string, unknown>) => {
  const answer = await owner('PUT', `/api/admin/voice/scorerule/${ruleId}`, scoringRuleBody({ name: '重评规则', ...body }));
  expect(answer.status).toBe(200);
  return scoringRuleUpdateResponseSchema.parse(answer.body);
};

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
  const { db } = server.database;
  const org = await demoOrganisation(db);
  learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, 'learner01')) }))!.id;
  const list = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
  // Every item at most 40: no session reaches the child's pass score of 50.
  ruleId = await createdId(
    owner,
    '/api/admin/voice/scorerule',
    'rule',
    scoringRuleBody({ name: '重评规则', passscore: 60, items: [item('流程完整度', 0, 40)] }),
  );
  await db.update(scenarios).set({ scoringRuleId: ruleId }).where(eq(scenarios.id, scenarioId));
  const now = clock.now().getTime();
  const child = {
    type: 1,
    title: '重评演练',
    weight: 100,
    starttime: now - HOUR,
    endtime: now + 10 * DAY,
    refs: [{ refid: scenarioId }],
    settings: { passscore: 50 },
  };
  pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [child] });
  await practise({ childId: pkg.childIds[0]! }, true);
  await practise({ childId: pkg.childIds[0]! }, false);
  await practise({ scenarioId }, true);
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

describe('a scoring rule in use', () => {
  it('shows the scenarios and task packages using it and the finished sessions it scores', async () => {
    const usage = scoringRuleUsageResponseSchema.parse((await owner('GET', `/api/admin/voice/scorerule/${ruleId}/usage`)).body);
    expect(usage.rule).toMatchObject({ id: ruleId, name: '重评规则' });
    expect(usage.scenes.map((scene) => scene.id)).toEqual([scenarioId]);
    // The demo's practice package runs the same scenario.
    expect(usage.packages).toEqual(
      expect.arrayContaining([
        { id: pkg.id, title: '产品知识学习', tasktype: 1, childid: pkg.childIds[0], childtitle: '重评演练', sceneid: scenarioId },
        expect.objectContaining({ title: '汽车销售语音陪练', tasktype: 3, sceneid: scenarioId }),
      ]),
    );
    expect(usage.sessions).toBe((await sessionsOfScenario()).length);
    expect(usage.sessions).toBeGreaterThanOrEqual(3);
  });

  it('keeps past scores when saved without re-scoring', async () => {
    const before = await sessionsOfScenario();
    expect(before.every((session) => (session.score ?? 0) <= 40)).toBe(true);
    expect((await record()).task).toMatchObject({ status: 3 });
    const saved = await save({ passscore: 60, items: [item('流程完整度', 0, 100)] });
    expect(saved).toMatchObject({ rule: { items: [item('流程完整度', 0, 100)] }, rescore: null });
    expect(await sessionsOfScenario()).toEqual(before);
  });

  it("re-scores every finished session but one whose appeal was completed, and carries it into the learner's task and package", async () => {
    const before = await sessionsOfScenario();
    const appealed = before.find((session) => session.mode === 'free')!;
    const appeal = { id: 'appeal-1', status: 'completed', before: appealed.score, after: 33 };
    await server.database.db
      .update(practiceSessions)
      .set({ result: sql`${practiceSessions.result} || ${JSON.stringify({ appeal })}::jsonb` })
      .where(eq(practiceSessions.id, appealed.id));

    const saved = await save({ passscore: 60, items: [item('流程完整度', 0, 100)], rescore: true });
    expect(saved.rescore).toEqual({ rescored: before.length - 1, skipped: 1 });
    const after = await sessionsOfScenario();
    expect(after.find((session) => session.id === appealed.id)).toMatchObject({ score: appealed.score, result: { appeal } });
    const rescored = after.filter((session) => session.id !== appealed.id);
    for (const session of rescored) expect(session.result).toMatchObject({ total: session.score, passscore: 60, formula: 'rule' });
    const bound = rescored.filter((session) => session.mode.startsWith('task:'));
    const best = Math.max(...bound.map((session) => session.score ?? 0));
    expect(best).toBeGreaterThanOrEqual(50);
    const { task, packaged } = await record();
    expect(task).toMatchObject({ status: 2, score: best });
    expect(packaged).toMatchObject({ passedChildren: 1, score: best });
    expect(packaged?.completedAt).not.toBeNull();
  });

  it('keeps a passed task passed when a re-score lowers its best score', async () => {
    const saved = await save({ passscore: 95, items: [item('流程完整度', 0, 20)], rescore: true });
    expect(saved.rescore?.skipped).toBe(1);
    const bound = (await sessionsOfScenario()).filter((session) => session.mode.startsWith('task:'));
    expect(bound.every((session) => (session.score ?? 0) <= 20 && session.passed === 0)).toBe(true);
    const { task } = await record();
    expect(task).toMatchObject({ status: 2, score: Math.max(...bound.map((session) => session.score ?? 0)) });
  });
});
