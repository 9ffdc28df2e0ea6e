import { createTranslator, practiceCoachResponseSchema, studentDashboardResponseSchema } from '@peilian/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { modelEnv, QUICK_MODEL, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, customerBody, ROLEPLAY_CHECKLIST, roleplayScenarioDocument } from '../../../test/practiceClient.js';
import { practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import { dayFrom } from '../../../test/reportRecords.js';

/**
 * A learner's role-plays on their dashboard and the coach's review of each (docs/reports.md "A
 * learner's dashboard"), over the real server: learner01 plays two role-plays over the socket
 * against the fake model, the administrators look the next day — the dashboard's period ends
 * yesterday. Who may not open the dashboard reads neither.
 */

const zh = createTranslator('zh-CN');
const STUDENTS = '/api/admin/v3/report/student';
const DAY_S = 86_400;

let fake: FakeOpenAi;
let server: TestServer;
const clock = new ManualClock();
const practice = practiceSockets(() => server);
let learnerId: string;
let scenarioId: string;
/** A role-play learner01 left running. */
let runningId: string;
/** The role-plays learner01 finished, the earlier first. */
const played: string[] = [];

const scenario = roleplayScenarioDocument('七座SUV角色扮演', {
  situation: '客户第一次到店，家里添了二胎，想换一辆七座车',
  goal: '了解七座SUV的空间和价格',
  budget: '25万以内',
  objections: ['价格比别家贵'],
  hiddenFacts: [],
  buysWhen: '给出实在的优惠并约好试驾',
  leavesWhen: '销售只顾推销不回答问题',
  difficulty: 'normal',
  opening: '你好，我想看看七座的SUV。',
  turnLimit: 3,
  checklist: ROLEPLAY_CHECKLIST,
});

const review = {
  criteria: [{ name: '讲清第三排空间', comment: '直接回答了客户最关心的问题。', quotes: ['第三排可以坐两个大人'] }],
  rewrites: [{ turn: 3, said: '这个月有五千元礼包，周末来试驾吧', better: '这个月下订有五千元礼包，周六上午我给您留一台车试驾。' }],
  next: '练习把优惠折算成客户能感知的差价。',
};

/** Plays a role-play of learner01 to its turn limit: its id. */
async function play(answers: string[]): Promise<string> {
  const socket = await practice.open('learner01');
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  let last: Awaited<ReturnType<typeof practiceCall>> = started;
  for (const text of answers) last = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text });
  expect(last).toMatchObject({ ok: true, session: { status: 'finished' } });
  return started.session.id;
}

/** The role-play scenario, made by the owner through the back office. */
async function createScenario(): Promise<string> {
  const owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
  const customer = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody());
  return createdId(owner, '/api/admin/material/scene', 'scene', { scenario, customerid: customer });
}

/** A GET as `account`, signed in once for the file (a second sign-in would end the learner's session). */
const as = async (account: string, path: string) => adminCaller(server.fetch, await practice.tokenOf(account))('GET', path);
const coachPath = (userId: string, sessionId: string) => `${STUDENTS}/${userId}/roleplay/${sessionId}/coach`;

beforeAll(async () => {
  fake = await startFakeOpenAi(QUICK_MODEL);
  fake.answer = (request) => (request.messages[0]!.content.includes('陪练教练') ? JSON.stringify(review) : '好的，我知道了。');
  server = await startTestServer({ clock, env: { ...modelEnv(fake), ...LASTING_SESSIONS } });
  scenarioId = await createScenario();
  learnerId = (await server.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'learner01')))[0]!.id;
  played.push(await play(['您好，欢迎光临', '第三排可以坐两个大人', '您再考虑考虑']));
  clock.advance(60);
  played.push(await play(['您好，欢迎光临', '第三排可以坐两个大人', '这个月有五千元礼包，周末来试驾吧']));
  // A role-play left running is no finished one.
  const socket = await practice.open('learner01');
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  runningId = started.session.id;
  practice.closeAll();
  clock.advance(DAY_S);
}, 120_000);
afterAll(async () => {
  practice.closeAll();
  await server?.close();
  await fake?.close();
});

