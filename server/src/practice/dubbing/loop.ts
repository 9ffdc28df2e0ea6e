import { claimDubbingTask } from '../../data/practice/dubbing.js';
import { createLeasedTaskLoop, type TickLoop } from '../../lib/tickLoop.js';
import { DUBBING_LEASE_MS, runDubbingTask, type DubbingEnv } from './job.js';

// The loop lives apart from the work (job.ts), so that seeding, which voices a task in its own time,
// loads no tick loop and none of the process's metrics.

/**
 * The job's loop (`DUBBING_TICK_MS`): each tick takes up tasks one after another until none is free;
 * `tick()` resolves to the ids of the tasks it finished. Stopping cancels the synthesis in flight.
 */
export function createDubbingJob(env: DubbingEnv & { tickMs: number }): TickLoop {
  const { db, clock, logger } = env;
  return createLeasedTaskLoop({
    job: 'dubbing',
    tickMs: env.tickMs,
    logger,
    failure: 'dubbing tick failed',
    claim: (token) => claimDubbingTask(db, clock.now(), env.leaseMs ?? DUBBING_LEASE_MS, token),
    run: (task, token, control) => runDubbingTask(env, task, token, control),
    ended: (ended) =>
      logger.info({ orgId: ended.orgId, task: ended.id, status: ended.status, done: ended.done, failed: ended.failed }, 'dubbing task finished'),
  });
}
