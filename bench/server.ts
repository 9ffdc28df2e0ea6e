import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to the first healthy /api/health answer. */
  coldStartMs: number;
  rssMb(): number;
  /** CPU seconds (user and system) its processes have used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A process and its descendants still running: a server with `WORKERS` runs its processes as its children. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // The process has just ended.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU seconds a process has used (its `utime` and `stime`), or 0 once it has ended. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) start at the third; utime, stime are the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Whether the server at `url` answers `GET /api/health` with 200. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** How the server process runs: compiled as `pnpm start` runs it (`server/dist/main.js`), or from its sources through tsx. */
export type Runner = 'compiled' | 'tsx';

const COMPILED = `${repo}server/dist/main.js`;
const RUNNERS: Record<Runner, readonly string[]> = { compiled: ['--enable-source-maps', COMPILED], tsx: ['--import', 'tsx', 'src/main.ts'] };

/** Starts the real server as its own process, as `pnpm start` does unless told otherwise, and waits until it is healthy. */
export async function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}, runner: Runner = 'compiled'): Promise<RunningServer> {
  if (runner === 'compiled' && !existsSync(COMPILED)) throw new Error(`${COMPILED} is missing: pnpm build:server`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_PROFILE_DIR=<dir> writes the server's V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, ...RUNNERS[runner]], {
    cwd: `${repo}server`,
    // Every bench measures the demo organisation, on PostgreSQL too (where it is opt-in).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'on', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // The start line comes once every process serves (with WORKERS, the first may serve well before the last).
  // Its log goes on after that line, read and dropped.
  let printed: string | undefined = '';
  const announced = new Promise<void>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      if (printed === undefined) return;
      printed += chunk.toString();
      if (!printed.includes(' is running at ')) return;
      printed = undefined;
      resolve();
    }),
  );
  while (!(await healthy(url))) {
    if (exited) throw new Error(`server exited before becoming healthy (code ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const coldStartMs = Math.round(performance.now() - started);
  await announced;
  return {
    url,
    child,
    coldStartMs,
    rssMb: () => Math.round(processTree(child.pid ?? 0).reduce((sum, pid) => sum + rssKb(pid), 0) / 1024),
    cpuSeconds: () => processTree(child.pid ?? 0).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
