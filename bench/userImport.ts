import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importResponseSchema } from '@peilian/shared';
import { writeWorkbook } from '../server/src/lib/excel.js';
import { DEMO_PASSWORD } from '../server/src/seed/demo.js';
import { login } from './auth.js';
import { percentiles } from './practiceCommon.js';
import { startServerProcess, type RunningServer } from './server.js';

/**
 * The user import benchmark (docs/people.md "Import"): the owner imports `--rows` employees (the
 * template's columns, `--passwords` distinct first passwords among them) into the real server as
 * its own process on a fresh seeded embedded database, through `POST user/import` — the preview,
 * then the import — while three clients sign in over and over. Reports the preview
 * and import times, the server's peak RSS and the sign-ins' latency during the import.
 * Goals: the import ≤ 10 s for 3,000 rows, sign-in p95 ≤ 300 ms meanwhile.
 *
 *   pnpm bench:import -- [--rows 3000] [--passwords 1]
 */

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { rows: { type: 'string', default: '3000' }, passwords: { type: 'string', default: '1' } },
});
const rowCount = Number(values.rows);
const passwordCount = Math.max(1, Number(values.passwords));
const progress = (message: string) => process.stderr.write(`[bench:import] ${message}\n`);

/** The clients signing in at once while the import runs, one sign-in after another each. */
const SIGN_IN_ACCOUNTS = ['learner01', 'learner02', 'admin01'];

const HEADER = ['姓名', '工号', '性别', '部门', '账号', '密码', '手机号', '角色', '邮箱', '有效期', '岗位', '备注'];

function workbook(): Promise<Buffer> {
  const rows = Array.from({ length: rowCount }, (_, i) => [
    `员工${i + 1}`,
    `E${i + 1}`,
    String(i % 2),
    i % 3 === 0 ? '客服部' : '销售部/华东销售组',
    `bench${String(i + 1).padStart(6, '0')}`,
    `Start${i % passwordCount}x2026`,
    `139${String(i).padStart(8, '0')}`,
    '学员',
    '',
    '',
    i % 3 === 0 ? '客服专员' : '销售代表',
    '入职批次',
  ]);
  return writeWorkbook('用户', [HEADER, ...rows]);
}

async function postImport(server: RunningServer, token: string, step: 'preview' | 'import', file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/organization/user/import?step=${step}&mode=3`, { method: 'POST', headers: { token }, body: form });
  const body = importResponseSchema.parse(await response.json());
  return { ms: Math.round(performance.now() - started), body };
}

/** Signs in as `account`, one sign-in after another, until `done` says stop; the latencies. */
async function signInsUntil(server: RunningServer, account: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    await login(server.url, account, DEMO_PASSWORD);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-bench-import-'));
const server = await startServerProcess(dataDir);
try {
  const token = await login(server.url, 'owner01', DEMO_PASSWORD);
  const file = await workbook();
  progress(`${rowCount} rows, ${file.length} bytes; warming up the sign-in`);
  await signInsUntil(
    server,
    'learner01',
    (() => {
      let n = 0;
      return () => n++ >= 5;
    })(),
  );
  const preview = await postImport(server, token, 'preview', file);
  progress(`preview ${preview.ms} ms (${preview.body.okcount} rows pass)`);
  let finished = false;
  const rssBefore = server.rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 100);
  const [imported, ...clients] = await Promise.all([
    postImport(server, token, 'import', file).finally(() => (finished = true)),
    ...SIGN_IN_ACCOUNTS.map((account) => signInsUntil(server, account, () => finished)),
  ]);
  const signIns = clients.flat();
  clearInterval(sampler);
  const git = (...args: string[]) => spawnSync('git', args, { cwd: new URL('..', import.meta.url), encoding: 'utf8' }).stdout?.trim() ?? '';
  const result = {
    bench: 'userImport',
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    rows: rowCount,
    distinctPasswords: passwordCount,
    previewMs: preview.ms,
    importMs: imported.ms,
    inserted: imported.body.insertcount,
    updated: imported.body.updatecount,
    failed: imported.body.errcount,
    serverRssMb: { beforeImport: Math.round(rssBefore), peak: Math.round(rssPeak) },
    signInsDuringImport: percentiles(signIns),
    goals: { importMsMax: 10_000, signInP95MsMax: 300 },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
