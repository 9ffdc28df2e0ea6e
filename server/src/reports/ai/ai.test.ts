import { aiReportResponseSchema, scenarioListResponseSchema } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { seededDatabase, startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import { DAY, publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { users } from '../../db/schema/index.js';
import { refreshOrganisationReports } from '../refresh.js';

// The AI report against the fake OpenAI-compatible model: written from the aggregates after a
// learner's off-script practice, refused without a model, when the model fails, and outside the
// allow-list.
const AI = '/api/admin/v3/report/ai';
const REPORT_TEXT = '总体情况：本期陪练参与度较低。主要问题：开场需求询问不足。改进建议：加强需求询问话术练习。';

let fake: FakeOpenAi;
let server: TestServer;
let owner: Caller;
let orgId: string;
const clock = new ManualClock();

beforeAll(async () => {
  const template = await seededDatabase();
  orgId = (await demoOrganisation(template.db)).id;
  await template.dispose();
  fake = await startFakeOpenAi();
  server = await startTestServer({
    clock,
    env: {
      LLM_BASE_URL: `${fake.url}/v1`,
      LLM_API_KEY: fake.apiKey,
      LLM_MODEL: 'fake-report-model',
      FUNCTION_ALLOW_LISTS: JSON.stringify({ aireport: [orgId] }),
    },
  });
  const practice = practiceSockets(() => server);
  owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
  const { db } = server.database;
  const learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.account, 'learner01')) }))!.id;
  const list = await owner('GET', `/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  const scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
  const now = clock.now().getTime();
  const child = { type: 1, title: 'AI报告演练', weight: 100, starttime: now - 3_600_000, endtime: now + DAY, refs: [{ refid: scenarioId }], settings: {} };
  const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [child] });
  const socket = await practice.open('learner01');
  const started = await practiceCall(socket, 'practice:start', { childId: pkg.childIds[0] });
  if (!started.ok) throw new Error(started.errmsg);
  clock.advance(20);
  await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text: '随便看看吧，没什么想说的。' });
  const ended = await practiceCall(socket, 'practice:end', { sessionId: started.session.id });
  expect(ended).toMatchObject({ ok: true, session: { status: 'finished' } });
  practice.closeAll();
  // The report's default period is 「近30天」, the whole days ending yesterday: ask it the next day.
  clock.advance(DAY / 1000);
  owner = adminCaller(server.fetch, await server.login('owner01'));
  await refreshOrganisationReports(db, orgId, clock.now());
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('the AI report', () => {
  it('is written by the model from the period’s figures, in the caller’s language, and marked as generated', async () => {
    fake.answer = () => REPORT_TEXT;
    fake.requests.length = 0;
    const answer = await owner('POST', AI, {}, 'en');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = aiReportResponseSchema.parse(answer.body);
    expect(report).toMatchObject({ generated: true, model: 'fake-report-model', text: REPORT_TEXT, generatedat: clock.now().toISOString() });
    expect(report.asof).toBe(clock.now().toISOString());
    const [request] = fake.requests;
    const [system, user] = request!.messages;
    expect(system!.content).toContain('请用英文（English）撰写');
    expect(user!.content).toContain('陪练次数：1 次');
    expect(user!.content).toMatch(/最常答偏或超时的意图：询问需求（1次）/);
    expect(user!.content).toContain('家用|商务|用途');
    expect(user!.content).not.toContain('learner01');
    expect((await owner('POST', AI, {})).status).toBe(200);
    expect(fake.requests[1]!.messages[0]!.content).toContain('请用简体中文撰写');
  });

  it('says so when the model fails, and refuses bad periods', async () => {
    fake.failStatus = 500;
    try {
      expect(await owner('POST', AI, {})).toMatchObject({ status: 503, body: { errmsg: 'AI模型暂时没有响应，请稍后再试' } });
    } finally {
      fake.failStatus = undefined;
    }
    expect(await owner('POST', AI, { start: '2026-02-30' })).toMatchObject({ status: 400 });
    expect(await owner('POST', AI, { start: '2026-05-02', end: '2026-05-01' })).toMatchObject({ status: 400 });
  });

  it('is refused to an organisation outside the allow-list and to an administrator without aireport', async () => {
    const other = await createOrganisation(server.database.db);
    const outsider = await createUser(server.database.db, { orgId: other.id, orgowner: 1, account: `aiowner_${Date.now()}` });
    const outside = adminCaller(server.fetch, await server.login(outsider.account));
    expect((await outside('POST', AI, {})).status).toBe(403);
    // The same owner opens the other reports: only the allow-list keeps them out of this one.
    expect((await outside('GET', '/api/admin/v3/report/task')).status).toBe(200);
    const admin = adminCaller(server.fetch, await server.login('admin01'));
    expect((await admin('POST', AI, {})).status).toBe(403);
  });

  it('says no model is configured when none is', async () => {
    const bare = await startTestServer({ env: { FUNCTION_ALLOW_LISTS: JSON.stringify({ aireport: [orgId] }) } });
    try {
      const caller = adminCaller(bare.fetch, await bare.login('owner01'));
      expect(await caller('POST', AI, {})).toMatchObject({ status: 503, body: { errcode: 50397, errmsg: '未配置AI模型，无法生成AI报告，请联系管理员' } });
    } finally {
      await bare.close();
    }
  });
});
