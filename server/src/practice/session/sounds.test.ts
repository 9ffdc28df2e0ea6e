import { type PracticeSessionReply } from '@peilian/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { carSales, createdId, postMultipart, speechBody } from '../../../test/practiceClient.js';
import { foreignLearnerSession, practiceCall, practiceSockets } from '../../../test/practiceSocket.js';
import type { Caller } from '../../../test/tasksClient.js';
import { demoAmbienceWav, demoRingtoneWav } from '../../seed/demoSounds.js';

// The scenario's ringtone and ambience travel with the learner's session as URLs of the session's
// sound route (docs/practice.md "Ringtone and ambience"), served to its own learner only.

let server: TestServer;
let token: string;
let owner: Caller;
let speechId = '';
const practice = practiceSockets(() => server);

type Started = Extract<PracticeSessionReply, { ok: true }>;

const RING = demoRingtoneWav();
const ROOM = demoAmbienceWav();

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  speechId = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ text: '家里人多，空间要大一点。' }));
});
afterEach(() => practice.closeAll());
afterAll(() => server?.close());

async function upload(kind: 'bgm' | 'ringtone', name: string, bytes: Buffer): Promise<{ id: string; path: string }> {
  const answer = await postMultipart(server.fetch, token, '/api/admin/voice/audio', { bytes, filename: `${name}.wav`, type: 'audio/wav' }, { kind, name });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.audio as { id: string; path: string };
}

/** An enabled copy of the car-sales example named `name`, with the given sounds. */
async function scenarioWith(name: string, sounds: { bgmid?: string; ringtoneid?: string }): Promise<string> {
  const scenario = { ...carSales(speechId), name };
  const created = await owner('POST', '/api/admin/material/scene', { scenario, ...sounds });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body.scene as { id: string }).id;
}

async function start(account: string, scenarioId: string): Promise<Started> {
  const reply = await practiceCall(await practice.open(account), 'practice:start', { scenarioId });
  if (!reply.ok) throw new Error(`practice:start refused: ${reply.errmsg}`);
  return reply;
}

const fetchAs = async (account: string | null, url: string, headers: Record<string, string> = {}) =>
  server.fetch(`/${url}`, { headers: { ...(account ? { token: await practice.tokenOf(account) } : {}), ...headers } });

