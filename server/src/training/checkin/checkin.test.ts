import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  checkinGridResponseSchema,
  checkinLearnerResponseSchema,
  checkinListResponseSchema,
  checkinResponseSchema,
  faqDrillResponseSchema,
  myCheckinListResponseSchema,
  myCheckinResponseSchema,
  scenarioListResponseSchema,
  zonedDay,
  type PracticeSessionReply,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { answerDrill, bankFaqs, faqCatalogue, finishDrill } from '../../../test/faqDrills.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import { users } from '../../db/schema/index.js';

/** Check-in tasks over days of a moved clock (docs/checkin.md): streak, stars and the details. */

const DAY_SECONDS = 86_400;
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];
const ADMIN = '/api/admin/checkin';
const MINE = '/api/trainning/v3/checkin';

// Noon in China today: the days moved below never cross a midnight mid-practice.
const clock = new ManualClock(new Date(`${zonedDay(Date.now())}T04:00:00Z`));
const today = () => zonedDay(clock.now().getTime());
const practice = practiceSockets(() => server);
let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let learner: ReturnType<typeof adminCaller>;
let outsider: ReturnType<typeof adminCaller>;
let ids: { learner: string; peer: string; department: string };
let scenarioId: string;

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
  const { db } = server.database;
  const org = await demoOrganisation(db);
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
  learner = adminCaller(server.fetch, await practice.tokenOf('learner01'));
  const stranger = await createUser(db, { orgId: org.id, name: '范围外学员' });
  outsider = adminCaller(server.fetch, await server.login(stranger.account));
  const account = (name: string) => db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, name)) });
  const [one, two] = [(await account('learner01'))!, (await account('learner02'))!];
  ids = { learner: one.id, peer: two.id, department: one.departmentId ?? '' };
  const list = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

const taskBody = (overrides: Record<string, unknown> = {}) => ({
  title: '展厅接待每日一练',
  startday: today(),
  endday: addDays(today(), 6),
  kind: 1,
  refid: scenarioId,
  minscore: 60,
  range: { users: [ids.learner, ids.peer] },
  ...overrides,
});

async function created(body: Record<string, unknown>): Promise<string> {
  const answer = await owner('POST', ADMIN, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return checkinResponseSchema.parse(answer.body).task.id;
}

/** learner01 practises the scenario to its end (a score of 60 or more), as free practice. */
async function practiseScenario(account = 'learner01'): Promise<PracticeSessionReply> {
  const socket = await practice.open(account);
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  let last: PracticeSessionReply = started;
  for (const text of ANSWERS) {
    clock.advance(20);
    last = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text });
  }
  return last;
}

