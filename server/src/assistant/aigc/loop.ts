import { randomUUID } from 'node:crypto';
import { claimAigcTask } from '../../data/aigcBank.js';
import { createTickLoop, type TickLoop } from '../../lib/tickLoop.js';
import { AIGC_LEASE_MS, runAigcTask, type AigcEnv } from './job.js';

// The loop lives apart from the work (job.ts), so that seeding, which generates a task in its own
// time, loads no tick loop.

/**
 * The job's loop (`AIGC_TICK_MS`): each tick takes up tasks one after another until none is free;
 * `tick()` resolves to the ids of the tasks it finished. Stopping cancels the request in flight.
 */
export function createAigcJob(env: AigcEnv & { tickMs: number }): TickLoop {
  const { db, clock, logger } = env;
  const cancel = new AbortController();
  const loop = createTickLoop({
    job: 'aigc',
    tickMs: env.tickMs,
    logger,
    failure: 'question generation tick failed',
    work: async (stopped) => {
      const finished: string[] = [];
      while (!stopped()) {
        const token = randomUUID();
        const task = await claimAigcTask(db, clock.now(), env.leaseMs ?? AIGC_LEASE_MS, token);
        if (!task) break;
        const ended = await runAigcTask(env, task, token, { stopped, signal: cancel.signal });
        if (typeof ended === 'string') continue;
        finished.push(ended.id);
        logger.info(
          { orgId: ended.orgId, task: ended.id, status: ended.status, generated: ended.generated, dropped: ended.dropped },
          'question generation finished',
        );
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
