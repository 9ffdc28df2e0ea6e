import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customerListResponseSchema,
  practiceSessionReplySchema,
  practiceSessionResponseSchema,
  voiceTemplateResponseSchema,
  type PracticeSessionReply,
  type PracticeSessionView,
} from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { STRATEGIES, type StrategyEvent } from '@peilian/shared/testing';
import { ManualClock } from '../../../test/clock.js';
import { practiceSessions } from '../../db/schema/index.js';
import { encodeWav } from '../../providers/tts/index.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, customerBody, voiceTemplateBody } from '../../../test/practiceClient.js';
import { demoScenarioId, openPracticeSocket, practiceCall, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';

type ClientSocket = PracticeClientSocket;
type Event =
  'practice:start' | 'practice:join' | 'practice:answer' | 'practice:timeout' | 'practice:silence' | 'practice:pause' | 'practice:resume' | 'practice:end';

const clock = new ManualClock();
let server: TestServer;
let scenarioId: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  server = await startTestServer({ clock });
  scenarioId = await demoScenarioId(server);
});
afterEach(() => {
  practice.closeAll();
});
afterAll(() => server?.close());

const call = (socket: ClientSocket, event: Event, payload: unknown): Promise<PracticeSessionReply> => practiceCall(socket, event, payload);

async function session(
  socket: ClientSocket,
  event: Event,
  payload: unknown,
): Promise<PracticeSessionView & { lines: Extract<PracticeSessionReply, { ok: true }>['lines'] }> {
  const reply = await call(socket, event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return { ...reply.session, lines: reply.lines };
}

const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];

