import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  practiceSessionReplySchema,
  practiceVoiceConfigReplySchema,
  practiceVoiceReplySchema,
  scenarioListResponseSchema,
  scenarioResponseSchema,
  type PracticeSessionView,
} from '@peilian/shared';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { startFakeTencentAsr, type FakeTencentAsr } from '../../../test/fakes/tencentAsr.js';
import { emitWithAck, openPracticeSocket, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';

type ClientSocket = PracticeClientSocket;

let asr: FakeTencentAsr;
let server: TestServer;
let scenarioId: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  asr = await startFakeTencentAsr();
  server = await startTestServer({
    env: {
      ASR_PROVIDER: 'tencent',
      TENCENT_ASR_ENDPOINT: asr.url,
      TENCENT_ASR_APP_ID: asr.appId,
      TENCENT_SECRET_ID: asr.secretId,
      TENCENT_SECRET_KEY: asr.secretKey,
      ASR_TIMEOUT_MS: '3000',
    },
  });
  scenarioId = await demoScenarioOf(server);
});

/** The seeded SUV scenario's id on a server (each test server has its own database). */
async function demoScenarioOf(on: TestServer): Promise<string> {
  const token = await on.login('owner01');
  const response = await on.fetch(`/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { headers: { token } });
  return scenarioListResponseSchema.parse(await response.json()).rows[0]!.id;
}
afterEach(() => {
  asr.failOnAudio = undefined;
  practice.closeAll();
});
afterAll(async () => {
  await server?.close();
  await asr?.close();
});

const emit = emitWithAck;

async function started(socket: ClientSocket): Promise<PracticeSessionView> {
  const reply = practiceSessionReplySchema.parse(await emit(socket, 'practice:start', { scenarioId }));
  if (!reply.ok) throw new Error(reply.errmsg);
  return reply.session;
}

const voice = async (socket: ClientSocket, event: string, payload: unknown) => practiceVoiceReplySchema.parse(await emit(socket, event, payload));

/** `seconds` of a 440 Hz tone as 16 kHz 16-bit PCM frames of 4096 samples. */
function toneFrames(seconds: number): Buffer[] {
  const samples = Math.round(seconds * 16_000);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
  const frames: Buffer[] = [];
  for (let at = 0; at < pcm.length; at += 8192) frames.push(pcm.subarray(at, at + 8192));
  return frames;
}

async function speak(socket: ClientSocket, sessionId: string, seconds = 2.5): Promise<void> {
  expect(await voice(socket, 'practice:voiceStart', { sessionId })).toEqual({ ok: true, text: '' });
  for (const frame of toneFrames(seconds)) expect(await voice(socket, 'practice:voiceFrame', { sessionId, audio: frame })).toEqual({ ok: true, text: '' });
}

const ANSWER = '您好，欢迎光临！请问您贵姓？';

describe('spoken answers recognised by the server', () => {
  it('tells the page the server recognises audio', async () => {
    const socket = await practice.open('learner01');
    expect(practiceVoiceConfigReplySchema.parse(await emit(socket, 'practice:voiceConfig', {}))).toEqual({ ok: true, recognisesAudio: true });
  });

  it('streams frames, pushes partial text, and answers the turn with the final text, its timings from the end of speech', async () => {
    const socket = await practice.open('learner01');
    const session = await started(socket);
    asr.queue(ANSWER);
    const partials: string[] = [];
    socket.on('practice:partial', (partial) => {
      expect(partial.sessionId).toBe(session.id);
      partials.push(partial.text);
    });
    await speak(socket, session.id);
    expect(asr.sessions.at(-1)).toMatchObject({ engine: '16k_zh', frames: 10 });
    expect(partials.filter(Boolean).length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(partials.at(-1)!)).toBe(true);

    const reply = practiceSessionReplySchema.parse(await emit(socket, 'practice:voiceEnd', { sessionId: session.id }));
    if (!reply.ok) throw new Error(reply.errmsg);
    expect(reply.lines.map((line) => line.text)).toEqual(['我姓李。这车现在什么价格？有没有优惠？']);
    expect(reply.session.turns).toMatchObject([{ seq: 1, outcome: 'matched', intentlabel: '热情接待', text: ANSWER }]);
    // When the final text arrived, after the end of speech; the engine finished after it.
    const { recognizedMs, engineMs } = reply.session.turns[0]!.timings;
    expect(recognizedMs).toBeGreaterThanOrEqual(0);
    expect(recognizedMs).toBeLessThanOrEqual(engineMs);

    // Recognised with `submit: false`, answered by the page a moment later: the turn counts from the end of speech.
    asr.queue('这款车本月有一万元现金优惠，还送五年免费保养。');
    await speak(socket, session.id);
    const text = await voice(socket, 'practice:voiceEnd', { sessionId: session.id, submit: false });
    expect(text).toEqual({ ok: true, text: '这款车本月有一万元现金优惠，还送五年免费保养。' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answered = practiceSessionReplySchema.parse(await emit(socket, 'practice:answer', { sessionId: session.id, text: text.ok ? text.text : '' }));
    if (!answered.ok) throw new Error(answered.errmsg);
    expect(answered.session.turns.at(-1)).toMatchObject({ seq: 2, intentlabel: '说明优惠' });
    expect(answered.session.turns.at(-1)!.timings.engineMs).toBeGreaterThanOrEqual(300);
    expect(answered.session.turns.at(-1)!.timings.recognizedMs).toBeLessThanOrEqual(answered.session.turns.at(-1)!.timings.engineMs);

    // A typed answer has no recognition time.
    const typed = practiceSessionReplySchema.parse(await emit(socket, 'practice:answer', { sessionId: session.id, text: '好的，我带您去看车。' }));
    if (!typed.ok) throw new Error(typed.errmsg);
    expect(typed.session.turns.at(-1)!.timings.recognizedMs).toBeUndefined();
  });

  it("recognises in the scenario's own recognition language when it names one, else in the customer's", async () => {
    const token = await server.login('owner01');
    const admin = async (method: 'GET' | 'PUT', body?: object) => {
      const response = await server.fetch(`/api/admin/material/scene/${scenarioId}`, {
        method,
        headers: { token, 'Content-Type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return scenarioResponseSchema.parse(await response.json()).scene;
    };
    const withLanguage = async (language: string | undefined) => {
      const { scenario, customerid, scoringruleid, bgmid, ringtoneid, images } = await admin('GET');
      return admin('PUT', { scenario: { ...scenario, recognitionLanguage: language }, customerid, scoringruleid, bgmid, ringtoneid, images });
    };
    expect((await withLanguage('16k_en')).scenario).toMatchObject({ recognitionLanguage: '16k_en' });
    try {
      const socket = await practice.open('learner01');
      const session = await started(socket);
      await speak(socket, session.id, 0.5);
      expect(asr.sessions.at(-1)).toMatchObject({ engine: '16k_en' });
      expect(await voice(socket, 'practice:voiceCancel', { sessionId: session.id })).toEqual({ ok: true, text: '' });
    } finally {
      expect((await withLanguage(undefined)).scenario).not.toHaveProperty('recognitionLanguage');
    }
  });

  it('discards a cancelled answer unheard: the recogniser is never asked for its final text and no turn comes of it', async () => {
    const socket = await practice.open('learner01');
    const session = await started(socket);
    asr.queue(ANSWER);
    await speak(socket, session.id, 1);
    expect(await voice(socket, 'practice:voiceCancel', { sessionId: session.id })).toEqual({ ok: true, text: '' });
    expect(asr.sessions.at(-1)).toMatchObject({ ended: false });
    const notOpen = { ok: false, errcode: 40984, errmsg: '当前没有正在录音的回答，请重新录音' };
    expect(await voice(socket, 'practice:voiceEnd', { sessionId: session.id, submit: false })).toEqual(notOpen);
    expect(await voice(socket, 'practice:voiceEnd', { sessionId: session.id })).toEqual(notOpen);
    // Cancelling again, or with nothing open, changes nothing.
    expect(await voice(socket, 'practice:voiceCancel', { sessionId: session.id })).toEqual({ ok: true, text: '' });
    const joined = practiceSessionReplySchema.parse(await emit(socket, 'practice:join', { sessionId: session.id }));
    expect(joined).toMatchObject({ ok: true, session: { status: 'running', turns: [] } });
  });

  it("leaves another learner's answer streaming when they send a cancel for it", async () => {
    const mine = await practice.open('learner01');
    const session = await started(mine);
    asr.queue(ANSWER);
    await speak(mine, session.id, 1);
    const other = await practice.open('learner02');
    expect(await voice(other, 'practice:voiceCancel', { sessionId: session.id })).toEqual({ ok: true, text: '' });
    const reply = practiceSessionReplySchema.parse(await emit(mine, 'practice:voiceEnd', { sessionId: session.id }));
    expect(reply).toMatchObject({ ok: true, session: { turns: [{ seq: 1, text: ANSWER }] } });
  });

  it('refuses a bad frame without ending the answer or the session', async () => {
    const socket = await practice.open('learner01');
    const session = await started(socket);
    asr.queue(ANSWER);
    await speak(socket, session.id, 1);
    const badFrame = { ok: false, errcode: 40002, errmsg: '输入有误：音频帧无效：需要 16 kHz 16 位 PCM，每帧最多 4096 个采样点' };
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: Buffer.alloc(8194) })).toEqual(badFrame);
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: Buffer.alloc(101) })).toEqual(badFrame);
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: 'not audio' })).toEqual(badFrame);
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: Buffer.from('RIFF....WAVEfmt ') })).toEqual(badFrame);
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id })).toEqual(badFrame);
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: toneFrames(0.5)[0] })).toEqual({ ok: true, text: '' });
    const reply = practiceSessionReplySchema.parse(await emit(socket, 'practice:voiceEnd', { sessionId: session.id }));
    expect(reply).toMatchObject({ ok: true, session: { status: 'running', turns: [{ seq: 1, text: ANSWER }] } });
    expect(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: toneFrames(0.5)[0] })).toEqual({
      ok: false,
      errcode: 40984,
      errmsg: '当前没有正在录音的回答，请重新录音',
    });
  });

  it('refuses an answer the recogniser heard nothing in', async () => {
    const socket = await practice.open('learner01', 'en');
    const session = await started(socket);
    await speak(socket, session.id, 0.5);
    expect(await voice(socket, 'practice:voiceEnd', { sessionId: session.id })).toEqual({
      ok: false,
      errcode: 40080,
      errmsg: 'Did not hear your voice, please record again',
    });
  });

  it('falls back to typed answers with a notice when the recogniser is down', async () => {
    const socket = await practice.open('learner01');
    const session = await started(socket);
    asr.failOnAudio = 4008;
    expect(await voice(socket, 'practice:voiceStart', { sessionId: session.id })).toEqual({ ok: true, text: '' });
    const notice = { ok: false, errcode: 50381, errmsg: '语音识别暂不可用，请直接输入文字回答' };
    const replies = [];
    for (const frame of toneFrames(1)) replies.push(await voice(socket, 'practice:voiceFrame', { sessionId: session.id, audio: frame }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const end = await voice(socket, 'practice:voiceEnd', { sessionId: session.id });
    expect([...replies, end]).toContainEqual(notice);
    const typed = practiceSessionReplySchema.parse(await emit(socket, 'practice:answer', { sessionId: session.id, text: ANSWER }));
    expect(typed).toMatchObject({ ok: true, session: { status: 'running', turns: [{ seq: 1, text: ANSWER }] } });
  });

  it('never lets another learner stream into a session, and closes a stream when its socket goes', async () => {
    const mine = await practice.open('learner01');
    const session = await started(mine);
    await speak(mine, session.id, 0.5);
    const other = await practice.open('learner02', 'en');
    expect(await voice(other, 'practice:voiceStart', { sessionId: session.id })).toEqual({
      ok: false,
      errcode: 40480,
      errmsg: 'This practice session does not exist or is not yours',
    });
    const notOpen = { ok: false, errcode: 40984, errmsg: 'No spoken answer is being recorded; please record again' };
    expect(await voice(other, 'practice:voiceFrame', { sessionId: session.id, audio: toneFrames(0.5)[0] })).toEqual(notOpen);
    expect(await voice(other, 'practice:voiceEnd', { sessionId: session.id })).toEqual(notOpen);

    const gone = new Promise((resolve) => mine.once('disconnect', resolve));
    mine.close();
    await gone;
    const again = await practice.open('learner01');
    expect(await voice(again, 'practice:voiceEnd', { sessionId: session.id })).toEqual({
      ok: false,
      errcode: 40984,
      errmsg: '当前没有正在录音的回答，请重新录音',
    });
  });
});

describe('spoken answers when the device recognises speech (the default provider)', () => {
  it('says the server does not recognise audio and refuses to open a recognition, the session going on', async () => {
    const local = await startTestServer();
    try {
      const token = await local.login('learner01');
      const socket = await openPracticeSocket(local.url, token, 'zh-TW');
      practice.keep(socket);
      expect(practiceVoiceConfigReplySchema.parse(await emit(socket, 'practice:voiceConfig', {}))).toEqual({ ok: true, recognisesAudio: false });
      const reply = practiceSessionReplySchema.parse(await emit(socket, 'practice:start', { scenarioId: await demoScenarioOf(local) }));
      if (!reply.ok) throw new Error(reply.errmsg);
      expect(await voice(socket, 'practice:voiceStart', { sessionId: reply.session.id })).toEqual({
        ok: false,
        errcode: 40580,
        errmsg: '伺服器未開啟語音辨識，請使用裝置的語音辨識或直接輸入文字',
      });
      const typed = practiceSessionReplySchema.parse(await emit(socket, 'practice:answer', { sessionId: reply.session.id, text: ANSWER }));
      expect(typed).toMatchObject({ ok: true, session: { turns: [{ seq: 1, text: ANSWER }] } });
    } finally {
      await local.close();
    }
  });
});
