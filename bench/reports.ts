import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/client.js';
import { findOrganisationByName } from '../server/src/data/organisations.js';
import { refreshOrganisationReports } from '../server/src/reports/refresh.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from '../server/src/seed/demo.js';
import { login } from './auth.js';
import { percentiles } from './practiceCommon.js';
import { writeReportsData } from './reportsData.js';
import { startServerProcess, type RunningServer } from './server.js';

/**
 * The data centre benchmark (docs/benchmarks.md "Data centre"): an organisation of `--learners`
 * learners, `--packages` packages and their child records, and `--turns` practice turns
 * (`reportsData.ts`), written into a seeded database. Then:
 *   1. `refresh`: the 10-minute job's work for that organisation (`refreshOrganisationReports`),
 *      run in the bench process on the database `--refreshes` times;
 *   2. `reports`: each report's call over HTTP on the real server (signed in as the owner), `--calls`
 *      times one after another: p50/p95/max;
 *   3. `export`: the student report's export of every learner (≥ 10 000 rows): time to the last byte,
 *      the server's peak RSS while it streams, and the slowest `/api/health` answered meanwhile (the
 *      export must not block other requests).
 * Embedded PGlite by default; with `--postgres` the PostgreSQL of TEST_DATABASE_URL (`.ci/with-postgres.sh`).
 *
 *   pnpm bench:reports -- [--learners 10000] [--packages 50] [--turns 500000] [--calls 30] [--postgres]
 */

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    learners: { type: 'string', default: '10000' },
    packages: { type: 'string', default: '50' },
    turns: { type: 'string', default: '500000' },
    calls: { type: 'string', default: '30' },
    refreshes: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
  },
});
const databaseUrl = values.postgres ? process.env.TEST_DATABASE_URL : undefined;
if (values.postgres && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL (run under .ci/with-postgres.sh)');
const progress = (message: string) => process.stderr.write(`[bench:reports] ${message}\n`);

function codeState(): { commit: string; uncommittedServerOrShared: boolean } {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: new URL('..', import.meta.url), encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedServerOrShared: git('status', '--porcelain', '--', 'server', 'shared') !== '' };
}

async function prepare(dataDir: string): Promise<{ refreshMs: number[]; counts: Record<string, number> }> {
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const fresh = await startServerProcess(dataDir, { ...env, DEMO_HISTORY: 'off' });
  await fresh.stop();
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const started = performance.now();
    await writeReportsData(database.db, { learners: Number(values.learners), packages: Number(values.packages), turns: Number(values.turns) }, progress);
    progress(`data written in ${Math.round(performance.now() - started)} ms`);
    const org = await findOrganisationByName(database.db, DEMO_ORGANISATION);
    if (!org) throw new Error('demo organisation missing');
    const refreshMs: number[] = [];
    for (let index = 0; index < Number(values.refreshes); index += 1) {
      refreshMs.push((await refreshOrganisationReports(database.db, org.id, new Date())).durationMs);
      progress(`refresh ${index + 1}: ${refreshMs.at(-1)} ms`);
    }
    const count = async (table: string) => {
      const answer = (await database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] };
      return Number(answer.rows[0]?.n ?? 0);
    };
    const counts = Object.fromEntries(
      await Promise.all(
        ['users', 'student_tasks', 'practice_sessions', 'practice_turns', 'report_task_learners', 'report_user_days'].map(async (table) => [
          table,
          await count(table),
        ]),
      ),
    );
    return { refreshMs, counts };
  } finally {
    await database.close();
  }
}

async function timed(url: string, token: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { token, 'accept-language': 'zh-CN' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: response.status, bytes };
}

/** The first id a list call answers (a package, a learner) for the detail calls. */
async function firstId(url: string, token: string, field: string): Promise<string> {
  const body = (await (await fetch(url, { headers: { token } })).json()) as { rows?: Record<string, string>[] };
  const id = body.rows?.[0]?.[field];
  if (!id) throw new Error(`no ${field} in ${url}`);
  return id;
}

