import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { manyRowsWorkbook } from '../server/test/zipBombs.js';
import { DEMO_PASSWORD } from '../server/src/seed/demo.js';
import { login } from './auth.js';
import { startServerProcess } from './server.js';

/**
 * The import row cap under a huge workbook (docs/security.md "Excel imports"): the owner uploads a
 * workbook of far more rows than the user import's 5,000 to `POST organization/user/import` of the
 * server as its own process on a fresh seeded embedded database (a fresh server per workbook, so
 * one workbook's memory does not carry into the next). Each workbook is written by exceljs's
 * streaming writer without shared strings: a million rows with a value each (inflates past the
 * 64 MB import limit), a million empty formatted rows (just under it), and 700,000 rows with a
 * value each (the most such rows under it). Reports per workbook the time to the answer, the
 * answer, and the server's RSS before, at its peak (sampled every 20 ms) and the growth.
 * Goal: refused within 2 s with RSS growth under 100 MB.
 *
 *   pnpm bench:import-cap -- [--workbook values|empty|under-limit]
 */

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { workbook: { type: 'string' } },
});
const progress = (message: string) => process.stderr.write(`[bench:import-cap] ${message}\n`);

const HEADER = ['姓名', '工号', '性别', '部门', '账号', '密码', '手机号', '角色', '邮箱', '有效期', '岗位', '备注'];
const WORKBOOKS = {
  values: { rows: 1_000_000, cells: (row: number) => [row] },
  empty: { rows: 1_000_000, cells: () => [] },
  'under-limit': { rows: 700_000, cells: (row: number) => [row] },
} satisfies Record<string, { rows: number; cells: (row: number) => unknown[] }>;
type Name = keyof typeof WORKBOOKS;
const names = (args.workbook ? [args.workbook] : Object.keys(WORKBOOKS)) as Name[];

async function measure(name: Name) {
  const { rows, cells } = WORKBOOKS[name];
  const file = await manyRowsWorkbook(HEADER, rows, cells);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-bench-rowcap-'));
  const server = await startServerProcess(dataDir);
  try {
    const token = await login(server.url, 'owner01', DEMO_PASSWORD);
    progress(`${name}: ${rows} rows, ${file.length} bytes`);
    const rssBefore = server.rssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 20);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/organization/user/import?step=import&mode=3`, { method: 'POST', headers: { token }, body: form });
    const body = (await response.json()) as { errcode?: number; errmsg?: string };
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, server.rssMb());
    return {
      workbook: name,
      rows,
      fileBytes: file.length,
      msToAnswer: ms,
      answer: { status: response.status, errcode: body.errcode, errmsg: body.errmsg },
      serverRssMb: { before: rssBefore, peak: rssPeak, growth: rssPeak - rssBefore },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const name of names) results.push(await measure(name));
const git = (...gitArgs: string[]) => spawnSync('git', gitArgs, { cwd: new URL('..', import.meta.url), encoding: 'utf8' }).stdout?.trim() ?? '';
console.log(
  JSON.stringify(
    {
      bench: 'importRowCap',
      date: new Date().toISOString(),
      commit: git('rev-parse', '--short', 'HEAD'),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      results,
      goals: { msToAnswerMax: 2000, rssGrowthMbMax: 100 },
    },
    null,
    2,
  ),
);
