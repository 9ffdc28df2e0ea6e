import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, practiceSessionResponseSchema, scenarioListResponseSchema } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { practiceCall, practiceSockets } from '../../../test/practiceSocket.js';

let server: TestServer;
let silent: TestServer;
const practice = practiceSockets(() => server);
const silentPractice = practiceSockets(() => silent);
type Sockets = typeof practice;

async function scenarioOf(target: TestServer): Promise<string> {
  const token = await target.login('owner01');
  const response = await target.fetch(`/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { headers: { token } });
  return scenarioListResponseSchema.parse(await response.json()).rows[0]!.id;
}

/** A session of `account` on `target` with one typed turn (seq 1). */
async function sessionWithTurn(target: TestServer, sockets: Sockets, account: string): Promise<string> {
  const socket = await sockets.open(account);
  const started = await practiceCall(socket, 'practice:start', { scenarioId: await scenarioOf(target) });
  if (!started.ok) throw new Error(started.errmsg);
  const answered = await practiceCall(socket, 'practice:answer', { sessionId: started.session.id, text: '您好，欢迎光临！请问您贵姓？' });
  if (!answered.ok) throw new Error(answered.errmsg);
  return started.session.id;
}

async function lineAudio(
  target: TestServer,
  sockets: Sockets,
  account: string,
  sessionId: string,
  turn: number,
  index: number,
  headers: Record<string, string> = {},
) {
  const token = await sockets.tokenOf(account);
  return target.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.lineAudio, { id: sessionId, turn, index })}`, { headers: { token, ...headers } });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  practice.closeAll();
  silentPractice.closeAll();
});
afterAll(async () => {
  await server?.close();
});

describe("replaying the customer's lines of a stored session", () => {
  it('answers the opening line and the reply line as MP3 to their learner', async () => {
    const sessionId = await sessionWithTurn(server, practice, 'learner01');
    const report = practiceSessionResponseSchema.parse(
      await (
        await server.fetch(`/${endpointPath(LEARNER_ENDPOINTS.practice.session, { id: sessionId })}`, {
          headers: { token: await practice.tokenOf('learner01') },
        })
      ).json(),
    ).session;
    expect(report.opening[0]).toMatchObject({ audio: null });
    expect(report.turns[0]!.lines.length).toBeGreaterThan(0);
    for (const [turn, index] of [
      [0, 0],
      [1, 0],
    ] as const) {
      const response = await lineAudio(server, practice, 'learner01', sessionId, turn, index);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
      const audio = Buffer.from(await response.arrayBuffer());
      expect([audio[0], (audio[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);
      // 32 kbps: a short sentence (a second or more) is several kilobytes and well under a megabyte.
      expect(audio.length).toBeGreaterThan(4_000);
      expect(audio.length).toBeLessThan(1_000_000);
    }
  });

  it('answers the same translated 404 as a recording to another learner, and a line that does not exist', async () => {
    const sessionId = await sessionWithTurn(server, practice, 'learner01');
    const other = await lineAudio(server, practice, 'learner02', sessionId, 0, 0, { 'accept-language': 'en' });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ successed: false, errcode: 40480, errmsg: 'This practice session does not exist or is not yours' });
    for (const [turn, index] of [
      [0, 9],
      [1, 9],
      [7, 0],
    ] as const) {
      const missing = await lineAudio(server, practice, 'learner01', sessionId, turn, index);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ successed: false, errcode: 40483, errmsg: '该客户语句不存在' });
    }
    const malformed = await server.fetch(`/api/trainning/v3/practice/session/${sessionId}/line/x/-1/audio`, {
      headers: { token: await practice.tokenOf('learner01') },
    });
    expect(malformed.status).toBe(404);
  });
});

describe('replaying a line when voice synthesis fails', () => {
  beforeAll(async () => {
    silent = await startTestServer({ env: { ESPEAK_PATH: '/nonexistent/espeak-ng' } });
  });
  afterAll(() => silent?.close());

  it('refuses with a translated 503', async () => {
    const sessionId = await sessionWithTurn(silent, silentPractice, 'learner01');
    const response = await lineAudio(silent, silentPractice, 'learner01', sessionId, 0, 0, { 'accept-language': 'zh-TW' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ successed: false, errcode: 50380, errmsg: '語音合成暫不可用，請稍後再播放本句' });
  });
});
