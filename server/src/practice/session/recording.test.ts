import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_RECORDING_BYTES, endpointPath, practiceSessionResponseSchema, practiceTurnAudioResponseSchema } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { demoScenarioId, practiceCall, practiceSockets } from '../../../test/practiceSocket.js';

let server: TestServer;
let scenarioId: string;
const practice = practiceSockets(() => server);

beforeAll(async () => {
  server = await startTestServer();
  scenarioId = await demoScenarioId(server);
});
afterEach(() => practice.closeAll());
afterAll(async () => {
  await server?.close();
});

/** An MPEG-2 layer III frame header (16 kHz mono, 16 kbps: 0xFF 0xF3 0x14 0xC4) followed by `bytes` of payload. */
const mp3 = (bytes = 4000) => Buffer.concat([Buffer.from([0xff, 0xf3, 0x14, 0xc4]), Buffer.alloc(bytes, 0x55)]);

/** A running session of `account` with one answered turn (seq 1). */
async function sessionWithTurn(account: string): Promise<string> {
  const socket = await practice.open(account);
  const started = await practiceCall(socket, 'practice:start', { scenarioId });
  if (!started.ok) throw new Error(started.errmsg);
  const answered = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text: '您好，欢迎光临！请问您贵姓？' });
  if (!answered.ok) throw new Error(answered.errmsg);
  return started.session.id;
}

async function upload(account: string, sessionId: string, seq: number, body: Buffer, filename = 'answer.mp3') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type: 'audio/mpeg' }), filename);
  const token = await practice.tokenOf(account);
  return server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq })}`, { method: 'POST', body: form, headers: { token } });
}

async function download(account: string, sessionId: string, seq: number, headers: Record<string, string> = {}) {
  return server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq })}`, {
    headers: { token: await practice.tokenOf(account), ...headers },
  });
}

