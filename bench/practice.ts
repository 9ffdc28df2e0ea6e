import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeOpenAi } from '../server/test/fakes/openAi.js';
import { startFakeTencentTts } from '../server/test/fakes/tencentTts.js';
import { login } from './auth.js';
import { startFakeAsr } from './fakeAsr.js';
import { createLearners } from './learners.js';
import { cpuSeconds } from './practiceCommon.js';
import { customerReplies, roleplaySessions, ROLEPLAY_SCENARIO } from './practiceRoleplay.js';
import { typedTurns, type Target } from './practiceTyped.js';
import { spokenAnswers, voiceSessions } from './practiceVoice.js';
import { processTree, startServerProcess } from './server.js';
import { workerCounts, workersEnv } from './workers.js';

/**
 * The live-practice benchmark: the real server as its own process on a fresh seeded database, with
 * espeak-ng voicing the customer (the default TTS) and Tencent's real-time ASR configured against
 * the local fake (its own process).
 *   1. `typed`: `--turns` typed answers one after another through the demo scenario (a new session
 *      whenever one ends); the turns' stored server timings p50/p95/p99 and the client's
 *      acknowledgement round trip. Goal: server p50 ≤ 150 ms, p95 ≤ 400 ms.
 *   2. `voice`: for each N of `--n`, N learners at once, each in its own session, speak the demo
 *      answers (espeak-ng audio, 16 kHz 16-bit PCM, 4096-sample frames at real time) for up to
 *      `--voice-turns` turns; voiceEnd → reply p50/p95 client- and server-side. Goal: p95 ≤ 400 ms
 *      at N ≥ 200.
 *   3. `roleplay`: `--roleplay-n` learners at once in the seeded role-play, the model the fake
 *      OpenAI-compatible server streaming `--first-token-ms` to its first token and then
 *      `--tokens-per-second`; each answers `--roleplay-turns` times. The end of the learner's turn →
 *      the first customer audio (the first sentence pushed, voiced, its file fetched) p50/p95.
 *      Goal: p95 ≤ 800 ms at N = 50 with 300 ms and 30 tokens a second.
 * `--phases` picks the phases (default all: typed,voice,roleplay).
 * Embedded PGlite by default; with `--postgres` the PostgreSQL of TEST_DATABASE_URL (`.ci/with-postgres.sh`);
 * `--workers N` runs the server as N processes (above 1: `--postgres`, and a Redis server the bench starts).
 *
 * `--tts tencent` voices the customer through the fake Tencent TTS over HTTP instead, for comparison.
 *
 *   pnpm bench:practice -- [--phases typed,voice,roleplay] [--turns 200] [--n 50,100,200] [--voice-turns 3]
 *     [--roleplay-n 50] [--roleplay-turns 3] [--first-token-ms 300] [--tokens-per-second 30] [--tts espeak|tencent] [--postgres] [--workers 2]
 */

const { values } = parseArgs({
  // `pnpm bench:practice -- --n 100` may hand over the '--' itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    turns: { type: 'string', default: '200' },
    n: { type: 'string', default: '50,100,200' },
    'voice-turns': { type: 'string', default: '3' },
    /** `tencent`: the customer voiced over HTTP by the fake Tencent TTS (in the bench process) instead of espeak-ng, to compare. */
    tts: { type: 'string', default: 'espeak' },
    postgres: { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    phases: { type: 'string', default: 'typed,voice,roleplay' },
    'roleplay-n': { type: 'string', default: '50' },
    'roleplay-turns': { type: 'string', default: '3' },
    'first-token-ms': { type: 'string', default: '300' },
    'tokens-per-second': { type: 'string', default: '30' },
  },
});
const phases = new Set(values.phases.split(','));
const roleplayN = Number(values['roleplay-n']);
const roleplayTurns = Number(values['roleplay-turns']);
const pace = { firstTokenMs: Number(values['first-token-ms']), tokensPerSecond: Number(values['tokens-per-second']) };
const [workers = 1] = workerCounts(values.workers);
const turns = Number(values.turns);
const voiceTurns = Number(values['voice-turns']);
const ns = values.n
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
if (values.tts !== 'espeak' && values.tts !== 'tencent') throw new Error('--tts is espeak or tencent');
const databaseUrl = values.postgres ? process.env.TEST_DATABASE_URL : undefined;
if (values.postgres && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL (run under .ci/with-postgres.sh)');

/** The code measured: the commit, and whether server or shared had uncommitted changes in the working tree. */
function codeState(): { commit: string; uncommittedServerOrShared: boolean } {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: new URL('..', import.meta.url), encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedServerOrShared: git('status', '--porcelain', '--', 'server', 'shared') !== '' };
}

