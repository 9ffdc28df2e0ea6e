import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      edition: 'hosted',
      logLevel: 'info',
      webDist: path.join(REPO_ROOT, 'web', 'dist'),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      EDITION: 'private',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/tmp/dist',
    });
    expect(config).toMatchObject({ port: 0, host: '127.0.0.1', dataDir: '/tmp/x', edition: 'private', logLevel: 'warn' });
    expect(config.databaseUrl).toBe('postgres://u:p@localhost:5432/db');
  });

  it('names each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', EDITION: 'cloud', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*EDITION[\s\S]*LOG_LEVEL/);
  });

  it('makes main exit 1 with the message when the environment is bad', async () => {
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '99999' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment');
    expect(stderr).toContain('PORT');
  });
});