const mine = async (id: string) => {
  const answer = await learner('GET', `${MINE}/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return myCheckinResponseSchema.parse(answer.body);
};

describe('a scenario check-in task over three days', () => {
  it('checks days in from finished practice, with the streak, today’s star and the stars right, and the details to match', async () => {
    const id = await created(taskBody());
    const first = today();
    expect(await mine(id)).toMatchObject({ today: first, task: { streak: 0, todaystar: 0, stars: 0 }, days: [] });

    // Day 1: a finished practice checks the day in; a second one the same day adds nothing.
    const finished = await practiseScenario();
    expect(finished).toMatchObject({ ok: true, session: { status: 'finished' } });
    expect((await mine(id)).task).toMatchObject({ streak: 1, todaystar: 1, stars: 1 });
    await practiseScenario();
    expect((await mine(id)).days).toHaveLength(1);

    // Day 2: yesterday's streak holds while today is not done; the star is gone until practice.
    clock.advance(DAY_SECONDS);
    expect((await mine(id)).task).toMatchObject({ streak: 1, todaystar: 0, stars: 1 });
    await practiseScenario();
    expect((await mine(id)).task).toMatchObject({ streak: 2, todaystar: 1, stars: 2 });

    // Day 3: the third day in a row.
    clock.advance(DAY_SECONDS);
    await practiseScenario();
    const third = await mine(id);
    expect(third.task).toMatchObject({ streak: 3, todaystar: 1, stars: 3 });
    expect(third.days.map((day) => day.day)).toEqual([first, addDays(first, 1), addDays(first, 2)]);
    expect(third.days.every((day) => day.score >= 60)).toBe(true);

    // The back office: the list's reach and today's count, the grid, one learner's days.
    const list = checkinListResponseSchema.parse((await owner('GET', `${ADMIN}?keyword=${encodeURIComponent('每日一练')}`)).body);
    expect(list.rows.find((row) => row.id === id)).toMatchObject({ learners: 2, todaychecked: 1, refname: 'SUV展厅接待' });
    const grid = checkinGridResponseSchema.parse((await owner('GET', `${ADMIN}/${id}/learners`)).body);
    expect(grid.days).toHaveLength(7);
    expect(grid.total).toBe(2);
    expect(grid.rows.find((row) => row.userid === ids.learner)).toMatchObject({ checked: third.days.map((day) => day.day), streak: 3, todaystar: 1, stars: 3 });
    expect(grid.rows.find((row) => row.userid === ids.peer)).toMatchObject({ checked: [], streak: 0, todaystar: 0, stars: 0 });
    const named = checkinGridResponseSchema.parse((await owner('GET', `${ADMIN}/${id}/learners?keyword=learner02`)).body);
    expect(named.rows.map((row) => row.userid)).toEqual([ids.peer]);
    if (ids.department) {
      const inDepartment = checkinGridResponseSchema.parse((await owner('GET', `${ADMIN}/${id}/learners?departmentid=${ids.department}`)).body);
      expect(inDepartment.rows.some((row) => row.userid === ids.learner)).toBe(true);
    }
    const details = checkinLearnerResponseSchema.parse((await owner('GET', `${ADMIN}/${id}/learners/${ids.learner}`)).body);
    expect(details).toMatchObject({ learner: { userid: ids.learner }, streak: 3, stars: 3, todaystar: 1 });
    expect(details.days.map((day) => day.day)).toEqual(third.days.map((day) => day.day));

    // Day 4 without practice keeps yesterday's streak; day 5 breaks it; the stars stay.
    clock.advance(DAY_SECONDS);
    expect((await mine(id)).task).toMatchObject({ streak: 3, todaystar: 0, stars: 3 });
    clock.advance(DAY_SECONDS);
    expect((await mine(id)).task).toMatchObject({ streak: 0, todaystar: 0, stars: 3 });
    const listed = myCheckinListResponseSchema.parse((await learner('GET', MINE)).body);
    expect(listed.rows.find((row) => row.id === id)).toMatchObject({ streak: 0, stars: 3 });
  });

  it('counts nothing for a learner outside the range, a disabled task or a day outside its days', async () => {
    const id = await created(taskBody({ title: '范围与停用' }));
    expect(await outsider('GET', `${MINE}/${id}`)).toMatchObject({ status: 403, body: { errmsg: '该打卡任务未对你开放' } });
    expect(myCheckinListResponseSchema.parse((await outsider('GET', MINE)).body).rows.some((row) => row.id === id)).toBe(false);
    expect((await owner('PUT', `${ADMIN}/${id}/enabled`, { enabled: 0 })).status).toBe(200);
    await practiseScenario();
    expect(myCheckinListResponseSchema.parse((await learner('GET', MINE)).body).rows.some((row) => row.id === id)).toBe(false);
    expect(await learner('GET', `${MINE}/${id}`, undefined, 'en')).toMatchObject({ status: 403, body: { errmsg: 'This check-in task is not open to you' } });
    expect((await owner('PUT', `${ADMIN}/${id}/enabled`, { enabled: 1 })).status).toBe(200);
    expect((await mine(id)).days).toEqual([]);
    const later = await created(taskBody({ title: '明天开始', startday: addDays(today(), 1), endday: addDays(today(), 3) }));
    await practiseScenario();
    expect((await mine(later)).task).toMatchObject({ streak: 0, stars: 0 });
    expect((await mine(id)).task).toMatchObject({ stars: 1 });
  });
});

describe('a quick Q&A check-in task', () => {
  it('checks the day in with a drill of its catalogue that reaches the minimum score', async () => {
    const { db } = server.database;
    const org = await demoOrganisation(db);
    const catalogId = await faqCatalogue(db, org.id, '打卡问答');
    await bankFaqs(db, org.id, [{ question: '这款车保修多久？', answer: '整车保修三年或者十万公里', keywords: '三年,十万公里', catalogId }]);
    const id = await created(taskBody({ title: '问答打卡', kind: 3, refid: catalogId, minscore: 50 }));
    const started = await learner('POST', '/api/trainning/v3/faq/drill', { checkinid: id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const drill = faqDrillResponseSchema.parse(started.body).drill;
    expect(drill.questions).toHaveLength(1);
    await answerDrill(learner, drill.id, 1, '整车保修三年或者十万公里');
    await finishDrill(learner, drill.id);
    expect((await mine(id)).task).toMatchObject({ streak: 1, todaystar: 1, stars: 1 });
    expect(await outsider('POST', '/api/trainning/v3/faq/drill', { checkinid: id })).toMatchObject({ status: 403 });
  });
});

describe('the check-in calls refuse', () => {
  it('a bad form with its message, in the caller’s language, changing nothing', async () => {
    const before = checkinListResponseSchema.parse((await owner('GET', ADMIN)).body).total;
    const refusals: [Record<string, unknown>, string][] = [
      [{ title: '' }, '请输入任务名称'],
      [{ startday: '2026-02-30' }, '请选择有效的日期'],
      [{ endday: addDays(today(), -1) }, '结束日期不能早于开始日期'],
      [{ endday: addDays(today(), 366) }, '打卡日期最长366天'],
      [{ kind: 2 }, '请选择每日练习的类型'],
      [{ refid: '' }, '请选择练习内容'],
      [{ minscore: 120 }, '每日最低分须为0到100之间的整数'],
      [{ refid: '00000000-0000-4000-8000-000000000000' }, '所选的练习内容不存在'],
    ];
    for (const [change, message] of refusals) {
      const answer = await owner('POST', ADMIN, taskBody(change));
      expect(answer.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(String(answer.body.errmsg), JSON.stringify(change)).toContain(message);
    }
    expect(await owner('POST', ADMIN, taskBody({ minscore: -1 }), 'en')).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('The minimum daily score is a whole number from 0 to 100') },
    });
    expect(checkinListResponseSchema.parse((await owner('GET', ADMIN)).body).total).toBe(before);
  });

  it('another organisation’s task as not found, to its managers and its learners', async () => {
    const id = await created(taskBody({ title: '本企业打卡' }));
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const foreignOwner = await createUser(db, { orgId: elsewhere.id, orgowner: 1 });
    const foreign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    expect(await foreign('GET', `${ADMIN}/${id}`)).toMatchObject({ status: 404, body: { errmsg: '打卡任务不存在' } });
    expect(await foreign('PUT', `${ADMIN}/${id}`, taskBody())).toMatchObject({ status: 404 });
    expect(await foreign('DELETE', `${ADMIN}/${id}`)).toMatchObject({ status: 404 });
    expect(await foreign('GET', `${ADMIN}/${id}/learners`)).toMatchObject({ status: 404 });
    expect(await foreign('GET', `${MINE}/${id}`)).toMatchObject({ status: 404, body: { errmsg: '打卡任务不存在' } });
    expect(checkinResponseSchema.parse((await owner('GET', `${ADMIN}/${id}`)).body).task.title).toBe('本企业打卡');
  });

  it('a learner outside the task’s range in the details', async () => {
    const id = await created(taskBody({ title: '范围外详情' }));
    const stranger = await createUser(server.database.db, { name: '不在范围' });
    expect(await owner('GET', `${ADMIN}/${id}/learners/${stranger.id}`)).toMatchObject({ status: 404, body: { errmsg: '该学员不在打卡范围内' } });
  });
});
