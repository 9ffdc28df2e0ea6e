import { existsSync } from 'node:fs';
import path from 'node:path';
import { audioListResponseSchema, audioResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { postMultipart, wavBytes } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertAudio } from '../../data/practice/audio.js';

let server: TestServer;
let token: string;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const list = async (query = '') => audioListResponseSchema.parse((await owner('GET', `/api/admin/voice/audio?${query}`)).body);
const upload = (fields: Record<string, string>, bytes: Buffer | null = wavBytes(), language = 'zh-CN') =>
  postMultipart(server.fetch, token, '/api/admin/voice/audio', bytes ? { bytes, filename: 'ring.wav', type: 'audio/wav' } : null, fields, language);

describe('background audio and ringtones', () => {
  it('stores a wav under 2 MB, lists it by kind, renames, disables and deletes it, its file kept in the recycle bin', async () => {
    const answer = await upload({ kind: 'ringtone', name: '来电铃声', category: '默认' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const audio = audioResponseSchema.parse(answer.body).audio;
    expect(audio).toMatchObject({ kind: 'ringtone', name: '来电铃声', category: '默认', size: wavBytes().length, duration: 1000 });
    expect(audio.path).toMatch(/\/ringtone\/\d{8}\/[\w-]+\.wav$/);
    // Never served at its stored address: the back office listens through the audio's own route.
    expect((await server.fetch(audio.path)).status).toBe(404);
    const file = await server.fetch(`/api/admin/voice/audio/${audio.id}/file`, { headers: { token } });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    expect(Buffer.from(await file.arrayBuffer()).equals(wavBytes())).toBe(true);
    const bgm = audioResponseSchema.parse((await upload({ kind: 'bgm', name: '展厅背景音' })).body).audio;

    expect((await list('kind=ringtone')).rows.map((row) => row.id)).toEqual([audio.id]);
    expect((await list('kind=bgm')).rows.map((row) => row.id)).toEqual([bgm.id]);
    const renamed = await owner('PUT', `/api/admin/voice/audio/${audio.id}`, { name: '新铃声', category: '' });
    expect(audioResponseSchema.parse(renamed.body).audio).toMatchObject({ name: '新铃声', category: '' });
    expect(audioResponseSchema.parse((await owner('POST', `/api/admin/voice/audio/${audio.id}/disable`, { disabled: 1 })).body).audio.disabled).toBe(1);

    expect((await owner('DELETE', `/api/admin/voice/audio/${audio.id}`)).status).toBe(200);
    // The file stays with the deletion in the recycle bin until it is deleted for good (audit/recycle-bin/recycleBin.test.ts).
    expect(existsSync(path.join(server.config.dataDir, audio.path))).toBe(true);
    expect((await server.fetch(`/api/admin/voice/audio/${audio.id}/file`, { headers: { token } })).status).toBe(404);
    expect(await owner('GET', `/api/admin/voice/audio/${audio.id}`)).toMatchObject({ status: 404, body: { errmsg: '音频不存在或已删除' } });
  });

  it.each([
    [{ kind: 'ringtone', name: '大文件' }, wavBytes(1024 * 1024), '音频文件须小于2M'],
    [{ kind: 'ringtone', name: 'mp3' }, Buffer.from('ID3\u0003\u0000 not a wav at all, but long enough to read'), '仅支持wav格式的音频'],
    [{ kind: 'ringtone', name: '没有文件' }, null, '请选择一个wav文件'],
    [{ kind: 'music', name: '类型错' }, wavBytes(), '音频类型只能是背景音或铃声'],
    [{ kind: 'bgm', name: '' }, wavBytes(), '请输入音频名称'],
    [{ kind: 'bgm', name: '名'.repeat(51) }, wavBytes(), '音频名称最多50个字'],
  ])('refuses %o with its message and stores nothing', async (fields, bytes, message) => {
    const before = (await list()).total;
    const answer = await upload(fields, bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
  });

  it("answers in English and keeps other organisations' audio invisible", async () => {
    expect((await upload({ kind: 'bgm', name: 'x' }, Buffer.from('plain text, definitely not a RIFF file'), 'en')).body.detail).toContain(
      'Only wav audio is supported',
    );
    const other = await createOrganisation(server.database.db);
    const foreign = await insertAudio(server.database.db, {
      orgId: other.id,
      kind: 'bgm',
      name: '外部音频',
      storageKey: `${other.id}/bgm/20260101/x.wav`,
      size: 10,
    });
    for (const [method, path, body] of [
      ['GET', `/api/admin/voice/audio/${foreign.id}`, undefined],
      ['PUT', `/api/admin/voice/audio/${foreign.id}`, { name: '改名' }],
      ['DELETE', `/api/admin/voice/audio/${foreign.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body)).toMatchObject({ status: 404 });
    }
    expect((await list('name=外部音频')).total).toBe(0);
  });
});