const progress = (message: string) => process.stderr.write(`[bench:practice] ${message}\n`);

async function scenarioOf(base: string, adminToken: string, name = 'SUV展厅接待'): Promise<string> {
  const response = await fetch(`${base}/api/admin/material/scene?status=enabled&name=${encodeURIComponent(name)}`, { headers: { token: adminToken } });
  const id = ((await response.json()) as { rows?: { id?: string }[] }).rows?.[0]?.id;
  if (!id) throw new Error(`the demo scenario ${name} is missing`);
  return id;
}

const loadAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
const processes = await workersEnv(workers, databaseUrl);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-practice-bench-'));
const asr = await startFakeAsr();
// The one pair of Tencent credentials serves both providers, so the TTS fake takes the ASR fake's.
const tts = values.tts === 'tencent' ? await startFakeTencentTts({ secretId: asr.secretId, secretKey: asr.secretKey }) : undefined;
const model = await startFakeOpenAi(pace);
model.answer = customerReplies();
try {
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...processes.env,
    ASR_PROVIDER: 'tencent',
    TENCENT_ASR_ENDPOINT: asr.url,
    TENCENT_ASR_APP_ID: asr.appId,
    TENCENT_SECRET_ID: asr.secretId,
    TENCENT_SECRET_KEY: asr.secretKey,
    ...(tts ? { TTS_PROVIDER: 'tencent', TENCENT_TTS_ENDPOINT: tts.url } : {}),
    LLM_BASE_URL: `${model.url}/v1`,
    LLM_API_KEY: model.apiKey,
    LLM_MODEL: 'fake-model',
  };
  const fresh = await startServerProcess(dataDir, env);
  await fresh.stop();
  const [typist, ...speakers] = (await createLearners({ dataDir, databaseUrl, n: 1 + Math.max(0, ...ns, roleplayN), name: '练习学员' })).tokens;
  const answers = await spokenAnswers(asr);
  const server = await startServerProcess(dataDir, env);
  try {
    const adminToken = await login(server.url, 'owner01', 'Peilian@2026');
    const pid = server.child.pid ?? 0;
    const cpu = () => ({
      /** With WORKERS, the primary and its server processes. */
      server: processTree(pid).reduce((sum, each) => sum + cpuSeconds(each), 0),
      /** espeak-ng, counted once a server process has reaped it. */
      serverChildren: processTree(pid).reduce((sum, each) => sum + cpuSeconds(each, true), 0),
      fakeAsr: cpuSeconds(asr.pid),
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    });
    const target: Target = { url: server.url, adminToken, scenarioId: await scenarioOf(server.url, adminToken), cpu };

    let typed = null;
    if (phases.has('typed')) {
      progress(`typed: ${turns} turns`);
      typed = { ...(await typedTurns(target, typist!, turns)), serverRssMb: server.rssMb() };
    }
    const voice = [];
    for (const n of phases.has('voice') ? ns : []) {
      progress(`voice: ${n} learners`);
      voice.push({ ...(await voiceSessions(target, speakers.slice(0, n), answers, voiceTurns)), serverRssMb: server.rssMb() });
    }
    let roleplay = null;
    if (phases.has('roleplay')) {
      progress(`roleplay: ${roleplayN} learners`);
      const scenarioId = await scenarioOf(server.url, adminToken, ROLEPLAY_SCENARIO);
      const measured = await roleplaySessions({ ...target, scenarioId }, speakers.slice(0, roleplayN), roleplayTurns);
      roleplay = { model: { ...pace, server: 'fake OpenAI-compatible (in the bench process)' }, ...measured, serverRssMb: server.rssMb() };
    }
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg().map((load) => Number(load.toFixed(2))) },
    };
    const holding = voice.filter((run) => run.holds).map((run) => run.n);
    process.stdout.write(
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          code: codeState(),
          database: databaseUrl ? 'postgres' : 'pglite',
          workers,
          tts: tts ? 'tencent (local fake, in the bench process)' : 'espeak',
          asr: 'tencent (local fake)',
          speech: answers.map((answer) => ({ text: answer.text, durationMs: answer.durationMs, frames: answer.frames.length })),
          typed,
          voice,
          largestVoiceNHolding: holding.length ? Math.max(...holding) : 0,
          roleplay,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await processes.stop();
  await tts?.close();
  await model.close();
  await asr.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
