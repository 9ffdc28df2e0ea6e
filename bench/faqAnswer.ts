import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { speechAudio } from '../server/test/fakes/speechWav.js';
import { practiceVoiceReplySchema } from '@peilian/shared';
import { emitWithAck, openPracticeSocket, type PracticeClientSocket } from '../server/test/practiceSocket.js';
import { login } from './auth.js';
import { startFakeAsr, type FakeAsrProcess } from './fakeAsr.js';
import { createLearners } from './learners.js';
import { fail, failureCount, percentiles, type Failures } from './practiceCommon.js';
import { startServerProcess } from './server.js';

/**
 * The quick Q&A answer benchmark (docs/faq.md "Scoring"): the real server as its own process on a
 * fresh seeded database (its dealership FAQ bank), Tencent's real-time ASR configured against the
 * local fake (its own process). One learner runs free-practice drills of ten questions, one answer
 * after another, until `--answers` are measured (the first drill warms the server up and is left out):
 *   1. `typed`: the standard answer typed; answer → score is the answer call's round trip on
 *      loopback over a kept-alive connection. Goal: p95 ≤ 150 ms.
 *   2. `spoken`: the standard answer spoken (espeak-ng, 16 kHz 16-bit PCM, 4096-sample frames sent
 *      as fast as they are acknowledged); end of speech → score is `faq:voiceEnd` (the final text)
 *      and then the answer call with that text, as the page does it.
 * Embedded PGlite by default; with `--postgres` the PostgreSQL of TEST_DATABASE_URL (`.ci/with-postgres.sh`).
 *
 *   pnpm bench:faq -- [--answers 200] [--postgres]
 */

const { values } = parseArgs({
  // `pnpm bench:faq -- --answers 300` may hand over the '--' itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    answers: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
  },
});
const wanted = Number(values.answers);
const databaseUrl = values.postgres ? process.env.TEST_DATABASE_URL : undefined;
if (values.postgres && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL (run under .ci/with-postgres.sh)');

const FRAME_BYTES = 8192;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const progress = (message: string) => process.stderr.write(`[bench:faq] ${message}\n`);

/** The code measured: the commit, and whether server or shared had uncommitted changes in the working tree. */
function codeState(): { commit: string; uncommittedServerOrShared: boolean } {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: new URL('..', import.meta.url), encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedServerOrShared: git('status', '--porcelain', '--', 'server', 'shared') !== '' };
}

/** One JSON call over the kept-alive agent: status, body and the round trip in ms. */
function call(
  base: string,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathname, base),
      {
        agent,
        method,
        headers: {
          token,
          'accept-language': 'zh-CN',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Every phrasing of the organisation's bank with its standard answer, read as the back office reads it. */
async function bankAnswers(base: string, adminToken: string): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const { body } = await call(base, 'GET', `/api/admin/v3/faq?rows=100&page=${page}&disabled=0`, adminToken);
    const rows = (body.rows ?? []) as { question: string; answer: string; similar: { question: string }[] }[];
    for (const row of rows) for (const phrasing of [row.question, ...row.similar.map((similar) => similar.question)]) answers.set(phrasing, row.answer);
    if (rows.length < 100) return answers;
  }
}

interface Drill {
  id: string;
  questions: { seq: number; question: string }[];
}

async function startDrill(base: string, token: string, failures: Failures): Promise<Drill | null> {
  const started = await call(base, 'POST', '/api/trainning/v3/faq/drill', token, { childtaskid: '' });
  if (started.status !== 200) fail(failures, 'start', `${started.status} ${String(started.body.errmsg)}`);
  return started.status === 200 ? (started.body.drill as Drill) : null;
}

/** Answers a scored answer's call; a refusal is counted. */
async function answer(base: string, token: string, drill: Drill, seq: number, text: string, mode: 'typed' | 'voice', failures: Failures): Promise<number> {
  const answered = await call(base, 'POST', `/api/trainning/v3/faq/drill/${drill.id}/answer/${seq}`, token, { text, mode, elapsedms: 3000 });
  const score = (answered.body.answer as { score?: number } | undefined)?.score;
  if (answered.status !== 200) fail(failures, 'answer', `${answered.status} ${String(answered.body.errmsg)}`);
  else if (score !== 100) fail(failures, 'answer', `the standard answer scored ${score}`);
  return answered.ms;
}

/** `count` measured typed answers (after one drill of warm-up). */
async function typedAnswers(base: string, token: string, bank: Map<string, string>, count: number) {
  const failures: Failures = {};
  const ms: number[] = [];
  for (let warm = true; ms.length < count; warm = false) {
    const drill = await startDrill(base, token, failures);
    if (!drill) break;
    for (const question of drill.questions) {
      const took = await answer(base, token, drill, question.seq, bank.get(question.question) ?? question.question, 'typed', failures);
      if (!warm && ms.length < count) ms.push(took);
    }
    await call(base, 'POST', `/api/trainning/v3/faq/drill/${drill.id}/finish`, token);
  }
  return { answers: ms.length, answerMs: percentiles(ms), failures, holds: percentiles(ms).p95 <= 150 && failureCount(failures) === 0 };
}

