import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, healthy } from './server.js';

/**
 * `pnpm start` as a newcomer types it, from the moment the command starts to the first healthy
 * `GET /api/health`: one warm-up start (builds what changed, seeds a fresh data directory), then
 * RUNS starts on the unchanged tree and the same data, each followed by a start of the server alone
 * (`node server/dist/main.js`, no pnpm, no check) for comparison on the same machine. Prints JSON.
 * Usage: pnpm --filter @peilian/bench exec tsx start.ts [runs]
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.argv[2] ?? 5);
const GIVE_UP_MS = 600_000;

interface StartRun {
  healthyMs: number;
  /** What `pnpm start` printed before the server's banner (the build summary lines). */
  summary: string[];
}

const SERVER_ALONE = [process.execPath, '--enable-source-maps', path.join(repo, 'server', 'dist', 'main.js')] as const;

async function timedStart(dataDir: string, [command, ...args]: readonly string[] = ['pnpm', 'start']): Promise<StartRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Its own process group: stopping it stops pnpm, Node's shim and the server alike.
  const child = spawn(command!, args, {
    cwd: repo,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await healthy(url))) {
    if (gone) throw new Error(`pnpm start exited before the server was healthy:\n${output}`);
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`no healthy answer within ${GIVE_UP_MS} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const healthyMs = Math.round(performance.now() - started);
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  const summary = output.split('\n').filter((line) => /^(web|server): /.test(line));
  return { healthyMs, summary };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'peilian-bench-start-'));
try {
  const warmUp = await timedStart(dataDir);
  const runs: StartRun[] = [];
  const alone: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await timedStart(dataDir));
    alone.push((await timedStart(dataDir, SERVER_ALONE)).healthyMs);
  }
  const healthyMs = runs.map((run) => run.healthyMs);
  const result = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim(),
    node: execFileSync('pnpm', ['exec', 'node', '--version'], { cwd: repo, encoding: 'utf8' }).trim(),
    warmUp,
    unchangedTree: { runs: healthyMs, medianMs: median(healthyMs), maxMs: Math.max(...healthyMs), summary: runs[0]?.summary ?? [] },
    serverAlone: { runs: alone, medianMs: median(alone) },
    loadAverage: loadavg().map((load) => Number(load.toFixed(1))),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
