import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { login } from './auth.js';
import { startFakeAsr } from './fakeAsr.js';
import { createLearners } from './learners.js';
import { cpuSeconds, cpuShare } from './practiceCommon.js';
import { typedTurns, type Target } from './practiceTyped.js';
import { spokenAnswers, voiceSessions } from './practiceVoice.js';
import { startServerProcess } from './server.js';

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
 * Embedded PGlite by default; with `--postgres` the PostgreSQL of TEST_DATABASE_URL (`.ci/with-postgres.sh`).
 *
 *   pnpm bench:practice -- [--turns 200] [--n 50,100,200] [--voice-turns 3] [--postgres]
 */

const { values } = parseArgs({
  // `pnpm bench:practice -- --n 100` may hand over the '--' itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    turns: { type: 'string', default: '200' },
    n: { type: 'string', default: '50,100,200' },
    'voice-turns': { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
  },
});
const turns = Number(values.turns);
const voiceTurns = Number(values['voice-turns']);
const ns = values.n.split(',').map(Number).filter((n) => n > 0);
const databaseUrl = values.postgres ? process.env.TEST_DATABASE_URL : undefined;
if (values.postgres && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL (run under .ci/with-postgres.sh)');

const progress = (message: string) => process.stderr.write(`[bench:practice] ${message}\n`);

async function scenarioOf(base: string, adminToken: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { headers: { token: adminToken } });
  const id = ((await response.json()) as { rows?: { id?: string }[] }).rows?.[0]?.id;
  if (!id) throw new Error('the demo scenario SUV展厅接待 is missing');
  return id;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-practice-bench-'));
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
  const [typist, ...speakers] = await createLearners({ dataDir, databaseUrl, n: 1 + Math.max(0, ...ns), name: '练习学员' });
  const answers = await spokenAnswers(asr);
  const server = await startServerProcess(dataDir, env);
  try {
    const adminToken = await login(server.url, 'owner01', 'Peilian@2026');
    const target: Target = { url: server.url, adminToken, scenarioId: await scenarioOf(server.url, adminToken) };
    const measure = async <T>(run: () => Promise<T>) => {
      const before = { server: cpuSeconds(server.child.pid ?? 0), fakeAsr: cpuSeconds(asr.pid), bench: process.cpuUsage() };
      const began = performance.now();
      const result = await run();
      const seconds = (performance.now() - began) / 1000;
      const used = process.cpuUsage(before.bench);
      const cpuPercentOfOneCore = {
        ...cpuShare({ server: before.server, fakeAsr: before.fakeAsr }, { server: cpuSeconds(server.child.pid ?? 0), fakeAsr: cpuSeconds(asr.pid) }, seconds),
        bench: Math.round((used.user + used.system) / 1e4 / seconds),
      };
      return { ...result, cpuPercentOfOneCore, serverRssMb: server.rssMb() };
    };

    progress(`typed: ${turns} turns`);
    const typed = await measure(() => typedTurns(target, typist!, turns));
    const voice = [];
    for (const n of ns) {
      progress(`voice: ${n} learners`);
      voice.push(await measure(() => voiceSessions(target, speakers.slice(0, n), answers, voiceTurns)));
    }
    const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))) };
    const holding = voice.filter((run) => run.holds).map((run) => run.n);
    process.stdout.write(
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          database: databaseUrl ? 'postgres' : 'pglite',
          tts: 'espeak',
          asr: 'tencent (local fake)',
          speech: answers.map((answer) => ({ text: answer.text, durationMs: answer.durationMs, frames: answer.frames.length })),
          typed,
          voice,
          largestVoiceNHolding: holding.length ? Math.max(...holding) : 0,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await asr.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
