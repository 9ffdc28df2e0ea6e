import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MAIN } from '../build/bundle.js';
import { processDatabaseEnv } from '../test/harness.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('main', () => {
  it('prints the URL and demo accounts, serves, and exits 0 on SIGTERM after closing', async () => {
    const database = await processDatabaseEnv();
    cleanups.push(database.dispose);
    const child = spawn(process.execPath, [SERVER_MAIN], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
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
    expect(stdout).toContain('superadmin');
    expect(stdout).toContain('Peilian@2026');

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('"msg":"shut down"');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
