import { spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { freePort } from './ports.js';

const run = promisify(execFile);

/** A server the tests started, and its stop. */
export interface EngineServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway Redis server on a free loopback port, without persistence (Debian's `redis-server`,
 * which `.ci/run` installs); resolves once it accepts connections.
 */
export async function startRedisServer(): Promise<EngineServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The programs of the newest PostgreSQL here (Debian's `postgresql`): initdb, pg_ctl, pg_dump, pg_restore. */
export async function postgresBin(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql').catch(() => [])).sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error('no PostgreSQL here: apt-get install -y postgresql');
  return join('/usr/lib/postgresql', latest, 'bin');
}

/**
 * A throwaway PostgreSQL server on a free loopback port, for the files that need one when the run
 * has none (TEST_DATABASE_URL unset): Debian's binaries, as `.ci/with-postgres.sh` starts them
 * (initdb refuses root, so as the `postgres` user then).
 */
export async function startPostgresServer(): Promise<EngineServer> {
  const bin = await postgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'peilian-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
  const port = await freePort();
  await as(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  await as(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
