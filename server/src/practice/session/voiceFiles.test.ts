import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PracticeSessionReply } from '@peilian/shared';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, tempDir, type TestServer } from '../../../test/harness.js';
import { demoScenarioId, foreignLearnerSession, practiceCall, practiceSockets } from '../../../test/practiceSocket.js';

// The customer's lines travel as URLs of MP3 files stored once per text and voice
// (docs/practice.md "Lines and audio"). espeak-ng runs through a wrapper that counts its runs, and
// the provider's memory cache is off, so a line voiced again shows as a run.

let server: TestServer;
let scenarioId = '';
let espeakRuns = '';
let removeWrapper: () => Promise<void> = async () => undefined;
const practice = practiceSockets(() => server);

type Lines = Extract<PracticeSessionReply, { ok: true }>['lines'];

const ANSWER = '您好，欢迎光临！请问您贵姓？';
const URL_OF = (sessionId: string) => new RegExp(`^api/trainning/v3/practice/session/${sessionId}/voice/[0-9a-f]{32}$`);

async function call(account: string, event: string, payload: unknown): Promise<{ reply: Extract<PracticeSessionReply, { ok: true }>; bytes: number }> {
  const reply = await practiceCall(await practice.open(account), event, payload);
  if (!reply.ok) throw new Error(`${event} refused: ${reply.errmsg}`);
  return { reply, bytes: Buffer.byteLength(JSON.stringify(reply)) };
}

const runs = async () => (await readFile(espeakRuns, 'utf8').catch(() => '')).length;
const fetchAs = async (account: string | null, url: string, headers: Record<string, string> = {}) =>
  server.fetch(`/${url}`, { headers: { ...(account ? { token: await practice.tokenOf(account) } : {}), ...headers } });

beforeAll(async () => {
  const wrapper = await tempDir('peilian-espeak-');
  removeWrapper = wrapper.remove;
  espeakRuns = path.join(wrapper.dir, 'runs');
  const script = path.join(wrapper.dir, 'espeak-ng');
  await writeFile(script, `#!/bin/sh\nprintf x >> '${espeakRuns}'\nexec espeak-ng "$@"\n`);
  await chmod(script, 0o755);
  server = await startTestServer({ env: { ESPEAK_PATH: script, TTS_CACHE_MB: '0' } });
  scenarioId = await demoScenarioId(server);
});
afterEach(() => practice.closeAll());
afterAll(async () => {
  await server?.close();
  await removeWrapper();
});

describe("the customer's lines as files", () => {
  it('sends each line as the URL of its MP3, never the audio, and the URL serves it to the learner for good', async () => {
    const started = await call('learner01', 'practice:start', { scenarioId });
    const answered = await call('learner01', 'practice:answer', { sessionId: started.reply.session.id, text: ANSWER });
    const lines: Lines = [...started.reply.lines, ...answered.reply.lines];
    expect(lines).toHaveLength(2);
    for (const { bytes } of [started, answered]) expect(bytes).toBeLessThan(6_000);
    for (const line of lines) {
      expect(line.audio).toEqual({ format: 'mp3', url: expect.stringMatching(URL_OF(started.reply.session.id)), durationMs: expect.any(Number) });
      const response = await fetchAs('learner01', line.audio!.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const mp3 = Buffer.from(await response.arrayBuffer());
      // An MPEG audio frame, 32 kbps: 4 bytes a millisecond.
      expect([mp3[0], (mp3[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);
      expect(Math.abs(mp3.length / 4 - line.audio!.durationMs)).toBeLessThanOrEqual(1);
      expect(line.audio!.durationMs).toBeGreaterThan(1_000);
    }
    const part = await fetchAs('learner01', lines[0]!.audio!.url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('voices a line once: a new session of the scenario names the same file, with no new synthesis', async () => {
    const first = await call('learner01', 'practice:start', { scenarioId });
    const before = await runs();
    expect(before).toBeGreaterThan(0);
    const second = await call('learner02', 'practice:start', { scenarioId });
    const [was, is] = [first.reply.lines[0]!.audio!.url, second.reply.lines[0]!.audio!.url];
    expect(is).toMatch(URL_OF(second.reply.session.id));
    expect(path.basename(is)).toBe(path.basename(was));
    expect(await runs()).toBe(before);
    expect((await fetchAs('learner02', is)).status).toBe(200);
  });

  it('refuses the file to another learner, another organisation, no session and its stored address', async () => {
    const { reply } = await call('learner01', 'practice:start', { scenarioId });
    const { url } = reply.lines[0]!.audio!;
    const notYours = { successed: false, errcode: 40480, errmsg: 'This practice session does not exist or is not yours' };
    const other = await fetchAs('learner02', url, { 'accept-language': 'en' });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(notYours);
    expect((await fetchAs(null, url)).status).toBe(401);

    // A learner of another organisation: not with this session, nor with a session of their own.
    const { token, sessionId: ownId } = await foreignLearnerSession(server);
    const foreign = await server.fetch(`/${url}`, { headers: { token } });
    expect(foreign.status).toBe(404);
    const borrowed = await server.fetch(`/${url.replace(reply.session.id, ownId)}`, { headers: { token, 'accept-language': 'en' } });
    expect(borrowed.status).toBe(404);
    expect(await borrowed.json()).toMatchObject({ errcode: 40483 });

    expect((await fetchAs('learner01', url.replace(/[0-9a-f]{32}$/, 'not-a-key'))).status).toBe(404);
    expect((await fetchAs('learner01', url.replace(/[0-9a-f]{32}$/, '0'.repeat(32)))).status).toBe(404);
    const stored = `${(await demoOrganisation(server.database.db)).id}/practicevoice/${path.basename(url)}.mp3`;
    expect(existsSync(path.join(server.config.dataDir, 'files', stored))).toBe(true);
    expect((await server.fetch(`/files/${stored}`)).status).toBe(404);
  });
});
