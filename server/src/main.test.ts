import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiFailureSchema, changePasswordRequiredSchema, checkPassword } from '@peilian/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MAIN } from '../build/bundle.js';
import { openDatabase } from './db/client.js';
import { countOrganisations, findOrganisationByName } from './data/organisations.js';
import { countTopAdministrators } from './data/users.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from './seed/demo.js';
import { initialPasswordFile } from './seed/topAdministrator.js';
import { tempDir } from '../test/harness.js';
import { postPasswordLogin } from '../test/identityClient.js';
import { startServerProcess } from '../test/support/serverProcess.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('main', () => {
  it('prints the URL and demo accounts without their password, listens on loopback only, serves, and exits 0 on SIGTERM after closing', async () => {
    // `pnpm start` on a fresh machine: an empty embedded database, migrated and seeded with the demo
    // organisation, whatever database the run's other servers use. Its month of history (some 10 000
    // statements, a minute of CPU here) is left out: the reports' tests build it once a run.
    const data = await tempDir();
    cleanups.push(data.remove);
    const child = spawn(process.execPath, [SERVER_MAIN], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      // No HOST: a demo start listens on this machine only, and says so.
      env: { ...process.env, DATA_DIR: data.dir, DATABASE_URL: '', DEMO_HISTORY: 'off', PORT: '0', HOST: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(async () => void child.kill('SIGKILL'));
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(stdout);
        if (match && stdout.includes('learner03')) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${stdout}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout).toContain('listening on 127.0.0.1 only (this machine); set HOST to listen on others');
    expect(stdout).toContain('superadmin');
    expect(stdout).toContain('README.md');
    expect(stdout).not.toContain(DEMO_PASSWORD);
    expect(stdout).not.toContain('initial-admin-password');

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('"msg":"shut down"');
    expect(stdout).not.toContain(DEMO_PASSWORD);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 120_000);
});

/** The organisations and top administrators of a stopped server's embedded database. */
async function inspect(dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    return {
      organisations: await countOrganisations(database.db),
      demo: await findOrganisationByName(database.db, DEMO_ORGANISATION),
      topAdministrators: await countTopAdministrators(database.db),
    };
  } finally {
    await database.close();
  }
}

describe('a production start', () => {
  it('on an empty embedded database seeds no demo, makes one top administrator with a random password in a private file, and prints no password', async () => {
    const data = await tempDir();
    cleanups.push(data.remove);
    // Nothing configured beyond where to listen: no DATABASE_URL, no secrets, no SEED_DEMO.
    const start = () => startServerProcess({ dataDir: data.dir, keepDataDir: true, env: { NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'info' } });
    const first = await start();
    cleanups.push(first.stop);
    const file = initialPasswordFile(data.dir);
    const password = (await readFile(file, 'utf8')).trim();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(checkPassword(password, 'dialog')).toBeNull();
    expect(first.output()).toContain('superadmin');
    expect(first.output()).toContain(file);
    expect(first.output()).not.toContain(password);
    expect(first.output()).not.toContain(DEMO_PASSWORD);
    expect(first.output()).not.toContain('learner01');

    const signIn = (account: string, secret: string) => postPasswordLogin(first.fetch, { account, password: secret, headers: { from: 'pc' } });
    const admin = await signIn('superadmin', password);
    expect(admin.status).toBe(403);
    expect(changePasswordRequiredSchema.parse(await admin.json())).toMatchObject({ errcode: 40310, changepassword: 1 });
    for (const account of ['superadmin', 'owner01', 'learner01']) {
      expect(apiFailureSchema.parse(await (await signIn(account, DEMO_PASSWORD)).json()).errcode).toBe(40003);
    }
    await first.stop();
    const written = await stat(file);
    expect(await inspect(data.dir)).toEqual({ organisations: 1, demo: undefined, topAdministrators: 1 });

    const second = await start();
    cleanups.push(second.stop);
    await second.stop();
    expect(second.output()).not.toContain('initial-admin-password');
    expect(second.output()).not.toContain(password);
    expect((await readFile(file, 'utf8')).trim()).toBe(password);
    expect((await stat(file)).mtimeMs).toBe(written.mtimeMs);
    expect(await inspect(data.dir)).toEqual({ organisations: 1, demo: undefined, topAdministrators: 1 });
    // Two starts, the first making a database from nothing: slower than one request on a loaded machine.
  }, 120_000);
});
