import { claimEndingPackage, finishEndingPackage, packageLearnerIds, type NoticePackage } from '../data/noticePackages.js';
import { createTickLoop, leasedBatch, type TickLoop } from '../lib/tickLoop.js';
import { taskEnding } from './kinds.js';
import { notifyLearners, type NoticeServices } from './publisher.js';

/** A package ending within this long of now gets its "about to end" notices. */
export const ENDING_WINDOW_MS = 24 * 60 * 60_000;
/** How long a claim holds a package: a process that died mid-run frees it after this. */
export const ENDING_LEASE_MS = 5 * 60_000;
/** Packages one tick handles at most. */
const BATCH = 20;

export type EndingJobOptions = NoticeServices & { tickMs: number };

/**
 * The durable job of the "about to end" notices (docs/notifications.md "Notices"): each tick
 * claims, one at a time, a published package ending within 24 hours whose notices are not made
 * (claim-by-update, a lease), notifies each learner it reaches who has not completed it, and marks
 * the package done: once per package, and once per learner whatever runs it again (the notice's ref).
 */
export function createEndingJob(options: EndingJobOptions): TickLoop {
  const { db, clock, logger, tickMs } = options;
  const work = leasedBatch<NoticePackage>({
    batch: BATCH,
    logger,
    claim: () => claimEndingPackage(db, clock.now(), ENDING_WINDOW_MS, ENDING_LEASE_MS),
    run: async (pkg) => {
      const learners = await packageLearnerIds(db, pkg.orgId, pkg.id, true);
      await notifyLearners(options, pkg.orgId, taskEnding(pkg, learners));
      await finishEndingPackage(db, pkg, learners.length, clock.now());
      return pkg.id;
    },
    failed: (pkg) => ({ fields: { orgId: pkg.orgId, packageId: pkg.id }, message: 'ending notices failed' }),
  });
  return createTickLoop({ job: 'packageEnding', tickMs, logger, failure: 'ending notices tick failed', work });
}
