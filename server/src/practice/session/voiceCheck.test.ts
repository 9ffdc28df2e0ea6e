import { createTranslator, endpointPath, practiceSessionResponseSchema, studentDashboardResponseSchema } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users, voiceprintChecks } from '../../db/schema/index.js';
import { encodeSpeechMp3 } from '../../providers/tts/mp3.js';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startFakeSpeakerEmbedding, type FakeSpeakerEmbedding } from '../../../test/fakes/speakerEmbedding.js';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { demoScenarioId, practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import { voiceprintSockets } from '../../../test/voiceprintClient.js';
import { voiceChecksIdle } from './voiceCheck.js';

/**
 * Who is really practising (docs/voiceprint.md "Who is practising"), over the real server against
 * the fake speaker-embedding service, espeak-ng's male and female Mandarin voices as two speakers:
 * learner01 registers the male voice over the `/vpr` socket, answers a turn of the demo scenario
 * and uploads its recording as the app does (mp3); the check made after the upload shows on the
 * learner's report and on the learner's dashboard in the data centre.
 */

const zh = createTranslator('zh-CN');
const MALE = 'cmn';
const FEMALE = 'cmn+f3';
const STUDENTS = '/api/admin/v3/report/student';
const DAY_S = 86_400;

let fake: FakeSpeakerEmbedding;
let server: TestServer;
const clock = new ManualClock();
const practice = practiceSockets(() => server);
const vpr = voiceprintSockets(() => server.url);
let scenarioId: string;
const voices: Record<'male' | 'female', Buffer> = { male: Buffer.alloc(0), female: Buffer.alloc(0) };
/** The sessions checked, by what they show. */
const checked: Record<'normal' | 'impersonation' | 'group', string> = { normal: '', impersonation: '', group: '' };

const mp3Of = (text: string, voice: string) => encodeSpeechMp3({ sampleRate: 16_000, channels: 1, data: speechAudio(text, voice).pcm });
const userOf = async (account: string) => (await server.database.db.select().from(users).where(eq(users.account, account)))[0]!;
const owner = async () => adminCaller(server.fetch, await practice.tokenOf('owner01'));
const setPracticeCheck = async (on: boolean) =>
  expect(
    (await (await owner())('PUT', '/api/admin/system/setting/voiceprint', { login: 0, practicecheck: on ? 1 : 0, threshold: 80, autopass: 0 })).status,
  ).toBe(200);

/** A session of `account` with one answered turn whose recording is `mp3`, uploaded, and every check it queued done: its id. */
async function practise(account: string, mp3: Buffer): Promise<string> {
  // Sessions a minute apart, so the dashboard's newest-first order is theirs.
  clock.advance(60);
  const socket = await practice.open(account);
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  const answered = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text: '您好，欢迎光临！请问您贵姓？' });
  if (!answered.ok) throw new Error(answered.errmsg);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), 'answer.mp3');
  const uploaded = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.uploadTurnAudio, { id: started.session.id, seq: 1 })}`, {
    method: 'POST',
    body: form,
    headers: { token: await practice.tokenOf(account) },
  });
  expect(uploaded.status).toBe(200);
  await voiceChecksIdle();
  return started.session.id;
}

async function reportOf(account: string, sessionId: string) {
  const response = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.session, { id: sessionId })}`, {
    headers: { token: await practice.tokenOf(account) },
  });
  expect(response.status).toBe(200);
  return practiceSessionResponseSchema.parse(await response.json()).session.voicecheck;
}

