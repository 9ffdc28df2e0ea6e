import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { practiceVoiceReplySchema, type FaqDrill } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { demoOrganisation } from '../../../test/factories.js';
import { startFakeTencentAsr, type FakeTencentAsr } from '../../../test/fakes/tencentAsr.js';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import { answerDrill, bankFaqs, faqChildBody, finishDrill, startDrill } from '../../../test/faqDrills.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { emitWithAck, practiceSockets, type PracticeClientSocket } from '../../../test/practiceSocket.js';
import { publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { users } from '../../db/schema/index.js';

let asr: FakeTencentAsr;
let server: TestServer;
let learner: Caller;
let other: Caller;
let childId: string;
const sockets = practiceSockets(() => server);

const ANSWER = '本月购车可享一万元现金优惠，另送五年免费保养。';
/** 4096 samples of 16-bit PCM: one frame of the voice socket. */
const FRAME_BYTES = 8192;

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
  learner = adminCaller(server.fetch, await sockets.tokenOf('learner01'));
  other = adminCaller(server.fetch, await sockets.tokenOf('learner02'));
  const owner = adminCaller(server.fetch, await server.login('owner01'));
  const { db } = server.database;
  const orgId = (await demoOrganisation(db)).id;
  const learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.account, 'learner01')) }))!.id;
  const [faq] = await bankFaqs(db, orgId, [{ question: '这款车现在有什么优惠？', answer: ANSWER, keywords: '优惠,保养' }]);
  const now = Date.now();
  const pkg = await publishedPackage(owner, now, { range: { users: [learnerId] }, children: [faqChildBody(now, [faq!.id], { source: 'list' })] });
  childId = pkg.childIds[0]!;
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server?.close();
  await asr?.close();
});

const voice = async (socket: PracticeClientSocket, event: string, payload: unknown) =>
  practiceVoiceReplySchema.parse(await emitWithAck(socket, event, payload));

/** Streams `pcm` as the answer to question `seq`, frame by frame. */
async function speak(socket: PracticeClientSocket, drill: FaqDrill, seq: number, pcm: Buffer): Promise<void> {
  expect(await voice(socket, 'faq:voiceStart', { drillId: drill.id, seq })).toEqual({ ok: true, text: '' });
  for (let at = 0; at < pcm.length; at += FRAME_BYTES) {
    expect(await voice(socket, 'faq:voiceFrame', { drillId: drill.id, audio: pcm.subarray(at, at + FRAME_BYTES) })).toEqual({ ok: true, text: '' });
  }
}