/** A voice call's acknowledgement, as the shared schema reads it. */
const voiceCall = async (socket: PracticeClientSocket, event: string, payload: unknown) =>
  practiceVoiceReplySchema.parse(await emitWithAck(socket, event, payload));

/** Speaks one answer and scores it: the end-of-speech → final text and → score times. */
async function spokenAnswer(base: string, token: string, socket: PracticeClientSocket, drill: Drill, seq: number, pcm: Buffer, failures: Failures) {
  const opened = await voiceCall(socket, 'faq:voiceStart', { drillId: drill.id, seq });
  if (!opened.ok) return fail(failures, 'voiceStart', `${opened.errcode} ${opened.errmsg}`);
  for (let at = 0; at < pcm.length; at += FRAME_BYTES) {
    const frame = await voiceCall(socket, 'faq:voiceFrame', { drillId: drill.id, audio: pcm.subarray(at, at + FRAME_BYTES) });
    if (!frame.ok) fail(failures, 'voiceFrame', `${frame.errcode} ${frame.errmsg}`);
  }
  const ended = performance.now();
  const heard = await voiceCall(socket, 'faq:voiceEnd', { drillId: drill.id });
  const recognisedMs = performance.now() - ended;
  if (!heard.ok) return fail(failures, 'voiceEnd', `${heard.errcode} ${heard.errmsg}`);
  await answer(base, token, drill, seq, heard.text, 'voice', failures);
  return { recognisedMs, scoredMs: performance.now() - ended };
}

/** `count` measured spoken answers of the bank's standard answers (after one drill of warm-up). */
async function spokenAnswers(base: string, token: string, asr: FakeAsrProcess, bank: Map<string, string>, count: number) {
  const voiced = new Map<string, Buffer>();
  for (const text of new Set(bank.values())) {
    const { pcm } = speechAudio(text);
    await asr.register(pcm, text);
    voiced.set(text, pcm);
  }
  const socket = await openPracticeSocket(base, token);
  const failures: Failures = {};
  const recognised: number[] = [];
  const scored: number[] = [];
  try {
    for (let warm = true; scored.length < count; warm = false) {
      const drill = await startDrill(base, token, failures);
      if (!drill) break;
      for (const question of drill.questions) {
        const pcm = voiced.get(bank.get(question.question) ?? '');
        if (!pcm) fail(failures, 'bank', `no standard answer for "${question.question}"`);
        const timing = pcm && (await spokenAnswer(base, token, socket, drill, question.seq, pcm, failures));
        if (timing && !warm && scored.length < count) {
          recognised.push(timing.recognisedMs);
          scored.push(timing.scoredMs);
        }
      }
      await call(base, 'POST', `/api/trainning/v3/faq/drill/${drill.id}/finish`, token);
    }
  } finally {
    socket.close();
  }
  return { answers: scored.length, voiceEndMs: percentiles(recognised), endOfSpeechToScoreMs: percentiles(scored), failures };
}

const loadAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-faq-bench-'));
const asr = await startFakeAsr();
try {
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ASR_PROVIDER: 'tencent',
    TENCENT_ASR_ENDPOINT: asr.url,
    TENCENT_ASR_APP_ID: asr.appId,
    TENCENT_SECRET_ID: asr.secretId,
    TENCENT_SECRET_KEY: asr.secretKey,
  };
  const fresh = await startServerProcess(dataDir, env);
  await fresh.stop();
  const [typist, speaker] = (await createLearners({ dataDir, databaseUrl, n: 2, name: '快问快答学员' })).tokens;
  const server = await startServerProcess(dataDir, env);
  try {
    const bank = await bankAnswers(server.url, await login(server.url, 'owner01', 'Peilian@2026'));
    if (bank.size === 0) throw new Error('the seeded FAQ bank is empty');
    progress(`typed: ${wanted} answers`);
    const typed = await typedAnswers(server.url, typist!, bank, wanted);
    progress(`spoken: ${wanted} answers`);
    const spoken = await spokenAnswers(server.url, speaker!, asr, bank, wanted);
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg().map((load) => Number(load.toFixed(2))) },
    };
    const result = {
      date: new Date().toISOString(),
      machine,
      code: codeState(),
      database: databaseUrl ? 'postgres' : 'pglite',
      asr: 'tencent (local fake)',
      bank: { phrasings: bank.size },
      typed,
      spoken,
      serverRssMb: server.rssMb(),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
} finally {
  agent.destroy();
  await asr.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
