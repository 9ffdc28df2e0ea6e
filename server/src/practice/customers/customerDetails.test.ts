import { customerDetailsResponseSchema, practiceSentenceSchema, speechListResponseSchema, type dialogue, type PracticeSentence } from '@peilian/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelEnv, QUICK_MODEL, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, customerBody, okBody, ROLEPLAY_CHECKLIST, roleplayScenarioDocument, voiceTemplateBody } from '../../../test/practiceClient.js';
import { practiceCall, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertCustomer } from '../../data/practice/customers.js';
import { customerFigures } from '../../data/reportCustomer.js';
import { practiceSessions, practiceTurns, users } from '../../db/schema/index.js';
import { voiceKey } from '../session/voiceFiles.js';

/**
 * A customer's details (docs/practice.md "A customer's details") over sessions played through the
 * real socket — a scripted flow and a role-play that both play the customer — and the customer's
 * digital human heard in both: every line is the voice file of its speech voice and language.
 */

let fake: FakeOpenAi;
let server: TestServer;
let owner: Caller;
let customerId: string;
let flowId: string;
let roleplayId: string;
const practice = practiceSockets(() => server);

const VOICE = 'f4';
const voiced = (text: string) => voiceKey(['tts', 'espeak', VOICE, 'zh', text]);
const keyOf = (url: string | undefined) => url?.slice(url.lastIndexOf('/') + 1);
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];
const brief = {
  situation: '客户带着孩子到店看七座车',
  goal: '了解第三排空间',
  opening: '你好，我想看看七座车。',
  turnLimit: 4,
  checklist: ROLEPLAY_CHECKLIST,
};

beforeAll(async () => {
  fake = await startFakeOpenAi(QUICK_MODEL);
  server = await startTestServer({ env: modelEnv(fake) });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const human = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody({ name: '详情女声', sex: 0, speechvoice: VOICE }));
  customerId = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody({ name: '赵女士', gender: 0, digitalhuman: human }));
  const speeches = speechListResponseSchema.parse(await okBody(owner, 'GET', `/api/admin/material/speech?text=${encodeURIComponent('家里人多')}`));
  const flow = { ...carSales(speeches.rows[0]!.id), name: '赵女士看车' };
  flowId = await createdId(owner, '/api/admin/material/scene', 'scene', { scenario: flow, customerid: customerId });
  roleplayId = await createdId(owner, '/api/admin/material/scene', 'scene', {
    scenario: roleplayScenarioDocument('赵女士角色扮演', brief),
    customerid: customerId,
  });
}, 60_000);
afterAll(async () => {
  practice.closeAll();
  await server?.close();
  await fake?.close();
});