describe('live practice sessions over socket.io', () => {
  it('runs a typed dialogue on the demo scenario to its end, storing every turn with timings, and scores it', async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started).toMatchObject({ status: 'running', scenarioname: 'SUV展厅接待', mode: 'free', turns: [] });
    expect(started.lines.map((line) => line.text)).toEqual(['你好，我随便看看这款途岳。']);
    const [opening] = started.lines;
    // espeak-ng voices the line; were it down the line would carry a notice instead.
    expect(opening!.audio ? opening!.audio.url : opening!.notice).toBeTruthy();
    expect(started.hints.map((hint) => hint.label)).toEqual(['热情接待', '询问需求']);

    const first = await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    expect(first.lines.map((line) => line.text)).toEqual(['我姓李。这车现在什么价格？有没有优惠？']);
    expect(first.turns).toHaveLength(1);
    expect(first.turns[0]).toMatchObject({ seq: 1, outcome: 'matched', intentlabel: '热情接待', text: ANSWERS[0] });
    expect(first.turns[0]!.keywords?.hit).toEqual(expect.arrayContaining(['欢迎']));
    expect(first.turns[0]!.polite.map((hit) => hit.word).length).toBeGreaterThan(0);

    await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[1] });
    const last = await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[2] });
    expect(last.lines.map((line) => line.text)).toEqual(['明白了，我回去和家人商量一下，再联系你。']);
    expect(last).toMatchObject({ status: 'finished', endreason: 'completed', hints: [] });
    expect(last.turns.map((turn) => turn.intentlabel)).toEqual(['热情接待', '说明优惠', '保修回答']);
    expect(last.result).toMatchObject({ completeness: 100, passscore: 60 });
    expect(last.result!.items.map((item) => item.dimension)).toEqual(['keywords', 'completeness', 'polite', 'turnscore']);
    expect(last.score).toBeGreaterThanOrEqual(60);
    expect(last.passed).toBe(true);

    const token = await practice.tokenOf('learner01');
    const report = practiceSessionResponseSchema.parse(
      await (await server.fetch(`/api/trainning/v3/practice/session/${started.id}`, { headers: { token } })).json(),
    ).session;
    expect(report.turns.map((turn) => turn.seq)).toEqual([1, 2, 3]);
    for (const turn of report.turns) {
      expect(turn.timings.audioMs).toBeGreaterThanOrEqual(turn.timings.engineMs);
      expect(turn.timings.sentMs).toBeGreaterThanOrEqual(turn.timings.audioMs);
    }
    expect(report.opening.map((line) => line.text)).toEqual(['你好，我随便看看这款途岳。']);
    expect(await call(socket, 'practice:answer', { sessionId: started.id, text: '还有别的吗' })).toMatchObject({
      ok: false,
      errcode: 40980,
      errmsg: '本次练习已结束',
    });
  });

  it('never lets another learner join, answer or read a session', async () => {
    const mine = await session(await practice.open('learner01'), 'practice:start', { scenarioId });
    const other = await practice.open('learner02', 'en');
    const refused = { ok: false, errcode: 40480, errmsg: 'This practice session does not exist or is not yours' };
    expect(await call(other, 'practice:join', { sessionId: mine.id })).toEqual(refused);
    expect(await call(other, 'practice:answer', { sessionId: mine.id, text: ANSWERS[0] })).toEqual(refused);
    expect(await call(other, 'practice:end', { sessionId: mine.id })).toEqual(refused);
    const token = await practice.tokenOf('learner02');
    const response = await server.fetch(`/api/trainning/v3/practice/session/${mine.id}`, { headers: { token } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ successed: false, errcode: 40480, errmsg: '练习记录不存在或不属于您' });
  });

  it('gives a socket that reconnects every turn of its running session, and goes on from there', async () => {
    const before = await practice.open('learner01');
    const started = await session(before, 'practice:start', { scenarioId });
    await session(before, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    const gone = new Promise((resolve) => before.once('disconnect', resolve));
    before.close();
    await gone;

    const after = await practice.open('learner01');
    const joined = await session(after, 'practice:join', { sessionId: started.id });
    expect(joined).toMatchObject({ status: 'running', lines: [] });
    expect(joined.turns.map((turn) => [turn.seq, turn.text, turn.lines.map((line) => line.text)])).toEqual([
      [1, ANSWERS[0], ['我姓李。这车现在什么价格？有没有优惠？']],
    ]);
    expect(joined.hints.map((hint) => hint.label)).toEqual(['说明优惠', '邀请试驾']);
    const next = await session(after, 'practice:answer', { sessionId: started.id, text: ANSWERS[1] });
    expect(next.turns.map((turn) => turn.seq)).toEqual([1, 2]);
  });

  it('refuses malformed messages with a clear message and keeps the session going', async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(await call(socket, 'practice:answer', { sessionId: started.id, text: '   ' })).toEqual({
      ok: false,
      errcode: 40002,
      errmsg: '输入有误：请输入回答内容',
    });
    expect(await call(socket, 'practice:answer', { sessionId: started.id })).toMatchObject({ ok: false, errcode: 40002, errmsg: '输入有误：请输入回答内容' });
    expect(await call(socket, 'practice:answer', 'hello')).toMatchObject({ ok: false, errcode: 40002 });
    const bare = socket.timeout(20_000).emitWithAck as unknown as (event: Event) => Promise<unknown>;
    expect(practiceSessionReplySchema.parse(await bare.call(socket, 'practice:start'))).toMatchObject({
      ok: false,
      errcode: 40002,
      errmsg: '输入有误：缺少编号',
    });
    expect(await call(socket, 'practice:answer', { sessionId: started.id, text: '，。！' })).toMatchObject({ ok: false, errcode: 40002 });
    expect(await call(socket, 'practice:join', { sessionId: 'not-an-id' })).toMatchObject({ ok: false, errcode: 40480 });
    expect(await call(socket, 'practice:start', { scenarioId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      ok: false,
      errcode: 40481,
      errmsg: '场景不存在或未启用',
    });
    const still = await session(socket, 'practice:join', { sessionId: started.id });
    expect(still).toMatchObject({ status: 'running', turns: [] });
    const answered = await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    expect(answered.turns).toHaveLength(1);
  });

  it('takes answers sent at once one after another, each its own turn', async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    const replies = await Promise.all([
      session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] }),
      session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[1] }),
    ]);
    expect(replies.map((reply) => reply.turns.length)).toEqual([1, 2]);
    expect(replies[1]!.turns.map((turn) => turn.intentlabel)).toEqual(['热情接待', '说明优惠']);
  });

  it('counts an answer timeout only once the answer time has run out on the server clock', async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started.answertimeoutms).toBe(30_000);
    expect(await session(socket, 'practice:timeout', { sessionId: started.id })).toMatchObject({ turns: [], lines: [] });
    clock.advance(31);
    const first = await session(socket, 'practice:timeout', { sessionId: started.id });
    expect(first.turns).toMatchObject([{ seq: 1, outcome: 'timeout', text: '', score: 0 }]);
    expect(first.lines).toEqual([]);
    clock.advance(31);
    const second = await session(socket, 'practice:timeout', { sessionId: started.id });
    expect(second.lines.map((line) => [line.text, line.cause])).toEqual([['不好意思，我没太听明白，您能再说一遍吗？', 'alert']]);
    expect(second).toMatchObject({ status: 'running', turns: [{ seq: 1 }, { seq: 2, outcome: 'timeout' }] });
    const answered = await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    expect(answered.turns.at(-1)).toMatchObject({ seq: 3, outcome: 'matched' });
  });

  it("answers a due silence with the rule's reply, keeps it in the transcript, and ends past the limit", async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started.silencems).toBe(10_000);
    expect(await session(socket, 'practice:silence', { sessionId: started.id })).toMatchObject({
      lines: [],
      opening: [{ text: '你好，我随便看看这款途岳。' }],
    });
    clock.advance(11);
    const first = await session(socket, 'practice:silence', { sessionId: started.id });
    expect(first.lines.map((line) => [line.text, line.cause])).toEqual([['您好，还在吗？', 'silence']]);
    expect(first.opening.map((line) => line.text)).toEqual(['你好，我随便看看这款途岳。', '您好，还在吗？']);
    await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    clock.advance(11);
    await session(socket, 'practice:silence', { sessionId: started.id });
    clock.advance(11);
    await session(socket, 'practice:silence', { sessionId: started.id });
    clock.advance(11);
    const ended = await session(socket, 'practice:silence', { sessionId: started.id });
    expect(ended).toMatchObject({ status: 'finished', endreason: 'silenceLimit', silencems: null });
    expect(ended.turns[0]!.lines.map((line) => line.text)).toEqual(['我姓李。这车现在什么价格？有没有优惠？', '您好，还在吗？', '您好，还在吗？']);
  });

  it('pauses for at most 30 minutes; after that it can only be ended, and is scored as it stands', async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    expect(await session(socket, 'practice:pause', { sessionId: started.id })).toMatchObject({ status: 'paused' });
    expect(await call(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[1] })).toMatchObject({ ok: false, errcode: 40981 });
    clock.advance(10 * 60);
    expect(await session(socket, 'practice:resume', { sessionId: started.id })).toMatchObject({ status: 'running', pausedat: null });
    expect(await call(socket, 'practice:resume', { sessionId: started.id })).toMatchObject({ ok: false, errcode: 40982 });
    await session(socket, 'practice:pause', { sessionId: started.id });
    clock.advance(31 * 60);
    expect(await call(socket, 'practice:resume', { sessionId: started.id })).toEqual({
      ok: false,
      errcode: 40983,
      errmsg: '暂停已超过30分钟，不能继续，请重新开始或结束并提交',
    });
    const ended = await session(socket, 'practice:end', { sessionId: started.id });
    expect(ended).toMatchObject({ status: 'finished', endreason: 'requested' });
    expect(ended.result!.completeness).toBeGreaterThan(0);
    expect(ended.result!.completeness).toBeLessThan(100);
    expect(ended.turns).toHaveLength(1);
  });

  it('scores a session ended after one good answer below the full run, and does not pass it', async () => {
    const socket = await practice.open('learner01');
    const full = await session(socket, 'practice:start', { scenarioId });
    let finished = full;
    for (const text of ANSWERS) finished = await session(socket, 'practice:answer', { sessionId: full.id, text });
    expect(finished).toMatchObject({ status: 'finished', endreason: 'completed', passed: true });

    const early = await session(socket, 'practice:start', { scenarioId });
    await session(socket, 'practice:answer', { sessionId: early.id, text: ANSWERS[0] });
    const ended = await session(socket, 'practice:end', { sessionId: early.id });
    expect(ended).toMatchObject({ status: 'finished', endreason: 'requested', passed: false });
    expect(ended.turns[0]).toMatchObject({ outcome: 'matched', intentlabel: '热情接待' });
    expect(ended.score!).toBeLessThan(finished.score!);
    // The two answers still needed count as answers scoring 0.
    expect(ended.result!.turnscore).toBeCloseTo(ended.turns[0]!.score / 3, 0);
  });

  it('scores a session ended without a single answer 0 on every criterion', async () => {
    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    const ended = await session(socket, 'practice:end', { sessionId: started.id });
    expect(ended).toMatchObject({ status: 'finished', score: 0, passed: false, result: { completeness: 0, turnscore: 0, keywords: 0, polite: 0 } });
    expect(ended.result!.items.map((item) => item.score)).toEqual(ended.result!.items.map(() => 0));
  });
});

