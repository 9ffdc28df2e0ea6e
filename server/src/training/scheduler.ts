import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { claimDuePackages, finishPublishing } from '../data/packages.js';
import { createTickLoop, type TickLoop } from '../lib/tickLoop.js';
import type { Logger } from '../logger.js';

/** A package left in "publishing" this long (its process died) is claimed again (docs/training.md). */
export const PUBLISH_LEASE_MS = 60_000;
/** Packages one tick publishes at most; the next tick takes the rest. */
const BATCH = 100;

/** `tick()` resolves to the ids of the packages this process published. */
export type PublishScheduler = TickLoop;

export interface SchedulerOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Milliseconds between ticks; 0 runs no loop (ticks only on demand). */
  tickMs: number;
  leaseMs?: number;
  /**
   * Work of a domain built on training that runs on every tick after publishing — the exam's
   * deadline sweep and result recovery (`examUpkeep`, handed over by server.ts).
   */
  alsoOnTick?: () => Promise<void>;
  /**
   * Work between a package's claim and its finish — the learners' "published to you" notices
   * (handed over by jobs.ts). A failure leaves the package claimed: the lease's end lets a later tick
   * take it again.
   */
  onPublishing?: (claimed: { orgId: string; id: string }) => Promise<void>;
}

/**
 * The durable publish scheduler every server process runs. Its state is the database: each tick
 * claims due scheduled packages (and packages stuck in "publishing" past the lease) with one
 * conditional UPDATE, then moves each claimed package to "published". Two processes never publish
 * the same package twice, and a restart loses nothing. The learners' notices go between the claim
 * and the finish (`onPublishing`), so a package is finished only once they are made.
 */
export function createPublishScheduler(options: SchedulerOptions): PublishScheduler {
  const { db, clock, logger, tickMs, alsoOnTick, onPublishing } = options;
  const leaseMs = options.leaseMs ?? PUBLISH_LEASE_MS;

  const runTick = async (): Promise<string[]> => {
    const now = clock.now();
    const claimed = await claimDuePackages(db, now, leaseMs, BATCH);
    const published: string[] = [];
    for (const taken of claimed) {
      try {
        await onPublishing?.(taken);
      } catch (error) {
        logger.warn({ err: error, orgId: taken.orgId, packageId: taken.id }, 'package notices failed: left to its lease');
        continue;
      }
      if (await finishPublishing(db, taken, clock.now())) published.push(taken.id);
    }
    if (published.length > 0) logger.info({ packages: published }, 'scheduled task packages published');
    await alsoOnTick?.();
    return published;
  };

  return createTickLoop({ job: 'publish', tickMs, logger, failure: 'publish scheduler tick failed', work: runTick });
}
