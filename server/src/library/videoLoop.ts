import { claimVideo } from '../data/videoProcessing.js';
import { createLeasedTaskLoop, type TickLoop } from '../lib/tickLoop.js';
import { runVideoTask, VIDEO_LEASE_MS, type VideoEnv } from './videoJob.js';

// The loop lives apart from the work (job.ts), so that tools processing a video in their own time
// load no tick loop.

/**
 * The job's loops (`VIDEO_TICK_MS`, `VIDEO_CONCURRENCY` of them in this process): each tick takes
 * up processing videos one after another until none is free. Stopping kills ffmpeg in flight and
 * lets its video go.
 */
export function createVideoJob(env: VideoEnv & { tickMs: number; concurrency: number }): TickLoop {
  const { db, clock, logger } = env;
  const loops = Array.from({ length: Math.max(1, env.concurrency) }, () =>
    createLeasedTaskLoop({
      job: 'video',
      tickMs: env.tickMs,
      logger,
      failure: 'video processing tick failed',
      claim: (token) => claimVideo(db, clock.now(), env.leaseMs ?? VIDEO_LEASE_MS, token),
      run: (video, token, control) => runVideoTask(env, video, token, control),
      ended: (ended) =>
        logger.info(
          { orgId: ended.orgId, mediaId: ended.id, status: ended.status, reason: ended.statusReason, seconds: ended.durationSeconds },
          'video processed',
        ),
    }),
  );
  return {
    tick: async () => (await Promise.all(loops.map((loop) => loop.tick()))).flat(),
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