/** Plays a fairness strategy (shared `STRATEGIES`) through the live session until it is finished. */
async function playLive(socket: ClientSocket, events: readonly StrategyEvent[]): Promise<PracticeSessionView> {
  let view: PracticeSessionView = await session(socket, 'practice:start', { scenarioId });
  for (const item of [...events, 'end' as const]) {
    if (view.status === 'finished') break;
    if (item === 'answerTimeout') clock.advance(31);
    if (item === 'silence') clock.advance(11);
    view =
      item === 'answerTimeout' || item === 'silence' || item === 'end'
        ? await session(socket, `practice:${item === 'answerTimeout' ? 'timeout' : item}`, { sessionId: view.id })
        : await session(socket, 'practice:answer', { sessionId: view.id, text: item });
  }
  return view;
}

describe('fairness through the live session', () => {
  it('scores gaming strategies below an honest conversation, never passing them, and the report says why', async () => {
    const socket = await practice.open('learner01');
    const strategy = (name: string) => STRATEGIES.find((candidate) => candidate.name === name)!.events;
    const honest = await playLive(socket, strategy('honest'));
    expect(honest).toMatchObject({ status: 'finished', passed: true, result: { answeredtoend: true, failreason: null, formula: 'rule' } });
    const items = honest.result!.items;
    expect(items.reduce((sum, item) => sum + item.points, 0)).toBeCloseTo(honest.result!.total, 0);
    expect(honest.result!.total).toBe(honest.score);

    for (const name of ['one answer, then timeouts', 'cross-node jump to the last node', '990 characters stuffed', 'polite filler']) {
      const played = await playLive(socket, strategy(name));
      expect({ name, passed: played.passed }).toEqual({ name, passed: false });
      expect(played.score!, name).toBeLessThan(honest.score!);
      expect(played.result!.failreason, name).not.toBeNull();
    }

    // The session read again (as the report reads it) explains each node: a timed-out one.
    const timedOut = await playLive(socket, strategy('one answer, then timeouts'));
    const report = await session(socket, 'practice:join', { sessionId: timedOut.id });
    expect(report.result!.steps.map((step) => step.outcome)).toEqual(['answered', 'timedOut', 'timedOut']);
    expect(report.endreason).toBe('completed');
    expect(report.result!.answeredtoend).toBe(false);
    expect(report.turns[0]!.keywords!.said.map((said) => said.text)).toEqual(expect.arrayContaining(['欢迎']));
    expect(report.turns[0]!.quality).toMatchObject({ answer: true });
    expect(report.turns[1]).toMatchObject({ outcome: 'timeout', score: 0, quality: null });
  });

  it('presents a result stored before the breakdown was kept with what it meant', async () => {
    const socket = await practice.open('learner01');
    const played = await playLive(socket, ANSWERS);
    const { formula: _f, total: _t, answeredtoend: _a, failreason: _r, steps: _s, answers: _n, ...old } = played.result!;
    const stored = { ...old, items: old.items.map(({ points: _p, ...item }) => item) };
    await server.database.db.update(practiceSessions).set({ result: stored }).where(eq(practiceSessions.id, played.id));
    const report = await session(socket, 'practice:join', { sessionId: played.id });
    expect(report.result).toMatchObject({ formula: 'rule', total: played.score, answeredtoend: true, failreason: null, steps: [], answers: 3 });
    expect(report.result!.items.map((item) => item.points)).toEqual(played.result!.items.map((item) => item.points));
  });
});

