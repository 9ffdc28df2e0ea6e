import { createTickLoop, type TickLoop } from '../../lib/tickLoop.js';
import { nextStep, type CollectEnv } from './job.js';

/**
 * The recognition job's loop (`DIALOG_COLLECT_TICK_MS`, 0: not in this process): each tick takes the
 * steps due one after another until none is; `tick()` resolves to the ids of the recordings stepped.
 */
export function createDialogCollectJob(env: Omit<CollectEnv, 'pollMs'> & { tickMs: number }): TickLoop {
  const work = { ...env, pollMs: Math.max(100, Math.round(env.tickMs / 2)) };
  return createTickLoop({
    job: 'dialogcollect',
    tickMs: env.tickMs,
    logger: env.logger,
    failure: 'dialogue collection tick failed',
    work: async (stopped) => {
      const stepped: string[] = [];
      while (!stopped()) {
        const row = await nextStep(work);
        if (row === false) break;
        if (row) stepped.push(row.id);
      }
      return stepped;
    },
  });
}