/** A scenario child task whose analysis has criteria: the analysis measured over its sessions and turns. */
async function practisedChild(api: string, token: string): Promise<string> {
  const get = async <T>(url: string) => (await (await fetch(url, { headers: { token } })).json()) as T;
  const list = await get<{ rows: { packageid: string }[] }>(`${api}/task?rows=30`);
  for (const { packageid } of list.rows) {
    const detail = await get<{ children: { childid: string; type: number }[] }>(`${api}/task/${packageid}`);
    for (const child of detail.children.filter((candidate) => candidate.type === 1)) {
      const analysis = await get<{ criteria: unknown[] }>(`${api}/child/${child.childid}/analysis`);
      if (analysis.criteria.length > 0) return child.childid;
    }
  }
  throw new Error('no practised scenario child task');
}

async function measureReports(server: RunningServer, token: string) {
  const api = `${server.url}/api/admin/v3/report`;
  const packageId = await firstId(`${api}/task?rows=30`, token, 'packageid');
  const studentId = await firstId(`${api}/student?rows=30`, token, 'userid');
  const practiceChild = await practisedChild(api, token);
  const calls: Record<string, string> = {
    home7: `${api}/home?period=7`,
    home30: `${api}/home?period=30`,
    taskList: `${api}/task?rows=30`,
    taskDetail: `${api}/task/${packageId}`,
    taskLearners: `${api}/task/${packageId}/learners?rows=100&status=2`,
    childAnalysis: `${api}/child/${practiceChild}/analysis`,
    studentList: `${api}/student?rows=100&sort=avgscore`,
    studentDashboard: `${api}/student/${studentId}`,
    activity: `${api}/activity`,
    online: `${api}/online?rows=30`,
  };
  const results: Record<string, ReturnType<typeof percentiles> & { errors: number }> = {};
  for (const [name, url] of Object.entries(calls)) {
    await timed(url, token); // warm-up
    const samples: number[] = [];
    let errors = 0;
    for (let index = 0; index < Number(values.calls); index += 1) {
      const { ms, status } = await timed(url, token);
      samples.push(ms);
      if (status !== 200) errors += 1;
    }
    results[name] = { ...percentiles(samples), errors };
    progress(`${name}: p95 ${results[name].p95} ms`);
  }
  return results;
}

async function measureExport(server: RunningServer, token: string) {
  const rssBefore = server.rssMb();
  let rssPeak = rssBefore;
  let healthMaxMs = 0;
  let healthCalls = 0;
  let exporting = true;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 20);
  const probe = (async () => {
    while (exporting) {
      const { ms } = await timed(`${server.url}/api/health`, '');
      healthMaxMs = Math.max(healthMaxMs, ms);
      healthCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/v3/report/student/export`, { headers: { token } });
  const rows = Number(response.headers.get('x-export-rows') ?? 0);
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = Math.round(performance.now() - started);
  exporting = false;
  await probe;
  clearInterval(sampler);
  return {
    status: response.status,
    rows,
    bytes,
    ms,
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    healthDuringExport: { calls: healthCalls, maxMs: Math.round(healthMaxMs) },
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-reports-bench-'));
try {
  const { refreshMs, counts } = await prepare(dataDir);
  const env: Record<string, string> = { REPORT_REFRESH_MS: '3600000', DEMO_HISTORY: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const server = await startServerProcess(dataDir, env);
  try {
    const token = await login(server.url, 'owner01', DEMO_PASSWORD);
    const reports = await measureReports(server, token);
    const exported = await measureExport(server, token);
    const result = {
      bench: 'reports',
      date: new Date().toISOString(),
      ...codeState(),
      database: databaseUrl ? 'postgres' : 'pglite',
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? '',
        memGb: Math.round(os.totalmem() / 2 ** 30),
        load: os.loadavg().map((l) => Number(l.toFixed(2))),
      },
      counts,
      refresh: { runsMs: refreshMs, ...percentiles(refreshMs) },
      reports,
      export: exported,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