describe("a learner's role-plays on the dashboard", () => {
  it('lists the finished ones of the period, newest first, with their checklist as scored', async () => {
    const { status, body } = await as('owner01', `${STUDENTS}/${learnerId}`);
    expect(status).toBe(200);
    const { roleplays } = studentDashboardResponseSchema.parse(body);
    expect(roleplays.map((row) => row.sessionid)).toEqual([...played].reverse());
    expect(roleplays[0]).toMatchObject({ scenarioname: '七座SUV角色扮演', checklistticked: 3, checklisttotal: 3 });
    expect(roleplays[1]).toMatchObject({ checklistticked: 1, checklisttotal: 3, passed: false });
    expect(roleplays[1]!.checklist.map((item) => [item.id, item.turn, item.said])).toEqual([
      ['c1', 2, ['第三排']],
      ['c2', null, []],
      ['c3', null, []],
    ]);
    expect(new Date(roleplays[0]!.finishedat).getTime()).toBeGreaterThan(new Date(roleplays[1]!.finishedat).getTime());
  });

  it('leaves out the role-plays finished outside the period', async () => {
    const before = dayFrom(clock.now(), -2);
    const { body } = await as('owner01', `${STUDENTS}/${learnerId}?start=${before}&end=${before}`);
    expect(studentDashboardResponseSchema.parse(body).roleplays).toEqual([]);
  });

  it("gives the coach's review of one, as the learner reads it", async () => {
    const { status, body } = await as('owner01', coachPath(learnerId, played[1]!));
    expect(status).toBe(200);
    const coached = practiceCoachResponseSchema.parse(body);
    expect(coached).toMatchObject({ status: 'ready', message: '', coach: { criteria: review.criteria, next: review.next } });
    expect(coached.coach!.rewrites).toEqual(review.rewrites);
    const own = await server.fetch(`/api/trainning/v3/practice/session/${played[1]}/coach`, { headers: { token: await practice.tokenOf('learner01') } });
    expect(practiceCoachResponseSchema.parse(await own.json())).toEqual(coached);
    // A session that is not a finished role-play has no review.
    const running = await as('owner01', coachPath(learnerId, runningId));
    expect(practiceCoachResponseSchema.parse(running.body)).toMatchObject({ status: 'none', coach: null });
  });
});

describe('who may not open the dashboard', () => {
  const refusedWith = async (account: string, path: string, status: number, key: 'errors.forbidden' | 'errors.reports.studentNotFound') => {
    const answer = await as(account, path);
    expect(answer.status, `${account} ${path}`).toBe(status);
    expect(answer.body.errmsg, `${account} ${path}`).toBe(zh(key));
  };

  it('is refused the list and the review: an administrator without the student report, a learner', async () => {
    for (const path of [`${STUDENTS}/${learnerId}`, coachPath(learnerId, played[1]!)]) {
      await refusedWith('admin01', path, 403, 'errors.forbidden');
      await refusedWith('learner01', path, 403, 'errors.forbidden');
    }
  });

  it("answers 404 for another learner's session, an unknown one, and to another organisation", async () => {
    const { db } = server.database;
    const other = (await db.select({ id: users.id }).from(users).where(eq(users.account, 'learner02')))[0]!.id;
    await refusedWith('owner01', coachPath(other, played[1]!), 404, 'errors.reports.studentNotFound');
    await refusedWith('owner01', coachPath(learnerId, randomUUID()), 404, 'errors.reports.studentNotFound');
    const stranger = await createUser(db, { orgId: (await createOrganisation(db)).id, orgowner: 1 });
    for (const path of [`${STUDENTS}/${learnerId}`, coachPath(learnerId, played[1]!)]) {
      await refusedWith(stranger.account, path, 404, 'errors.reports.studentNotFound');
    }
  });

  it('answers 404 to a manager holding the student report whose data permission does not reach the learner', async () => {
    const { db } = server.database;
    const manager = await createUser(db, { name: '数据权限主管', funcs: 'studentReport' });
    const owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
    // Without data permission control the manager sees the whole organisation.
    for (const path of [`${STUDENTS}/${learnerId}`, coachPath(learnerId, played[1]!)]) expect((await as(manager.account, path)).status, path).toBe(200);
    expect((await owner('PUT', '/api/admin/system/setting/datapermission', { datapermission: 1 })).status).toBe(200);
    try {
      for (const path of [`${STUDENTS}/${learnerId}`, coachPath(learnerId, played[1]!)]) {
        await refusedWith(manager.account, path, 404, 'errors.reports.studentNotFound');
        expect((await as('owner01', path)).status, path).toBe(200);
      }
    } finally {
      await owner('PUT', '/api/admin/system/setting/datapermission', { datapermission: 0 });
    }
  });
});