async function call(socket: PracticeClientSocket, event: string, payload: unknown) {
  const reply = await practiceCall(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return { ...reply.session, lines: reply.lines };
}

/** Plays the flow: the answers, then ends it (a flow the answers complete is already finished). */
async function playFlow(account: string, answers: readonly string[]) {
  const socket = await practice.open(account);
  let view = await call(socket, 'practice:start', { scenarioId: flowId });
  const lines = [...view.lines];
  for (const text of answers) {
    if (view.status === 'finished') break;
    view = await call(socket, 'practice:answer', { sessionId: view.id, text });
    lines.push(...view.lines);
  }
  if (view.status !== 'finished') view = await call(socket, 'practice:end', { sessionId: view.id });
  return { view, lines };
}

describe("the customer's digital human", () => {
  it('voices every line of a scripted session with its speech voice and language', async () => {
    const { lines } = await playFlow('learner01', ANSWERS);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(keyOf(line.audio?.url), line.text).toBe(voiced(line.text));
    // Not the provider's default voice.
    expect(voiced(lines[0]!.text)).not.toBe(voiceKey(['tts', 'espeak', '', 'zh', lines[0]!.text]));
  });

  it("voices a role-play's opening and every sentence the model says with it too", async () => {
    const socket = await practice.open('learner01');
    const pushed: PracticeSentence[] = [];
    socket.on('practice:sentence', (payload) => void pushed.push(practiceSentenceSchema.parse(payload)));
    const started = await call(socket, 'practice:start', { scenarioId: roleplayId });
    expect(started.lines.map((line) => [line.text, keyOf(line.audio?.url)])).toEqual([[brief.opening, voiced(brief.opening)]]);
    fake.answer = () => '第三排坐大人挤不挤？价格能便宜点吗？';
    await call(socket, 'practice:answer', { sessionId: started.id, text: '您好，欢迎光临！这款车第三排空间很宽敞。' });
    expect(pushed.map((sentence) => sentence.line.text)).toEqual(['第三排坐大人挤不挤？', '价格能便宜点吗？']);
    for (const sentence of pushed) expect(keyOf(sentence.line.audio?.url)).toBe(voiced(sentence.line.text));
    fake.answer = null;
    // Ended before the price and the test drive: two checklist items missed.
    const ended = await call(socket, 'practice:end', { sessionId: started.id });
    expect(ended.result!.checklist.map((item) => [item.title, item.turn])).toEqual([
      ['介绍第三排空间', 1],
      ['回应价格顾虑', null],
      ['邀约试驾', null],
    ]);
  });
});

describe("a customer's details", () => {
  it('shows the customer, its digital human, its scenarios, and the figures and misses of the sessions that played it', async () => {
    await playFlow('learner02', ['我不知道', '随便看看吧']);
    // A session still running is not counted.
    await call(await practice.open('learner02'), 'practice:start', { scenarioId: flowId });

    const details = customerDetailsResponseSchema.parse(await okBody(owner, 'GET', `/api/admin/voice/customer/${customerId}/details`));
    expect(details.customer).toMatchObject({ id: customerId, name: '赵女士', digitalhumanname: '详情女声' });
    expect(details.digitalhuman).toMatchObject({ name: '详情女声', speechvoice: VOICE, isfree: 1 });
    // By name, in the database's collation.
    expect(details.scenes.map((scene) => [scene.id, scene.name, scene.status]).sort()).toEqual(
      [
        [roleplayId, '赵女士角色扮演', 'enabled'],
        [flowId, '赵女士看车', 'enabled'],
      ].sort(),
    );

    const expected = await expectedFromRecords();
    expect(details.figures).toEqual(expected.figures);
    expect(details.figures).toMatchObject({ sessions: 3, learners: 2 });
    expect(details.misses).toEqual(expected.misses);
    expect(details.misses.checklist).toEqual([
      { title: '回应价格顾虑', count: 1 },
      { title: '邀约试驾', count: 1 },
    ]);
    expect(details.misses.intents.length).toBeGreaterThan(0);
    expect(details.misses.keywords.length).toBeGreaterThan(0);
  });

  it('counts only the learners the caller sees (the data permission narrows it to whom the viewer sees)', async () => {
    const { db } = server.database;
    const learner = (await db.query.users.findFirst({ where: eq(users.account, 'learner02') }))!;
    const viewer = { orgId: learner.orgId, id: learner.id, narrowed: true };
    const figures = await customerFigures(db, { orgId: learner.orgId, viewer, departmentId: '', positionId: '' }, customerId);
    expect(figures).toMatchObject({ sessions: 1, learners: 1 });
  });

  it("is another organisation's customer's 404, and a customer no one practised with has empty figures", async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const foreign = await insertCustomer(db, { orgId: other.id, name: '外部客户' });
    expect(await owner('GET', `/api/admin/voice/customer/${foreign.id}/details`)).toMatchObject({ status: 404, body: { errmsg: '客户不存在或已删除' } });
    const lonely = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody({ name: '无人练习' }));
    const details = customerDetailsResponseSchema.parse(await okBody(owner, 'GET', `/api/admin/voice/customer/${lonely}/details`));
    expect(details).toMatchObject({
      digitalhuman: null,
      scenes: [],
      figures: { sessions: 0, learners: 0, avgscore: null, passed: 0 },
      misses: { intents: [], checklist: [], keywords: [] },
    });
  });
});

const oneDecimal = (value: number) => Math.round(value * 10 + 1e-9) / 10;
function counted<K extends string>(keys: readonly string[], name: K): ({ [P in K]: string } & { count: number })[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 10)
    .map(([key, count]) => ({ [name]: key, count }) as { [P in K]: string } & { count: number });
}

/** The figures and misses computed from the stored sessions and turns in plain code. */
async function expectedFromRecords() {
  const { db } = server.database;
  const sessions = (
    await db
      .select()
      .from(practiceSessions)
      .where(and(inArray(practiceSessions.scenarioId, [flowId, roleplayId]), eq(practiceSessions.status, 'finished')))
  ).filter((session) => session.score !== null);
  const scores = sessions.map((session) => session.score!);
  const turns = await db
    .select()
    .from(practiceTurns)
    .where(
      inArray(
        practiceTurns.sessionId,
        sessions.map((session) => session.id),
      ),
    );
  const inputs = turns.map((turn) => ({ outcome: turn.outcome, score: turn.scoreInputs as unknown as dialogue.TurnScore }));
  const checklist = sessions.flatMap((session) => (session.result as { checklist?: { title: string; turn: number | null }[] }).checklist ?? []);
  return {
    figures: {
      sessions: sessions.length,
      learners: new Set(sessions.map((session) => session.userId)).size,
      avgscore: scores.length ? oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      passed: sessions.filter((session) => session.passed === 1).length,
    },
    misses: {
      intents: counted(
        inputs
          .filter(({ outcome }) => outcome === 'nonStandard' || outcome === 'timeout')
          .flatMap(({ score }) => (score.reference ? [score.reference.label] : [])),
        'label',
      ),
      checklist: counted(
        checklist.filter((item) => item.turn === null).map((item) => item.title),
        'title',
      ),
      keywords: counted(
        inputs.flatMap(({ score }) => (score.keywords?.missed ?? []).map((clause) => clause.join('|'))),
        'keyword',
      ),
    },
  };
}
