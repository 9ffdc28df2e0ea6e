import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { recordJobTick } from './metrics.js';
import type { Logger } from '../logger.js';

/** A background job's loop: `tick` on demand, and every `tickMs` unless that is 0. */
export interface TickLoop {
  /** Runs one tick now; resolves to the ids the tick acted on. */
  tick(): Promise<string[]>;
  /** Stops the loop and waits for a tick in flight. */
  stop(): Promise<void>;
}

/** How many of the ids a tick acted on its debug line names. */
const LOGGED_IDS = 50;

/**
 * The loop of the durable jobs every server process runs (the publish scheduler, the report
 * refresh): their state is the database, so a tick may run anywhere at any time. One tick at a time
 * per process — a caller arriving mid-tick waits for it and runs its own — and the next tick is
 * set only when one ends, so a slow tick never piles up behind itself. A failed tick is logged and
 * the loop goes on. `work` is told when the loop was stopped, to end a long tick early.
 */
export function createTickLoop(options: {
  /** The job's name in the metrics (`peilian_job_*{job}`). */
  job: string;
  tickMs: number;
  logger: Logger;
  failure: string;
  work: (stopped: () => boolean) => Promise<string[]>;
}): TickLoop {
  const { job, tickMs, logger, failure } = options;
  const work = async (stopped: () => boolean) => {
    const started = performance.now();
    try {
      const done = await options.work(stopped);
      recordJobTick(job, (performance.now() - started) / 1000, 'done');
      logger.debug({ job, done: done.length, ids: done.slice(0, LOGGED_IDS) }, 'job tick');
      return done;
    } catch (error) {
      recordJobTick(job, (performance.now() - started) / 1000, 'failed');
      throw error;
    }
  };
  let running: Promise<string[]> | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  const tick = (): Promise<string[]> => {
    const previous = running ?? Promise.resolve([]);
    const next = previous.catch(() => []).then(() => work(isStopped));
    running = next;
    return next.finally(() => {
      if (running === next) running = undefined;
    });
  };

  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped || tickMs <= 0) return;
    timer = setTimeout(loop, tickMs);
    timer.unref();
  };
  const loop = () => {
    if (stopped) return;
    tick()
      .catch((error: unknown) => logger.warn({ err: error }, failure))
      .finally(schedule);
  };
  schedule();

  return {
    tick,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The work of a leased job's tick: claims due items one at a time (`claim`, a conditional UPDATE
 * whose lease then covers one item, never a queue of them) up to `batch`, runs each, and answers the
 * ids of those done. An item that fails is logged (`failed`) and left to its lease, so a later tick
 * tries again; the others go on.
 */
export function leasedBatch<Item>(options: {
  batch: number;
  logger: Logger;
  claim: () => Promise<Item | undefined>;
  run: (item: Item) => Promise<string>;
  failed: (item: Item) => { fields: Record<string, unknown>; message: string };
}): (stopped: () => boolean) => Promise<string[]> {
  const { batch, logger, claim, run, failed } = options;
  return async (stopped) => {
    const done: string[] = [];
    for (let round = 0; round < batch && !stopped(); round += 1) {
      const item = await claim();
      if (item === undefined) break;
      try {
        done.push(await run(item));
      } catch (error) {
        const { fields, message } = failed(item);
        logger.warn({ err: error, ...fields }, message);
      }
    }
    return done;
  };
}

/** What a leased job is made with (the report refresh, the badge award, the sign-in log purge). */
export interface LeasedJobOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** How long after an item's last run it is due again (each job's interval setting). */
  intervalMs: number;
  /** Milliseconds between ticks; 0 runs no loop (ticks only on demand, as tests do). */
  tickMs?: number;
  /** How long a claim holds an item: a process that died mid-run frees it after this. */
  leaseMs?: number;
}

/** What a leased task's run is told: whether the loop was stopped, and the signal that cancels its request in flight. */
export interface TaskControl {
  stopped: () => boolean;
  signal: AbortSignal;
}

/**
 * The loop of a job whose tasks are claimed under a lease (dubbing, question generation): each tick
 * claims a task under a fresh token and runs it, one after another until none is free, and resolves to
 * the ids of the tasks that ended — a run that answers a string lost its claim to another process, and
 * the loop goes on. Stopping cancels the run in flight through `signal`.
 */
export function createLeasedTaskLoop<Task, Ended extends { id: string }>(options: {
  job: string;
  tickMs: number;
  logger: Logger;
  failure: string;
  claim: (token: string) => Promise<Task | undefined | null>;
  run: (task: Task, token: string, control: TaskControl) => Promise<Ended | string>;
  /** Told of each task that ended (its log line). */
  ended: (ended: Ended) => void;
}): TickLoop {
  const cancel = new AbortController();
  const loop = createTickLoop({
    job: options.job,
    tickMs: options.tickMs,
    logger: options.logger,
    failure: options.failure,
    work: async (stopped) => {
      const finished: string[] = [];
      while (!stopped()) {
        const token = randomUUID();
        const task = await options.claim(token);
        if (!task) break;
        const ended = await options.run(task, token, { stopped, signal: cancel.signal });
        if (typeof ended === 'string') continue;
        finished.push(ended.id);
        options.ended(ended);
      }
      return finished;
    },
  });
  return {
    tick: loop.tick,
    stop: () => {
      cancel.abort();
      return loop.stop();
    },
  };
}