describe("the call's ringtone and ambience", () => {
  it("carries the scenario's sounds as URLs the learner fetches as the stored wavs, until the session ends", async () => {
    const ringtone = await upload('ringtone', '铃声', RING);
    const bgm = await upload('bgm', '环境音', ROOM);
    const scenarioId = await scenarioWith('带铃声的场景', { ringtoneid: ringtone.id, bgmid: bgm.id });

    const { session } = await start('learner01', scenarioId);
    const url = (audioId: string) => `api/trainning/v3/practice/session/${session.id}/sound/${audioId}`;
    expect(session.ringtone).toEqual({ format: 'wav', url: url(ringtone.id), durationMs: 2000 });
    expect(session.ambience).toEqual({ format: 'wav', url: url(bgm.id), durationMs: 8000 });

    for (const [sound, bytes] of [
      [session.ringtone!, RING],
      [session.ambience!, ROOM],
    ] as const) {
      const response = await fetchAs('learner01', sound.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const part = await fetchAs('learner01', session.ambience!.url, { range: 'bytes=0-43' });
    expect(part.status).toBe(206);

    // Joined again, the session still carries them; once ended, no more.
    const socket = await practice.open('learner01');
    const joined = await practiceCall(socket, 'practice:join', { sessionId: session.id });
    expect(joined).toMatchObject({ ok: true, session: { ringtone: session.ringtone, ambience: session.ambience } });
    const ended = await practiceCall(socket, 'practice:end', { sessionId: session.id });
    expect(ended).toMatchObject({ ok: true, session: { status: 'finished', ringtone: null, ambience: null } });
  });

  it('refuses them to another learner, another organisation, no sign-in, an audio not of the session, and at their stored address', async () => {
    const ringtone = await upload('ringtone', '只给本人的铃声', RING);
    const other = await upload('bgm', '别的背景音', ROOM);
    const scenarioId = await scenarioWith('只给本人的场景', { ringtoneid: ringtone.id });
    const { session } = await start('learner01', scenarioId);
    expect(session.ambience).toBeNull();
    const { url } = session.ringtone!;

    const notYours = { successed: false, errcode: 40480, errmsg: 'This practice session does not exist or is not yours' };
    const colleague = await fetchAs('learner02', url, { 'accept-language': 'en' });
    expect(colleague.status).toBe(404);
    expect(await colleague.json()).toEqual(notYours);
    expect((await fetchAs(null, url)).status).toBe(401);

    // Another organisation's learner: not with this session, nor with a session of their own.
    const { token: strangerToken, sessionId: ownId } = await foreignLearnerSession(server);
    expect((await server.fetch(`/${url}`, { headers: { token: strangerToken } })).status).toBe(404);
    expect((await server.fetch(`/${url.replace(session.id, ownId)}`, { headers: { token: strangerToken } })).status).toBe(404);

    // An audio of the library that is not this session's sound.
    const stray = await fetchAs('learner01', url.replace(ringtone.id, other.id));
    expect(stray.status).toBe(404);
    expect(await stray.json()).toEqual({ successed: false, errcode: 40484, errmsg: '本次练习没有这段铃声或背景音' });
    expect((await fetchAs('learner01', url.replace(ringtone.id, 'not-an-id'))).status).toBe(404);

    // The library's files are never served at their stored address, and the back office plays them through its own route.
    expect((await server.fetch(ringtone.path)).status).toBe(404);
    expect((await server.fetch(ringtone.path.replace('/ringtone/', '/%72ingtone/'))).status).toBe(404);
    const listened = await server.fetch(`/api/admin/voice/audio/${ringtone.id}/file`, { headers: { token } });
    expect(listened.status).toBe(200);
    expect(Buffer.from(await listened.arrayBuffer()).equals(RING)).toBe(true);
    expect((await fetchAs('learner01', `api/admin/voice/audio/${ringtone.id}/file`)).status).toBe(403);
  });

  it('leaves out a disabled sound from the sessions started after it is disabled', async () => {
    const ringtone = await upload('ringtone', '停用的铃声', RING);
    const bgm = await upload('bgm', '仍启用的背景音', ROOM);
    const scenarioId = await scenarioWith('停用铃声的场景', { ringtoneid: ringtone.id, bgmid: bgm.id });
    expect((await owner('POST', `/api/admin/voice/audio/${ringtone.id}/disable`, { disabled: 1 })).status).toBe(200);
    const { session } = await start('learner02', scenarioId);
    expect(session.ringtone).toBeNull();
    expect(session.ambience?.url).toMatch(new RegExp(`/sound/${bgm.id}$`));
    expect((await fetchAs('learner02', session.ambience!.url.replace(bgm.id, ringtone.id))).status).toBe(404);
  });

  it("refuses to save a scenario whose ringtone is background audio, or whose background audio is a ringtone, in the caller's language", async () => {
    const ringtone = await upload('ringtone', '类型铃声', RING);
    const bgm = await upload('bgm', '类型背景音', ROOM);
    const scenario = { ...carSales(speechId), name: '类型错的场景' };
    const wrongRing = await owner('POST', '/api/admin/material/scene', { scenario, ringtoneid: bgm.id });
    expect(wrongRing.status).toBe(400);
    expect(wrongRing.body.detail).toContain('来电铃声须选择一个铃声类型的音频');
    const id = await scenarioWith('类型对的场景', { ringtoneid: ringtone.id, bgmid: bgm.id });
    const wrongBgm = await owner('PUT', `/api/admin/material/scene/${id}`, { scenario: { ...scenario, name: '类型对的场景' }, bgmid: ringtone.id }, 'en');
    expect(wrongBgm.status).toBe(400);
    expect(wrongBgm.body.detail).toContain('The background audio must be an audio of the background kind');
    // Nothing was stored: the scenario keeps its sounds.
    expect((await owner('GET', `/api/admin/material/scene/${id}`)).body.scene).toMatchObject({ ringtoneid: ringtone.id, bgmid: bgm.id });
  });
});
