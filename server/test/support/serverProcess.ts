import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_MAIN } from '../../build/bundle.js';
import { freePort } from './ports.js';
import { scratchDir } from './scratch.js';
import { dataDirDatabaseUrl, freshDataDir, removeDataDir } from './serverData.js';

/** The server package (its entry and dependencies resolve from here). */
export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY_TIMEOUT_MS = 90_000;
const OUTPUT_KEPT = 20_000;

/** The real server, compiled as in production (`server/dist/main.js`, built by the global setup), as a child process. */
export interface ServerProcess {
  url: string;
  /** Its DATA_DIR (the SMS outbox is `<dataDir>/outbox/sms.jsonl`). */
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last 20 000 characters the server printed (shown when a test fails). */
  output(): string;
  /** Resolves once the server has printed `text` (after the first `since` characters it printed, by default any). */
  printed(text: string, timeoutMs?: number, since?: number): Promise<void>;
  /** How many characters the server has printed so far: a mark for `printed`'s `since`. */
  printedSoFar(): number;
  /** Calls `listener` with every whole line the server prints from now on; the answer stops it. */
  onLine(listener: (line: string) => void): () => void;
  /** Moves the server's clock forward by `clockStepMs` (only when started with it); resolves once it has moved. */
  moveClock(): Promise<void>;
  /** fetch relative to the server URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** SIGTERM (SIGKILL after 10 s) and, unless kept, removes the data directory. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Extra environment (EDITION, WECHAT_API_BASE, WEB_DIST, …); PUBLIC_URL defaults to the server's own URL. */
  env?: Record<string, string>;
  /** A DATA_DIR to run on as it is; by default a fresh copy of the run's seeded template (an empty one with `DATABASE_URL`). */
  dataDir?: string;
  /** Leave the data directory in place on stop (to start another server on it). */
  keepDataDir?: boolean;
  /** Gives the server a clock that `moveClock()` moves forward by this many milliseconds each time. */
  clockStepMs?: number;
}

/** What serverClock.ts prints when it has moved the server's clock. */
const CLOCK_MOVED = '[serverClock] moved';
const SERVER_CLOCK = join(dirname(fileURLToPath(import.meta.url)), 'serverClock.ts');
/**
 * Node's cache of compiled code (keyed by Node's version and each file's content), shared by every
 * server process the tests start: the 2.4 MB server bundle is compiled once rather than at each start
 * (about 0.6 s of a start; docs/testing.md, "A browser file's start").
 */
const COMPILE_CACHE = join(tmpdir(), 'peilian-test-compile-cache');

/**
 * Starts the real server on a free loopback port and resolves when it announces that it is
 * listening (no polling); a server that exits or stays silent fails with what it printed.
 */
export async function startServerProcess({ env = {}, dataDir, keepDataDir = false, clockStepMs }: ServerProcessOptions = {}): Promise<ServerProcess> {
  // On a database of its own (`env.DATABASE_URL`) its data directory holds only files.
  const dir = dataDir ?? (env.DATABASE_URL ? await scratchDir('peilian-server-') : await freshDataDir());
  const databaseUrl = env.DATABASE_URL ?? (await dataDirDatabaseUrl(dir));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The movable clock is TypeScript loaded before the server (`node --import`), through tsx.
  const imports = clockStepMs ? ['--import', 'tsx', '--import', pathToFileURL(SERVER_CLOCK).href] : [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...imports, SERVER_MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      WEB_DIST: join(dir, 'no-web-dist'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      ...(clockStepMs ? { SERVER_CLOCK_STEP_MS: String(clockStepMs) } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  let total = 0;
  const watchers = new Set<() => void>();
  const lineListeners = new Set<(line: string) => void>();
  const partial = { stdout: '', stderr: '' };
  const collect = (stream: keyof typeof partial) => (chunk: Buffer) => {
    const text = chunk.toString();
    total += text.length;
    output = (output + text).slice(-OUTPUT_KEPT);
    for (const watch of watchers) watch();
    const lines = (partial[stream] + text).split('\n');
    partial[stream] = lines.pop() ?? '';
    for (const line of lines) for (const listener of lineListeners) listener(line);
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));

  const printedSince = (since: number) => output.slice(Math.max(0, output.length - (total - since)));
  const printed = (text: string, timeoutMs = 10_000, since = 0) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        watchers.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const check = () => printedSince(since).includes(text) && done();
      const timer = setTimeout(() => done(new Error(`the server did not print "${text}" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      void exited.then(() => done(new Error(`the server exited before printing "${text}":\n${output}`)));
      watchers.add(check);
      check();
    });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepDataDir) await removeDataDir(dir);
  };

  let moves = 0;
  const moveClock = async () => {
    if (!clockStepMs) throw new Error('the server was started without a movable clock (clockStepMs)');
    moves += 1;
    child.kill('SIGUSR2');
    await printed(`${CLOCK_MOVED} ${moves * clockStepMs}\n`);
  };

  try {
    await printed(`running at ${url}`, READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    dataDir: dir,
    child,
    exited,
    output: () => output,
    printed,
    printedSoFar: () => total,
    onLine: (listener) => {
      lineListeners.add(listener);
      return () => lineListeners.delete(listener);
    },
    moveClock,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    stop,
  };
}
