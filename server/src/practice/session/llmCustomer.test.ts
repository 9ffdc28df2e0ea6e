import { practiceSessionResponseSchema, type PracticeSessionReply, type PracticeSessionView } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeChatRequest, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, customerBody } from '../../../test/practiceClient.js';
import { practiceCall, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';
import { users } from '../../db/schema/index.js';

/**
 * The AI customer in live sessions: the server runs with its LLM provider pointed at the fake
 * OpenAI-compatible endpoint; free-talk customer nodes are worded by the model, the flow still
 * decides the way, and a slow or failing model leaves the scripted line with its fallback mark.
 */

let fake: FakeOpenAi;
let server: TestServer;
let scenarioId: string;
let plainScenarioId: string;
const practice = practiceSockets(() => server);

type Lines = Extract<PracticeSessionReply, { ok: true }>['lines'];

const OPENING = '你好，我想看看车。';
const ASKS_PRICE = '这车多少钱？';
const GOODBYE = '好的，我再考虑一下。';

/** start → (free talk) opening → learner greets → (free talk) price question → learner offers → (scripted) goodbye → end. */
function freeTalkScenario(name: string, freetalk: boolean): Record<string, unknown> {
  const says = (id: string, node: string, text: string) => ({ id, node, label: id, speechtype: 1, specifytext: text });
  return {
    name,
    category: '汽车销售',
    description: '客户到店看车，关心价格',
    intentMode: 'keywords',
    intentSimilarity: 60,
    specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
    status: 'enabled',
    flow: {
      nodes: [
        { id: 'start', name: '开始', type: 'start', transitions: [{ id: 't0', node: 'c-open', label: '开场' }] },
        { id: 'c-open', name: '进店', type: 'customer', freetalk, transitions: [says('t-open', 's-greet', OPENING)] },
        {
          id: 's-greet',
          name: '接待',
          type: 'student',
          transitions: [{ id: 'i-greet', node: 'c-price', label: '接待', normtext: '欢迎光临', keywords: '欢迎' }],
        },
        { id: 'c-price', name: '问价', type: 'customer', freetalk, transitions: [says('t-price', 's-offer', ASKS_PRICE)] },
        {
          id: 's-offer',
          name: '报价',
          type: 'student',
          transitions: [{ id: 'i-offer', node: 'c-bye', label: '优惠', normtext: '现在有优惠', keywords: '优惠' }],
        },
        { id: 'c-bye', name: '告别', type: 'customer', transitions: [says('t-bye', 'end', GOODBYE)] },
        { id: 'end', name: '结束', type: 'end' },
      ],
    },
  };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({
    env: { LLM_BASE_URL: `${fake.url}/v1`, LLM_API_KEY: fake.apiKey, LLM_MODEL: 'fake-model', LLM_CUSTOMER_TIMEOUT_MS: '3000' },
  });
  const owner = adminCaller(server.fetch, await server.login('owner01'));
  const customer = await createdId(owner, '/api/admin/voice/customer', 'customer', customerBody());
  scenarioId = await createdId(owner, '/api/admin/material/scene', 'scene', { scenario: freeTalkScenario('AI客户看车', true), customerid: customer });
  plainScenarioId = await createdId(owner, '/api/admin/material/scene', 'scene', { scenario: freeTalkScenario('标准话术看车', false), customerid: customer });
});
afterEach(() => {
  practice.closeAll();
  fake.answer = null;
  fake.stall = false;
  fake.delayMs = 0;
  fake.failStatus = undefined;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function session(socket: PracticeClientSocket, event: string, payload: unknown): Promise<PracticeSessionView & { lines: Lines }> {
  const reply = await practiceCall(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return { ...reply.session, lines: reply.lines };
}

/** The fake's customer lines, numbered, so each line the model said is known. */
function numberedAnswers(): string[] {
  const said: string[] = [];
  fake.answer = () => {
    said.push(`模型客户的第${said.length + 1}句话。`);
    return `客户：“${said.at(-1)!}”`;
  };
  return said;
}

const voiced = (line: Lines[number]) => Boolean(line.audio ? line.audio.url : line.notice);

describe('the AI customer in a live session', () => {
  it('words free-talk lines with the model (persona, scenario, history, the scripted hint) while the graph decides the way', async () => {
    const said = numberedAnswers();
    const before = fake.requests.length;
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started.lines).toHaveLength(1);
    expect(started.lines[0]).toMatchObject({ text: said[0], llm: 'model', cause: 'flow' });
    expect(voiced(started.lines[0]!)).toBe(true);
    const opening = fake.requests.at(-1)!;
    expect(fake.requests.length).toBe(before + 1);
    expect(opening.model).toBe('fake-model');
    const system = opening.messages[0]!.content;
    for (const part of ['王先生', '性别：男', '职业：工程师', '预算区间：15-20万', 'AI客户看车', '客户到店看车，关心价格']) expect(system).toContain(part);
    expect(opening.messages.at(-1)).toEqual({ role: 'system', content: expect.stringContaining(OPENING) as string });

    const greeted = await session(socket, 'practice:answer', { sessionId: started.id, text: '您好，欢迎光临！' });
    expect(greeted.lines.map((line) => [line.text, line.llm])).toEqual([[said[1], 'model']]);
    expect(voiced(greeted.lines[0]!)).toBe(true);
    expect(greeted.turns[0]).toMatchObject({ intentlabel: '接待', outcome: 'matched' });
    const asked: FakeChatRequest = fake.requests.at(-1)!;
    expect(asked.messages.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['assistant', said[0]],
      ['user', '您好，欢迎光临！'],
      ['system', expect.stringContaining(ASKS_PRICE)],
    ]);

    const last = await session(socket, 'practice:answer', { sessionId: started.id, text: '现在买有一万元优惠。' });
    expect(last.lines).toEqual([expect.objectContaining({ text: GOODBYE })]);
    expect(last.lines[0]!.llm).toBeUndefined();
    expect(fake.requests.length).toBe(before + 2);
    expect(last).toMatchObject({ status: 'finished', endreason: 'completed' });

    const token = await practice.tokenOf('learner01');
    const report = practiceSessionResponseSchema.parse(
      await (await server.fetch(`/api/trainning/v3/practice/session/${started.id}`, { headers: { token } })).json(),
    ).session;
    expect(report.opening.map((line) => [line.text, line.llm])).toEqual([[said[0], 'model']]);
    expect(report.turns.map((turn) => turn.lines.map((line) => line.text))).toEqual([[said[1]], [GOODBYE]]);
  });

  it('says the scripted line with the fallback mark when the model answers after the timeout, and the session goes on', async () => {
    fake.delayMs = 10_000;
    const received = fake.received;
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started.lines.map((line) => [line.text, line.llm])).toEqual([[OPENING, 'fallback']]);
    expect(voiced(started.lines[0]!)).toBe(true);
    expect(fake.received).toBe(received + 1);
    expect(started).toMatchObject({ status: 'running' });
    expect(started.hints.map((hint) => hint.label)).toEqual(['接待']);
    fake.delayMs = 0;
    numberedAnswers();
    const greeted = await session(socket, 'practice:answer', { sessionId: started.id, text: '欢迎光临' });
    expect(greeted.lines.map((line) => line.llm)).toEqual(['model']);
    expect(greeted.hints.map((hint) => hint.label)).toEqual(['优惠']);
    const token = await practice.tokenOf('learner01');
    const report = practiceSessionResponseSchema.parse(
      await (await server.fetch(`/api/trainning/v3/practice/session/${started.id}`, { headers: { token } })).json(),
    ).session;
    expect(report.opening.map((line) => [line.text, line.llm])).toEqual([[OPENING, 'fallback']]);
  });

  it('says the scripted line with the fallback mark when the model answers HTTP 500, and the flow still progresses', async () => {
    fake.failStatus = 500;
    const received = fake.received;
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started.lines.map((line) => [line.text, line.llm])).toEqual([[OPENING, 'fallback']]);
    const greeted = await session(socket, 'practice:answer', { sessionId: started.id, text: '您好，欢迎光临' });
    expect(greeted.lines.map((line) => [line.text, line.llm])).toEqual([[ASKS_PRICE, 'fallback']]);
    const last = await session(socket, 'practice:answer', { sessionId: started.id, text: '有优惠' });
    expect(last).toMatchObject({ status: 'finished', endreason: 'completed' });
    expect(fake.received).toBe(received + 2);
  });

  it('never asks the model on nodes that are not free talk', async () => {
    const received = fake.received;
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId: plainScenarioId });
    expect(started.lines).toEqual([expect.objectContaining({ text: OPENING })]);
    expect(started.lines[0]!.llm).toBeUndefined();
    const greeted = await session(socket, 'practice:answer', { sessionId: started.id, text: '欢迎光临' });
    expect(greeted.lines.map((line) => line.text)).toEqual([ASKS_PRICE]);
    expect(fake.received).toBe(received);
  });

  it('never asks the model for an organisation without aillm', async () => {
    const { db } = server.database;
    const flagged = await db.select({ id: users.id }).from(users).where(eq(users.aillm, 1));
    await db.update(users).set({ aillm: 0 });
    try {
      const received = fake.received;
      const socket = await practice.open('learner01');
      const started = await session(socket, 'practice:start', { scenarioId });
      expect(started.lines).toEqual([expect.objectContaining({ text: OPENING })]);
      expect(started.lines[0]!.llm).toBeUndefined();
      const greeted = await session(socket, 'practice:answer', { sessionId: started.id, text: '欢迎光临' });
      expect(greeted.lines.map((line) => line.text)).toEqual([ASKS_PRICE]);
      expect(fake.received).toBe(received);
    } finally {
      for (const { id } of flagged) await db.update(users).set({ aillm: 1 }).where(eq(users.id, id));
    }
  });
});
