import { claimAigcTask } from '../../data/aigcBank.js';
import { createLeasedTaskLoop, type TickLoop } from '../../lib/tickLoop.js';
import { AIGC_LEASE_MS, runAigcTask, type AigcEnv } from './job.js';

// The loop lives apart from the work (job.ts), so that seeding, which generates a task in its own
// time, loads no tick loop.

/**
 * The job's loop (`AIGC_TICK_MS`): each tick takes up tasks one after another until none is free;
 * `tick()` resolves to the ids of the tasks it finished. Stopping cancels the request in flight.
 */
export function createAigcJob(env: AigcEnv & { tickMs: number }): TickLoop {
  const { db, clock, logger } = env;
  return createLeasedTaskLoop({
    job: 'aigc',
    tickMs: env.tickMs,
    logger,
    failure: 'question generation tick failed',
    claim: (token) => claimAigcTask(db, clock.now(), env.leaseMs ?? AIGC_LEASE_MS, token),
    run: (task, token, control) => runAigcTask(env, task, token, control),
    ended: (ended) =>
      logger.info(
        { orgId: ended.orgId, task: ended.id, status: ended.status, generated: ended.generated, dropped: ended.dropped },
        'question generation finished',
      ),
  });
}
