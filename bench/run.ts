import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { login, runLoginLoad } from './auth.js';
import { measureCenter } from './center.js';
import { runLoad } from './load.js';
import { startServerProcess, type Runner } from './server.js';
import { measureTokenCheckInProcess, measureTokenCheckOverHttp } from './tokenCheck.js';
import { measureUploadThroughput } from './upload.js';

const { values } = parseArgs({
  // `pnpm bench -- --starts 5` may hand over the '--' itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    starts: { type: 'string', default: '3' },
    /**
     * `center`: only the training-centre measurement (on a freshly seeded data directory);
     * `start`: only the starts on an existing data directory, compiled and through tsx.
     */
    only: { type: 'string', default: '' },
  },
});
const durationS = Number(values.duration);
const connections = Number(values.connections);
const starts = Number(values.starts);

const DEMO_ACCOUNTS = ['learner01', 'learner02', 'admin01', 'owner01', 'superadmin'];
const DEMO_PASSWORD = 'Peilian@2026';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-bench-'));
try {
  // First start: empty data directory, so it includes creating the database, migrating and seeding.
  const fresh = await startServerProcess(dataDir);
  await fresh.stop();
  if (values.only === 'center') {
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    };
    const center = await measureCenter(dataDir, durationS);
    process.stdout.write(`${JSON.stringify({ date: new Date().toISOString(), machine, database: 'pglite', center }, null, 2)}\n`);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  if (values.only === 'start') {
    const runs: Record<Runner, number[]> = { compiled: [], tsx: [] };
    for (let i = 0; i < starts; i += 1) {
      for (const runner of ['compiled', 'tsx'] as const) {
        const server = await startServerProcess(dataDir, {}, runner);
        runs[runner].push(server.coldStartMs);
        await server.stop();
      }
    }
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    };
    const existingDataDir = { compiled: median(runs.compiled), compiledRuns: runs.compiled, tsx: median(runs.tsx), tsxRuns: runs.tsx };
    process.stdout.write(
      `${JSON.stringify({ date: new Date().toISOString(), machine, database: 'pglite', coldStartMs: { emptyDataDir: fresh.coldStartMs, existingDataDir } }, null, 2)}\n`,
    );
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  const existing: number[] = [];
  for (let i = 0; i < starts; i += 1) {
    const server = await startServerProcess(dataDir);
    existing.push(server.coldStartMs);
    await server.stop();
  }

  // While no server has the database open: the token check itself, in this process.
  const inProcess = await measureTokenCheckInProcess(dataDir, 'learner01');

  // The default configuration (token cache on, SESSION_CACHE_MS 1000).
  const server = await startServerProcess(dataDir);
  const health = await runLoad(server.url, '/api/health', connections, durationS);
  const shell = await runLoad(server.url, '/', connections, durationS);
  const logins = await runLoginLoad(server.url, DEMO_ACCOUNTS, DEMO_PASSWORD, 4, durationS);
  const cached = await measureTokenCheckOverHttp(server.url, await login(server.url, 'admin01', DEMO_PASSWORD), 1000, durationS);
  const rssMbAfterLoad = server.rssMb();
  await server.stop();

  // The same HTTP comparison with the cache off: every token check reads the database.
  const uncachedServer = await startServerProcess(dataDir, { SESSION_CACHE_MS: '0' });
  const uncached = await measureTokenCheckOverHttp(uncachedServer.url, await login(uncachedServer.url, 'admin01', DEMO_PASSWORD), 0, durationS);
  await uncachedServer.stop();

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    database: 'pglite',
    coldStartMs: { emptyDataDir: fresh.coldStartMs, existingDataDir: median(existing), existingRuns: existing },
    load: [health, shell],
    logins,
    tokenCheck: { inProcess, http: [cached, uncached] },
    rssMbAfterLoad,
  };
  Object.assign(result, { upload: await measureUploadThroughput(dataDir) });
  Object.assign(result, { center: await measureCenter(dataDir, durationS) });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
