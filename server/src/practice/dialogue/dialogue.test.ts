import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { dialogWavResponseSchema, endpointPath, sessionDialogueResponseSchema, type SessionDialogueResponse } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { demoScenarioId, practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import type { Caller } from '../../../test/tasksClient.js';
import { claimDialogueAudio, DIALOGUE_SETTLE_MS, settleDialogueAudio } from '../../data/practice/dialogueAudio.js';
import { insertPracticeSession } from '../../data/practiceSessions.js';
import { createLogger } from '../../logger.js';
import { EspeakTtsProvider, encodeSpeechMp3, parseWav, speechMp3DurationMs } from '../../providers/tts/index.js';
import { filesRoot, LocalFileStorage } from '../../storage/files.js';
import { DIALOGUE_GAP_MS } from './build.js';
import { createDialogueJob, DIALOGUE_LEASE_MS } from './job.js';

/**
 * A finished session's whole dialogue as one file (docs/practice.md "The whole dialogue"): built once
 * by the job, whichever of several processes gets to it, and after a process dies holding it.
 */

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let ownerToken: string;
let scenarioId: string;
let orgId: string;
const practice = practiceSockets(() => server);
const espeak = new EspeakTtsProvider({ espeakPath: 'espeak-ng', timeoutMs: 10_000 });

beforeAll(async () => {
  server = await startTestServer({ clock });
  // Its own login first: the owner's login below ends that one's session.
  scenarioId = await demoScenarioId(server);
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  orgId = (await demoOrganisation(server.database.db)).id;
});
afterEach(() => practice.closeAll());
afterAll(async () => {
  await server?.close();
});

/** A process's dialogue job on the server's database and files (the server's own loop is off in tests). */
const job = () =>
  createDialogueJob({
    db: server.database.db,
    clock,
    logger: createLogger('silent'),
    storage: new LocalFileStorage(filesRoot(server.config.dataDir)),
    tts: espeak,
    tickMs: 0,
  });

/** A spoken answer as the web recorder uploads it: MP3 of 16 kHz mono speech. */
async function recording(text: string): Promise<Buffer> {
  const speech = parseWav((await espeak.synthesize({ text, voice: '', language: 'zh' })).audio)!;
  return encodeSpeechMp3(speech);
}

async function upload(sessionId: string, seq: number, mp3: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), 'answer.mp3');
  const url = `/${endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq })}`;
  const response = await server.fetch(url, { method: 'POST', body: form, headers: { token: await practice.tokenOf('learner01') } });
  expect(response.status).toBe(200);
}

/** Plays a session of learner01: each answer (recorded when given), then the end; answers the session and the customer's audio in ms. */
async function playSession(answers: { text: string; recorded: boolean }[]) {
  const socket = await practice.open('learner01');
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  const sessionId = started.session.id;
  const customerMs = started.lines.map((line) => line.audio?.durationMs ?? 0);
  const recordedMs: number[] = [];
  for (const [index, answer] of answers.entries()) {
    const answered = await practiceCall(socket, 'practice:answer', { sessionId, text: answer.text });
    if (!answered.ok) throw new Error(answered.errmsg);
    customerMs.push(...answered.lines.map((line) => line.audio?.durationMs ?? 0));
    if (!answer.recorded) continue;
    const mp3 = await recording(answer.text);
    recordedMs.push(speechMp3DurationMs(mp3.length));
    await upload(sessionId, index + 1, mp3);
  }
  const ended = await practiceCall(socket, 'practice:end', { sessionId });
  if (!ended.ok) throw new Error(ended.errmsg);
  return { sessionId, customerMs, recordedMs };
}

