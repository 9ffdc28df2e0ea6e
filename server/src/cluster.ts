import cluster, { type Worker } from 'node:cluster';
import { z } from 'zod';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Logger } from './logger.js';
import { startBanner } from './seed/banner.js';
import { prepareDatabase, type RunningServer } from './server.js';
import { answerMetricsRequests } from './http/metrics.js';

/** What a server process tells the primary once it serves. */
const workerReadySchema = z.object({ kind: z.literal('peilian:ready'), url: z.string(), host: z.string(), demo: z.boolean() });
type WorkerReady = z.infer<typeof workerReadySchema>;

/** In one of several processes: tells the primary that this one serves. */
export function tellPrimaryReady({ url, host, demo }: Pick<RunningServer, 'url' | 'host' | 'demo'>): void {
  process.send?.({ kind: 'peilian:ready', url, host, demo } satisfies WorkerReady);
}

/**
 * The primary of `WORKERS=N` (docs/deploy.md, "Several processes"): prepares the database once
 * (migrations, the demo, the top administrator), then runs N server processes sharing its port —
 * Node's cluster hands each new connection to the next process — prints the start banner once all
 * serve, starts a new process for one that dies, and on SIGTERM or SIGINT stops them all gracefully
 * (a second signal kills them). A process that dies before it first served fails the start.
 */
export async function runPrimary(config: Config, database: DatabaseHandle, logger: Logger, startedAt: number): Promise<void> {
  const prepared = await prepareDatabase(database, config, systemClock.now(), logger).finally(() => database.close());
  answerMetricsRequests();
  const ready = new Map<number, WorkerReady>();
  let announced = false;
  let stopping = false;

  const fork = (): Worker => cluster.fork();
  cluster.on('message', (worker, message: unknown) => {
    const parsed = workerReadySchema.safeParse(message);
    if (!parsed.success) return;
    ready.set(worker.id, parsed.data);
    if (announced || ready.size < config.workers) return;
    announced = true;
    const { url, host, demo } = parsed.data;
    process.stdout.write(
      startBanner(config, { url, host, demo, topAdministrator: prepared.topAdministrator, readyMs: performance.now() - startedAt, workers: config.workers }),
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    const served = ready.delete(worker.id);
    if (stopping) {
      if (running().length === 0) process.exit();
      return;
    }
    if (!announced && !served) {
      process.stderr.write(`A server process exited before it served (${signal ?? `code ${code}`}); stopping.\n`);
      stopAll();
      process.exitCode = 1;
      return;
    }
    logger.warn({ pid: worker.process.pid, exitCode: code, signal }, 'a server process died: starting another');
    fork();
  });

  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  /** Each process stops as on its own SIGTERM; `signal` SIGKILL cuts them short. */
  const stopAll = (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true;
    for (const worker of running()) worker.process.kill(signal);
    if (running().length === 0) process.exit();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) return stopAll();
      stopAll('SIGKILL');
      process.exit(1);
    });
  }
  for (let index = 0; index < config.workers; index += 1) fork();
}