describe("the customer's digital human", () => {
  it("speaks a line with the stored clip of the digital human attached to the scenario's customer", async () => {
    const owner = adminCaller(server.fetch, await practice.tokenOf('owner01'));
    const templateId = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody({ name: '练习客户声音', speechvoice: 'm3' }));
    const customers = customerListResponseSchema.parse((await owner('GET', `/api/admin/voice/customer?name=${encodeURIComponent('王先生')}`)).body);
    const customerId = customers.rows[0]!.id;
    expect((await owner('PUT', `/api/admin/voice/customer/${customerId}`, customerBody({ digitalhuman: templateId }))).status).toBe(200);
    await owner('POST', `/api/admin/voice/digitalhuman/${templateId}/synthesize`);
    for (;;) {
      const template = voiceTemplateResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${templateId}`)).body).digitalhuman;
      if (template.synthstatus !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Replace the opening line's clip with 2 s of silence, so the answer shows it came from the clip, not from a new synthesis.
    const clip = await server.database.db.query.voiceClips.findFirst({
      where: (c, { and, eq }) => and(eq(c.templateId, templateId), eq(c.text, '你好，我随便看看这款途岳。')),
    });
    await writeFile(path.join(server.config.dataDir, 'files', clip!.storageKey), encodeWav({ sampleRate: 16_000, channels: 1, data: Buffer.alloc(64_000) }));

    const socket = await practice.open('learner01');
    const started = await session(socket, 'practice:start', { scenarioId });
    expect(started.lines[0]).toMatchObject({ text: '你好，我随便看看这款途岳。', notice: null, audio: { format: 'mp3' } });
    expect(started.lines[0]!.audio!.durationMs).toBeGreaterThanOrEqual(2000);
    expect(started.lines[0]!.audio!.durationMs).toBeLessThan(2100);
    const played = await server.fetch(`/${started.lines[0]!.audio!.url}`, { headers: { token: await practice.tokenOf('learner01') } });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
  });
});

describe('a live session when voice synthesis fails', () => {
  let silent: TestServer;
  beforeAll(async () => {
    silent = await startTestServer({ env: { ESPEAK_PATH: '/nonexistent/espeak-ng' } });
  });
  afterAll(() => silent?.close());

  it('answers every line as text with a translated notice, and the dialogue goes on', async () => {
    const id = await demoScenarioId(silent);
    const socket = await openPracticeSocket(silent.url, await silent.login('learner01'), 'zh-TW');
    practice.keep(socket);
    const started = await session(socket, 'practice:start', { scenarioId: id });
    expect(started.lines).toEqual([
      { text: '你好，我随便看看这款途岳。', emotion: expect.any(Number), cause: 'flow', audio: null, notice: '語音合成暫不可用，本句僅顯示文字' },
    ]);
    const next = await session(socket, 'practice:answer', { sessionId: started.id, text: ANSWERS[0] });
    expect(next.lines).toMatchObject([{ text: '我姓李。这车现在什么价格？有没有优惠？', audio: null, notice: '語音合成暫不可用，本句僅顯示文字' }]);
    expect(next.turns).toHaveLength(1);
  });
});