async function dialogue(sessionId: string, call = owner): Promise<SessionDialogueResponse> {
  const response = await call('GET', `/api/admin/material/dialogwav/${sessionId}?type=session`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return sessionDialogueResponseSchema.parse(response.body);
}

async function audioOf(sessionId: string, headers: Record<string, string> = {}) {
  return server.fetch(`/api/admin/material/dialogwav/${sessionId}/audio`, { headers: { token: ownerToken, ...headers } });
}

/** The dialogue files stored for a session. */
async function filesOf(sessionId: string): Promise<string[]> {
  const root = path.join(filesRoot(server.config.dataDir), orgId, 'practicedialogue');
  const days = await readdir(root).catch(() => []);
  const files = await Promise.all(days.map(async (day) => (await readdir(path.join(root, day))).map((name) => `${day}/${name}`)));
  return files.flat().filter((name) => name.includes(sessionId));
}

describe('the whole dialogue of a practice session', () => {
  it('is built once when two processes race for it: the lines in order, as long as its parts', async () => {
    const played = await playSession([
      { text: '您好，欢迎光临！请问您贵姓？', recorded: true },
      { text: '这款车现在有优惠，保修三年。', recorded: true },
    ]);
    expect(await dialogue(played.sessionId)).toMatchObject({ status: 'pending', url: '', segments: [] });
    expect((await audioOf(played.sessionId)).status).toBe(404);

    // Not before the last recording had time to arrive; then one of two processes builds it.
    expect(await job().tick()).toEqual([]);
    clock.advance(DIALOGUE_SETTLE_MS / 1000);
    const [first, second] = await Promise.all([job().tick(), job().tick()]);
    expect([...first, ...second]).toEqual([played.sessionId]);
    expect(await filesOf(played.sessionId)).toHaveLength(1);

    const built = await dialogue(played.sessionId);
    expect(built).toMatchObject({ status: 'ready', url: `api/admin/material/dialogwav/${played.sessionId}/audio` });
    const parts = [...played.customerMs, ...played.recordedMs];
    const expected = parts.reduce((sum, ms) => sum + ms, 0) + parts.length * DIALOGUE_GAP_MS;
    // Each part gains at most a few MPEG frames from its encoding and decoding.
    expect(built.duration).toBeGreaterThan(expected - 50 * parts.length);
    expect(built.duration).toBeLessThan(expected + 250 * parts.length);
    const learner = built.segments.filter((segment) => segment.speaker === 'learner');
    expect(learner.map((segment) => [segment.seq, segment.text, segment.audio])).toEqual([
      [1, '您好，欢迎光临！请问您贵姓？', 1],
      [2, '这款车现在有优惠，保修三年。', 1],
    ]);
    expect(built.segments[0]).toMatchObject({ speaker: 'customer', seq: 0, start: 0 });
    expect(built.segments.map((segment) => segment.seq)).toEqual([...built.segments.map((segment) => segment.seq)].sort((a, b) => a - b));
    for (const [index, segment] of built.segments.entries()) {
      expect(segment.end).toBeGreaterThan(segment.start);
      if (index > 0) expect(segment.start).toBeGreaterThanOrEqual(built.segments[index - 1]!.end);
    }
    expect(built.segments.at(-1)!.end).toBeLessThanOrEqual(built.duration);

    const file = await audioOf(played.sessionId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    expect(speechMp3DurationMs((await file.arrayBuffer()).byteLength)).toBe(built.duration);
    const ranged = await audioOf(played.sessionId, { Range: 'bytes=0-1' });
    expect(ranged.status).toBe(206);
    expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([0xff, 0xf3]);
    expect((await server.fetch(`/files/${orgId}/practicedialogue/${(await filesOf(played.sessionId))[0]}`)).status).toBe(404);
    // Built once: nothing more to do.
    expect(await job().tick()).toEqual([]);
  });

  it('is taken over from a process that died holding it, whose late file is then not kept; a late recording builds it again', async () => {
    const played = await playSession([{ text: '您好，欢迎光临！请问您贵姓？', recorded: false }]);
    clock.advance(DIALOGUE_SETTLE_MS / 1000);
    const db = server.database.db;
    const deadToken = crypto.randomUUID();
    const dead = await claimDialogueAudio(db, clock.now(), DIALOGUE_LEASE_MS, deadToken, { orgId, id: played.sessionId });
    expect(dead).toBeDefined();
    expect(await job().tick()).toEqual([]);
    clock.advance(DIALOGUE_LEASE_MS / 1000);
    expect(await job().tick()).toEqual([played.sessionId]);
    expect(await settleDialogueAudio(db, dead!, deadToken, { key: 'late.mp3', durationMs: 1, segments: [] })).toBe(false);

    const typed = await dialogue(played.sessionId);
    expect(typed.status).toBe('ready');
    const answer = typed.segments.find((segment) => segment.speaker === 'learner')!;
    expect(answer).toMatchObject({ seq: 1, text: '您好，欢迎光临！请问您贵姓？', audio: 0 });
    expect(answer.end).toBe(answer.start);
    const [before] = await filesOf(played.sessionId);

    await upload(played.sessionId, 1, await recording('您好，欢迎光临！请问您贵姓？'));
    expect((await dialogue(played.sessionId)).status).toBe('pending');
    clock.advance(DIALOGUE_SETTLE_MS / 1000);
    expect(await job().tick()).toEqual([played.sessionId]);
    const spoken = await dialogue(played.sessionId);
    expect(spoken.segments.find((segment) => segment.speaker === 'learner')).toMatchObject({ audio: 1 });
    expect(spoken.duration).toBeGreaterThan(typed.duration);
    const after = await filesOf(played.sessionId);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(before);
  });

  it('is not found for a session of another organisation, and keeps answering a scenario without the type', async () => {
    const db = server.database.db;
    const other = await createOrganisation(db);
    const stranger = await createUser(db, { orgId: other.id });
    const foreign = await insertPracticeSession(db, {
      orgId: other.id,
      userId: stranger.id,
      scenarioName: '外部',
      document: {},
      seed: 1,
      engineState: {},
      status: 'finished',
    });
    const notFound = { status: 404, body: { errcode: 40480, errmsg: '练习记录不存在或不属于您' } };
    expect(await owner('GET', `/api/admin/material/dialogwav/${foreign.id}?type=session`)).toMatchObject(notFound);
    expect(await owner('GET', `/api/admin/material/dialogwav/not-a-session?type=session`)).toMatchObject({ status: 404 });
    const file = await audioOf(foreign.id);
    expect(file.status).toBe(404);

    const scene = await owner('GET', `/api/admin/material/dialogwav/${scenarioId}`);
    expect(dialogWavResponseSchema.parse(scene.body).scene.id).toBe(scenarioId);
    // A scenario's id is no session, and a session's no scenario.
    expect(await owner('GET', `/api/admin/material/dialogwav/${scenarioId}?type=session`)).toMatchObject(notFound);
    expect(await owner('GET', `/api/admin/material/dialogwav/${foreign.id}?type=bogus`, undefined, 'en')).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('The type must be scene or session') },
    });
  });
});
