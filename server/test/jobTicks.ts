import type { ServerProcess } from './support/serverProcess.js';

/** One tick of a durable job as a server process prints it at LOG_LEVEL=debug (`job tick`, src/lib/tickLoop.ts). */
export interface JobTick {
  /** Which of the watched processes printed it (its index). */
  process: number;
  job: string;
  /** How many items the tick acted on, and their ids (the first 50). */
  done: number;
  ids: string[];
}

export interface JobTicks {
  /** The ticks printed since the watch began or was last reset. */
  ticks(): JobTick[];
  reset(): void;
  /** Resolves once `holds` is true of the ticks, checked again at each tick printed. */
  until(holds: (ticks: JobTick[]) => boolean, timeoutMs?: number): Promise<void>;
  stop(): void;
}

/** Watches the job ticks the processes print. */
export function watchJobTicks(servers: ServerProcess[]): JobTicks {
  let ticks: JobTick[] = [];
  const waiting = new Set<() => void>();
  const parse = (process: number) => (line: string) => {
    if (!line.includes('"msg":"job tick"')) return;
    const { job, done, ids } = JSON.parse(line) as Omit<JobTick, 'process'>;
    ticks.push({ process, job, done, ids });
    for (const check of waiting) check();
  };
  const stops = servers.map((server, index) => server.onLine(parse(index)));

  const until = (holds: (ticks: JobTick[]) => boolean, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        waiting.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const check = () => holds(ticks) && finish();
      const timer = setTimeout(
        () =>
          finish(new Error(`the job ticks did not reach the awaited state within ${timeoutMs} ms: ${JSON.stringify(ticks.filter((tick) => tick.done > 0))}`)),
        timeoutMs,
      );
      waiting.add(check);
      check();
    });

  return {
    ticks: () => ticks,
    reset: () => {
      ticks = [];
    },
    until,
    stop: () => stops.forEach((stop) => stop()),
  };
}

/**
 * Whether every one of `jobs` has had a tick that found nothing due on every process, among `ticks`:
 * then no tick of them is in flight anywhere that began before.
 */
export const idleEverywhere = (jobs: readonly string[], processes: number) => (ticks: JobTick[]) =>
  jobs.every((job) =>
    Array.from({ length: processes }, (_, process) => process).every((process) =>
      ticks.some((tick) => tick.job === job && tick.process === process && tick.done === 0),
    ),
  );

/** The ids a job acted on more than once among `ticks`, by job. */
export function actedOnTwice(ticks: JobTick[]): Record<string, string[]> {
  const seen = new Set<string>();
  const twice: Record<string, string[]> = {};
  for (const { job, ids } of ticks) {
    for (const id of ids) {
      if (seen.has(`${job} ${id}`)) (twice[job] ??= []).push(id);
      seen.add(`${job} ${id}`);
    }
  }
  return twice;
}
