import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';
import { freshDir, removeDir } from './tmp';

/** The server package (its scripts and dependencies run from here). */
export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'server');
const MAIN = join(SERVER_DIR, 'src', 'main.ts');
const READY_TIMEOUT_MS = 90_000;

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (the SMS outbox is `<dataDir>/outbox/sms.jsonl`). */
  dataDir: string;
  /** The last 20 000 characters the server printed (shown when a test fails). */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  webDist: string;
  /** Extra environment (EDITION, WECHAT_API_BASE, …); PUBLIC_URL defaults to the server's own URL. */
  env?: Record<string, string>;
  /** A DATA_DIR prepared beforehand (see `database.ts`); removed on stop like a fresh one. */
  dataDir?: string;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`);
    const body = (await response.json()) as { successed?: boolean };
    return response.status === 200 && body.successed === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the real server (`node --import tsx server/src/main.ts`) on a free port with a fresh (or
 * prepared) DATA_DIR, serving the given web build (plus any extra environment), and waits until /api/health
 * answers.
 */
export async function startServer({ webDist, env = {}, dataDir = freshDir('server-data') }: ServerOptions): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`The server entry ${MAIN} does not exist yet; browser tests need the real server.`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    removeDir(dataDir);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy at ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dataDir, output: () => output, stop };
}