beforeAll(async () => {
  fake = await startFakeSpeakerEmbedding();
  server = await startTestServer({ clock, env: { VOICEPRINT_PROVIDER: 'embedding', VOICEPRINT_EMBEDDING_URL: fake.url, ...LASTING_SESSIONS } });
  scenarioId = await demoScenarioId(server);
  await setPracticeCheck(true);
  const registered = await vpr.register(await practice.tokenOf('learner01'), speechAudio('我是本人，正在使用声纹登录陪练平台，请验证我的声音。', MALE).pcm);
  expect(registered).toEqual({ ok: true, outcome: 'registered' });
  voices.male = await mp3Of('今天天气很好，我准备开始今天的销售陪练。', MALE);
  voices.female = await mp3Of('今天天气很好，我准备开始今天的销售陪练。', FEMALE);
}, 120_000);
afterEach(() => {
  practice.closeAll();
  vpr.closeAll();
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('the voiceprint check of a practice turn', () => {
  it("finds the learner's own voice normal", async () => {
    checked.normal = await practise('learner01', voices.male);
    const voicecheck = await reportOf('learner01', checked.normal);
    expect(voicecheck).toEqual({ result: 0, turns: [{ seq: 1, result: 0, score: expect.any(Number) }] });
    expect(voicecheck!.turns[0]!.score).toBeGreaterThanOrEqual(80);
  });

  it('finds impersonation when the voice is nobody registered', async () => {
    checked.impersonation = await practise('learner01', voices.female);
    const voicecheck = await reportOf('learner01', checked.impersonation);
    expect(voicecheck).toEqual({ result: 1, turns: [{ seq: 1, result: 1, score: expect.any(Number) }] });
    expect(voicecheck!.turns[0]!.score).toBeLessThan(80);
  });

  it("finds group cheating when the voice is another account's, and names it", async () => {
    const registered = await vpr.register(await practice.tokenOf('learner02'), speechAudio('我是本人，正在使用声纹登录陪练平台，请验证我的声音。', FEMALE).pcm);
    expect(registered).toEqual({ ok: true, outcome: 'registered' });
    checked.group = await practise('learner01', voices.female);
    const voicecheck = await reportOf('learner01', checked.group);
    expect(voicecheck).toEqual({ result: 2, turns: [{ seq: 1, result: 2, score: expect.any(Number) }], othername: (await userOf('learner02')).name });
    const [row] = await server.database.db.select().from(voiceprintChecks).where(eq(voiceprintChecks.sessionId, checked.group));
    expect(row).toMatchObject({ userId: (await userOf('learner01')).id, otherUserId: (await userOf('learner02')).id, result: 2 });
  });

  it('checks nothing while the organisation has the practice check off', async () => {
    await setPracticeCheck(false);
    try {
      const sessionId = await practise('learner01', voices.female);
      expect(await reportOf('learner01', sessionId)).toEqual({ result: null, turns: [] });
      expect(await server.database.db.select().from(voiceprintChecks).where(eq(voiceprintChecks.sessionId, sessionId))).toEqual([]);
    } finally {
      await setPracticeCheck(true);
    }
  });
});

describe('the checks in the data centre', () => {
  it("lists the learner's checked sessions on the dashboard, newest first, with the result and whose voice it was", async () => {
    clock.advance(DAY_S);
    const { status, body } = await (await owner())('GET', `${STUDENTS}/${(await userOf('learner01')).id}`);
    expect(status).toBe(200);
    const { voicechecks } = studentDashboardResponseSchema.parse(body);
    expect(voicechecks!.map((row) => [row.sessionid, row.voicecheck.result, row.voicecheck.othername])).toEqual([
      [checked.group, 2, (await userOf('learner02')).name],
      [checked.impersonation, 1, undefined],
      [checked.normal, 0, undefined],
    ]);
    expect(voicechecks![0]).toMatchObject({ scenarioname: 'SUV展厅接待' });
  });

  it("answers another organisation's administrator and learner nothing of it", async () => {
    const { db } = server.database;
    const org = await createOrganisation(db);
    const stranger = await createUser(db, { orgId: org.id, orgowner: 1 });
    const strangerLearner = await createUser(db, { orgId: org.id });
    const dashboard = await adminCaller(server.fetch, await server.login(stranger.account))('GET', `${STUDENTS}/${(await userOf('learner01')).id}`);
    expect(dashboard.status).toBe(404);
    expect(dashboard.body.errmsg).toBe(zh('errors.reports.studentNotFound'));
    const report = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.session, { id: checked.group })}`, {
      headers: { token: await server.login(strangerLearner.account) },
    });
    expect(report.status).toBe(404);
  });
});