describe('spoken answers of a drill', () => {
  it('recognises the learner’s speech with the practice’s recogniser, pushes the text so far, and scores the final text as a spoken answer', async () => {
    const socket = await sockets.open('learner01');
    const drill = await startDrill(learner, childId);
    const speech = speechAudio(ANSWER);
    asr.register(speech.pcm, ANSWER);
    const partials: string[] = [];
    socket.on('faq:partial', (partial) => {
      expect(partial.drillId).toBe(drill.id);
      partials.push(partial.text);
    });
    await speak(socket, drill, 1, speech.pcm);
    expect(asr.sessions.at(-1)).toMatchObject({ engine: '16k_zh', frames: Math.ceil(speech.pcm.length / FRAME_BYTES) });
    const heard = await voice(socket, 'faq:voiceEnd', { drillId: drill.id });
    expect(heard).toEqual({ ok: true, text: ANSWER });
    expect(partials.filter(Boolean).length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(partials.at(-1)!)).toBe(true);

    const scored = await answerDrill(learner, drill.id, 1, heard.ok ? heard.text : '', 'voice');
    expect(scored).toMatchObject({ seq: 1, mode: 'voice', text: ANSWER, score: 100, outcome: 'answered', matched: ['优惠', '保养'] });
    expect(await voice(socket, 'faq:voiceFrame', { drillId: drill.id, audio: speech.pcm.subarray(0, FRAME_BYTES) })).toEqual({
      ok: false,
      errcode: 40984,
      errmsg: '当前没有正在录音的回答，请重新录音',
    });
    await finishDrill(learner, drill.id);
  });

  it('refuses a bad frame without ending the answer, and an answer the recogniser heard nothing in', async () => {
    const socket = await sockets.open('learner01', 'en');
    const drill = await startDrill(learner, childId);
    asr.queue('有优惠');
    await speak(socket, drill, 1, Buffer.alloc(FRAME_BYTES * 2));
    expect(await voice(socket, 'faq:voiceFrame', { drillId: drill.id, audio: Buffer.alloc(101) })).toMatchObject({ ok: false, errcode: 40002 });
    expect(await voice(socket, 'faq:voiceFrame', { drillId: drill.id, audio: 'not audio' })).toMatchObject({ ok: false, errcode: 40002 });
    expect(await voice(socket, 'faq:voiceEnd', { drillId: drill.id })).toEqual({ ok: true, text: '有优惠' });
    await speak(socket, drill, 1, Buffer.alloc(FRAME_BYTES));
    expect(await voice(socket, 'faq:voiceEnd', { drillId: drill.id })).toMatchObject({ ok: false, errcode: 40080 });
    await finishDrill(learner, drill.id);
  });

  it('discards a cancelled answer unheard: no final text, nothing to score', async () => {
    const socket = await sockets.open('learner01');
    const drill = await startDrill(learner, childId);
    const speech = speechAudio(ANSWER);
    asr.register(speech.pcm, ANSWER);
    await speak(socket, drill, 1, speech.pcm);
    expect(await voice(socket, 'faq:voiceCancel', { drillId: drill.id })).toEqual({ ok: true, text: '' });
    expect(asr.sessions.at(-1)).toMatchObject({ ended: false });
    expect(await voice(socket, 'faq:voiceEnd', { drillId: drill.id })).toMatchObject({ ok: false, errcode: 40984 });
    // The question is still open: a new recording answers it.
    await speak(socket, drill, 1, speech.pcm);
    expect(await voice(socket, 'faq:voiceEnd', { drillId: drill.id })).toEqual({ ok: true, text: ANSWER });
    await finishDrill(learner, drill.id);
  });

  it('opens the recogniser only for a question of the caller’s own running drill', async () => {
    const socket = await sockets.open('learner01');
    const drill = await startDrill(learner, childId);
    const intruder = await sockets.open('learner02');
    expect(await voice(intruder, 'faq:voiceStart', { drillId: drill.id, seq: 1 })).toEqual({ ok: false, errcode: 40491, errmsg: '练习不存在' });
    expect(await voice(socket, 'faq:voiceStart', { drillId: drill.id, seq: 2 })).toEqual({ ok: false, errcode: 40492, errmsg: '没有这道题' });
    expect(await voice(socket, 'faq:voiceStart', { drillId: drill.id })).toMatchObject({ ok: false, errcode: 40002 });
    expect(await voice(socket, 'faq:voiceStart', { drillId: '', seq: 1 })).toMatchObject({ ok: false, errcode: 40002 });
    // Another socket's stream is not the caller's to feed.
    await speak(socket, drill, 1, Buffer.alloc(FRAME_BYTES));
    expect(await voice(intruder, 'faq:voiceFrame', { drillId: drill.id, audio: Buffer.alloc(FRAME_BYTES) })).toMatchObject({ ok: false, errcode: 40984 });
    expect(await voice(intruder, 'faq:voiceEnd', { drillId: drill.id })).toMatchObject({ ok: false, errcode: 40984 });
    await finishDrill(learner, drill.id);
    expect(await voice(socket, 'faq:voiceStart', { drillId: drill.id, seq: 1 })).toEqual({ ok: false, errcode: 40991, errmsg: '本次练习已结束' });
    expect((await other('GET', `/api/trainning/v3/faq/drill/${drill.id}`)).status).toBe(404);
  });
});
