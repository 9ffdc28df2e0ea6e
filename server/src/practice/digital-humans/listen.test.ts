import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { voiceListenResponseSchema, type VoiceSample } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, voiceTemplateBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertVoiceTemplate } from '../../data/practice/voiceTemplates.js';
import { listUsage } from '../../data/usage.js';
import { voiceKey } from '../session/voiceFiles.js';

/**
 * Listening to a digital human (docs/practice.md "Listening to a digital human"): the sentence is
 * voiced as a live session voices the customer, kept once as a voice file the back office fetches
 * with its session; a provider failure is the spec's message, never a 500; nothing crosses
 * organisations.
 */

let server: TestServer;
let token: string;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const HUMAN = '/api/admin/voice/digitalhuman';

async function listen(path: string, body: unknown): Promise<VoiceSample> {
  const answer = await owner('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return voiceListenResponseSchema.parse(answer.body).voice;
}

/** The voice file as the back office fetches it: with the admin's session, never as a stored file. */
const fetchVoice = (voice: VoiceSample, headers: Record<string, string> = { token }) => server.fetch(`/${voice.path}`, { headers });

describe('listening to a digital human', () => {
  it('says the example in the template’s voice as a playable mp3, synthesised once however often it is heard', async () => {
    const example = '您好，我想看看这款车，试听一下。';
    const id = await createdId(owner, HUMAN, 'digitalhuman', voiceTemplateBody({ name: '试听男声', speechvoice: 'm2', example }));
    const voice = await listen(`${HUMAN}/${id}/listen`, {});
    // The key a live session gives the same sentence in the same voice: one file for both.
    expect(voice).toMatchObject({ text: example, provider: 'espeak', key: voiceKey(['tts', 'espeak', 'm2', 'zh', example]) });
    expect(voice.path).toBe(`api/admin/voice/digitalhuman/voice/${voice.key}`);
    expect(voice.durationms).toBeGreaterThan(500);

    const played = await fetchVoice(voice);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(played.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await played.arrayBuffer());
    expect(Math.round((bytes.length * 8) / 32)).toBe(voice.durationms);
    // An MPEG audio frame: eleven sync bits.
    expect(bytes[0]).toBe(0xff);
    expect(bytes[1]! & 0xe0).toBe(0xe0);
    const ranged = await fetchVoice(voice, { token, Range: 'bytes=0-99' });
    expect(ranged.status).toBe(206);
    // The stored address itself opens nothing.
    expect((await server.fetch(`/files/${await orgId()}/practicevoice/${voice.key}.mp3`)).status).toBe(404);

    expect((await listen(`${HUMAN}/${id}/listen`, {})).key).toBe(voice.key);
    const used = await listUsage(server.database.db, await orgId(), 'digitalhuman', id);
    expect(used.map((row) => ({ service: row.service, provider: row.provider, quantity: row.quantity }))).toEqual([
      { service: 'tts', provider: 'espeak', quantity: [...example].length },
    ]);
  });

  it('says a typed sentence instead, and a draft’s voice before it is saved — the same file as once saved', async () => {
    const id = await createdId(owner, HUMAN, 'digitalhuman', voiceTemplateBody({ name: '粤语试听', language: 'dialect', speechvoice: 'f2' }));
    const typed = await listen(`${HUMAN}/${id}/listen`, { text: '  呢架车几钱？ ' });
    expect(typed).toMatchObject({ text: '呢架车几钱？', key: voiceKey(['tts', 'espeak', 'f2', 'yue', '呢架车几钱？']) });
    const draft = await listen(`${HUMAN}/listen`, { language: 'dialect', speechvoice: 'f2', source: 'espeak', example: '', text: '呢架车几钱？' });
    expect(draft.key).toBe(typed.key);
    const example = await listen(`${HUMAN}/listen`, { language: 'foreign', speechvoice: 'm1', example: 'How much is it?' });
    expect(example).toMatchObject({ text: 'How much is it?', key: voiceKey(['tts', 'espeak', 'm1', 'en', 'How much is it?']) });
    expect((await fetchVoice(example)).status).toBe(200);
    // Neither a sentence nor an example: a greeting in the template's language.
    expect((await listen(`${HUMAN}/listen`, { language: 'mandarin' })).text).toBe('您好，很高兴认识您。');
  });

  it('refuses a sentence longer than the example may be, in the caller’s language', async () => {
    const id = await createdId(owner, HUMAN, 'digitalhuman', voiceTemplateBody({ name: '长句试听' }));
    const refused = await owner('POST', `${HUMAN}/${id}/listen`, { text: '长'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('试听文本最多200个字');
    const draft = await owner('POST', `${HUMAN}/listen`, { language: 'klingon' }, 'en');
    expect(draft.status).toBe(400);
  });

  it("neither voices another organisation's digital human nor serves its voice files", async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const foreign = await insertVoiceTemplate(db, { orgId: other.id, name: '外部数字人', example: '外部的声音' });
    expect(await owner('POST', `${HUMAN}/${foreign.id}/listen`, {})).toMatchObject({ status: 404, body: { errmsg: '数字人不存在或已删除' } });
    expect(await listUsage(db, other.id, 'digitalhuman', foreign.id)).toEqual([]);

    // A voice file of the other organisation, under a key this one has no file of.
    const key = voiceKey(['tts', 'espeak', '', 'zh', '外部的声音']);
    const dir = path.join(server.config.dataDir, 'files', other.id, 'practicevoice');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${key}.mp3`), Buffer.alloc(4000, 0xff));
    expect((await server.fetch(`/api/admin/voice/digitalhuman/voice/${key}`, { headers: { token } })).status).toBe(404);
    expect((await server.fetch('/api/admin/voice/digitalhuman/voice/not-a-key', { headers: { token } })).status).toBe(404);
    expect((await server.fetch(`/api/admin/voice/digitalhuman/voice/${key}`)).status).toBe(401);
  });
});

describe('listening when the TTS provider is down', () => {
  let silent: TestServer;
  beforeAll(async () => {
    silent = await startTestServer({ env: { ESPEAK_PATH: '/nonexistent/espeak-ng' } });
  });
  afterAll(() => silent?.close());

  it("answers the spec's 'audio synthesis failed, try again' in the caller's language, stores nothing and records nothing", async () => {
    const caller = adminCaller(silent.fetch, await silent.login('owner01'));
    const id = await createdId(caller, HUMAN, 'digitalhuman', voiceTemplateBody({ name: '失败试听' }));
    expect(await caller('POST', `${HUMAN}/${id}/listen`, {})).toMatchObject({
      status: 503,
      body: { successed: false, errcode: 50370, errmsg: '音频合成失败，请重试' },
    });
    expect(await caller('POST', `${HUMAN}/listen`, { example: '你好' }, 'zh-TW')).toMatchObject({ status: 503, body: { errmsg: '音訊合成失敗，請重試' } });
    expect(await caller('POST', `${HUMAN}/${id}/listen`, { text: 'Hi' }, 'en')).toMatchObject({
      status: 503,
      body: { errmsg: 'Audio synthesis failed, please try again' },
    });
    const orgOf = (await silent.database.db.query.voiceTemplates.findFirst({ where: (t, { eq }) => eq(t.id, id) }))!.orgId;
    expect(await listUsage(silent.database.db, orgOf, 'digitalhuman', id)).toEqual([]);
  });
});

async function orgId(): Promise<string> {
  const row = await server.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.account, 'owner01') });
  return row!.orgId;
}