async function report(account: string, sessionId: string) {
  const response = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.session, { id: sessionId })}`, {
    headers: { token: await practice.tokenOf(account) },
  });
  return practiceSessionResponseSchema.parse(await response.json()).session;
}

describe('the learner recording of a spoken answer', () => {
  it('keeps an mp3 for the turn, shows it in the report and plays it back to its learner', async () => {
    const sessionId = await sessionWithTurn('learner01');
    expect((await report('learner01', sessionId)).turns[0]).toMatchObject({ seq: 1, learneraudio: false });
    const body = mp3();
    const response = await upload('learner01', sessionId, 1, body);
    expect(response.status).toBe(200);
    expect(practiceTurnAudioResponseSchema.parse(await response.json())).toEqual({ successed: true, seq: 1, size: body.length });
    expect((await report('learner01', sessionId)).turns[0]).toMatchObject({ seq: 1, learneraudio: true });

    const played = await download('learner01', sessionId, 1);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await played.arrayBuffer()).equals(body)).toBe(true);
    const ranged = await download('learner01', sessionId, 1, { Range: 'bytes=0-3' });
    expect(ranged.status).toBe(206);
    expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([0xff, 0xf3, 0x14, 0xc4]);
  });

  it('accepts an mp3 that starts with an ID3 tag', async () => {
    const sessionId = await sessionWithTurn('learner01');
    const tagged = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), mp3(200)]);
    expect((await upload('learner01', sessionId, 1, tagged)).status).toBe(200);
  });

  it('keeps the first recording when the same turn is uploaded again (an outbox retry)', async () => {
    const sessionId = await sessionWithTurn('learner01');
    const first = mp3(3000);
    expect((await upload('learner01', sessionId, 1, first)).status).toBe(200);
    const again = await upload('learner01', sessionId, 1, mp3(5000));
    expect(again.status).toBe(200);
    expect(practiceTurnAudioResponseSchema.parse(await again.json())).toEqual({ successed: true, seq: 1, size: first.length });
    expect(Buffer.from(await (await download('learner01', sessionId, 1)).arrayBuffer()).equals(first)).toBe(true);
  });

  it('refuses a file that is not an mp3 by its content, whatever its name, and keeps nothing', async () => {
    const sessionId = await sessionWithTurn('learner01');
    const wav = Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'), Buffer.alloc(100)]);
    const response = await upload('learner01', sessionId, 1, wav, 'answer.mp3');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ successed: false, errmsg: '输入有误：录音必须是 mp3 文件' });
    expect((await report('learner01', sessionId)).turns[0]!.learneraudio).toBe(false);
    const missing = await download('learner01', sessionId, 1);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ successed: false, errmsg: '该轮回答没有保存录音' });
  });

  it('refuses a recording over the size limit, in the learner language', async () => {
    const sessionId = await sessionWithTurn('learner01');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(mp3(PRACTICE_RECORDING_BYTES))], { type: 'audio/mpeg' }), 'answer.mp3');
    const response = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq: 1 })}`, {
      method: 'POST',
      body: form,
      headers: { token: await practice.tokenOf('learner01'), 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ successed: false, errmsg: expect.stringContaining('The recording is too large (at most 2 MB)') });
  });

  it('refuses a request without the file', async () => {
    const sessionId = await sessionWithTurn('learner01');
    const form = new FormData();
    form.append('note', 'no file');
    const response = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq: 1 })}`, {
      method: 'POST',
      body: form,
      headers: { token: await practice.tokenOf('learner01') },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errmsg: '输入有误：请上传本轮回答的录音文件' });
  });

  it('never lets another learner upload to or play a session that is not theirs, nor reach a turn that does not exist', async () => {
    const sessionId = await sessionWithTurn('learner01');
    expect((await upload('learner01', sessionId, 1, mp3())).status).toBe(200);
    const notYours = { successed: false, errmsg: '练习记录不存在或不属于您' };

    const foreignUpload = await upload('learner02', sessionId, 1, mp3(10));
    expect(foreignUpload.status).toBe(404);
    expect(await foreignUpload.json()).toMatchObject(notYours);
    const foreignDownload = await download('learner02', sessionId, 1);
    expect(foreignDownload.status).toBe(404);
    expect(await foreignDownload.json()).toMatchObject(notYours);
    // The owner's recording is unchanged by the refused upload.
    expect((await (await download('learner01', sessionId, 1)).arrayBuffer()).byteLength).toBe(mp3().length);

    for (const seq of [2, 0]) {
      const response = await upload('learner01', sessionId, seq, mp3());
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject(notYours);
    }
    expect((await upload('learner01', 'not-a-session', 1, mp3())).status).toBe(404);
    const anonymous = await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq: 1 })}`);
    expect(anonymous.status).toBe(401);
  });

  it('plays a recording only through the routes that check the session, never by its stored address', async () => {
    const sessionId = await sessionWithTurn('learner01');
    expect((await upload('learner01', sessionId, 1, mp3())).status).toBe(200);
    const files = path.join(server.config.dataDir, 'files');
    const stored = (await readdir(files, { recursive: true })).find((name) => path.basename(name).startsWith(`${sessionId}-1-`));
    expect(stored).toMatch(/^[^/]+\/practicerecording\//);
    // A quick Q&A spoken answer is kept the same way (docs/faq.md "Spoken answers").
    const org = stored!.split('/')[0]!;
    const faqAnswer = `${org}/faqrecording/20261123/drill-1-0123456789abcdef.mp3`;
    await mkdir(path.dirname(path.join(files, faqAnswer)), { recursive: true });
    await writeFile(path.join(files, faqAnswer), mp3());

    for (const key of [stored!, faqAnswer]) {
      for (const address of [`/files/${key}`, `/files/${key.replace(/\//g, '%2F')}`]) {
        const plain = await server.fetch(address, { headers: { token: await practice.tokenOf('learner01') } });
        expect(plain.status, address).toBe(404);
        expect(await plain.text()).toBe('Not found');
      }
    }
    // Its learner still plays it back through the session's route.
    expect((await download('learner01', sessionId, 1)).status).toBe(200);
  });
});
