import type { Db } from '../../db/client.js';
import { awardBadge, claimDueBadges, enabledBadgesOf, finishBadgeScan } from '../../data/badgeAwards.js';
import { findBadgeInOrg } from '../../data/levels.js';
import { createTickLoop, leasedBatch, type LeasedJobOptions, type TickLoop } from '../../lib/tickLoop.js';
import { organisationTimeZone } from '../../lib/orgClock.js';
import { badgeEarned, notifyLearners, recordNotices, type NoticeServices } from '../../notices/index.js';

/** How long a claim holds a badge: a process that died mid-award frees it after this. */
export const BADGE_LEASE_MS = 5 * 60_000;
/** How often a process looks for badges due (at most; a shorter award interval ticks at that interval). */
const TICK_MS = 60_000;
/** Badges one tick awards at most; the next tick takes the rest. */
const BATCH = 50;

/** The job's options; its interval is `BADGE_AWARD_MS`. */
export type BadgeJobOptions = LeasedJobOptions & {
  /** Where the learners' "badge earned" notices go (docs/notifications.md "Notices"); none without. */
  notices?: NoticeServices;
};

/**
 * The durable badge job every server process runs (docs/training.md "Levels, experience and
 * badges"). Its state is the database: each tick claims due badges one at a time with a conditional
 * UPDATE (a lease), awards each to the learners of its organisation who meet its condition — one
 * INSERT … SELECT whose unique key (user, badge) makes every award happen once, whoever runs it —
 * and records when. `tick()` resolves to the badge ids it awarded.
 */
export function createBadgeJob(options: BadgeJobOptions): TickLoop {
  const { db, clock, logger, intervalMs } = options;
  const tickMs = options.tickMs ?? Math.min(TICK_MS, intervalMs);
  const leaseMs = options.leaseMs ?? BADGE_LEASE_MS;

  const work = leasedBatch({
    batch: BATCH,
    logger,
    claim: async () => (await claimDueBadges(db, clock.now(), intervalMs, leaseMs, 1))[0],
    run: async (badge) => {
      const awarded = await awardBadge(db, badge, await organisationTimeZone(db, badge.orgId), clock.now());
      if (options.notices && awarded.length > 0) {
        const name = (await findBadgeInOrg(db, badge.orgId, badge.id))?.badge.name ?? '';
        await notifyLearners(options.notices, badge.orgId, badgeEarned({ id: badge.id, name }, awarded));
      }
      await finishBadgeScan(db, badge, clock.now());
      if (awarded.length) logger.info({ orgId: badge.orgId, badgeId: badge.id, users: awarded.length }, 'badge awarded');
      return badge.id;
    },
    failed: (badge) => ({ fields: { orgId: badge.orgId, badgeId: badge.id }, message: 'badge award failed' }),
  });
  return createTickLoop({ job: 'badgeAward', tickMs, logger, failure: 'badge award tick failed', work });
}

/**
 * Awards, at the moment a learner completes a package, the organisation's "training completed"
 * badges they now meet (inside the caller's transaction; the job would award them later anyway),
 * with the learner's "badge earned" notices (pushed once the transaction commits).
 */
export async function awardOnPackageCompleted(tx: Db, orgId: string, userId: string, now: Date): Promise<void> {
  for (const badge of await enabledBadgesOf(tx, orgId, ['trainingCompleted'])) {
    if ((await awardBadge(tx, badge, 'UTC', now, userId)).length === 0) continue;
    const name = (await findBadgeInOrg(tx, orgId, badge.id))?.badge.name ?? '';
    await recordNotices(tx, orgId, badgeEarned({ id: badge.id, name }, [userId]), now);
  }
}
