import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_DIR } from './server';
import { freshDir } from './tmp';

export interface Statement {
  sql: string;
  params?: unknown[];
}

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: SERVER_DIR, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-5_000)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}: ${errors}`))));
  });
}

// Runs in the server package, where PGlite is installed, on the embedded database of a stopped server.
const APPLY_SQL = `
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR });
try {
  for (const { sql, params } of JSON.parse(process.env.STATEMENTS)) await db.query(sql, params ?? []);
} finally {
  await db.close();
}`;

/**
 * A fresh DATA_DIR holding the migrated demo data (`server/src/scripts/seed.ts`, what `pnpm seed`
 * runs), then changed by SQL on its embedded database — for states no API makes yet, such as an
 * organisation licensed for fewer functions. Pass it to `startServer({ dataDir })`.
 */
export async function preparedDataDir(statements: readonly Statement[]): Promise<string> {
  const dataDir = freshDir('server-data');
  await run(['--import', 'tsx', join('src', 'scripts', 'seed.ts')], { DATA_DIR: dataDir });
  await run(['--input-type=module', '-e', APPLY_SQL], { PGLITE_DIR: join(dataDir, 'pglite'), STATEMENTS: JSON.stringify(statements) });
  return dataDir;
}
