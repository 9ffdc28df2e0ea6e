import { deleteOperationLogsBefore } from '../../data/operationLogs.js';
import { claimDueLogPurge, deleteLoginLogsBefore, finishLogPurge } from '../../data/loginLogs.js';
import { createTickLoop, leasedBatch, type LeasedJobOptions, type TickLoop } from '../../lib/tickLoop.js';
import { retentionDaysOf } from './retention.js';

/** How long a claim holds an organisation: a process that died mid-purge frees it after this. */
export const LOG_PURGE_LEASE_MS = 5 * 60_000;
/** Organisations one tick purges at most; the next tick takes the rest. */
const BATCH = 50;
const DAY_MS = 86_400_000;

/** The job's options; its interval is `LOG_PURGE_MS`. */
export type LogPurgeJobOptions = LeasedJobOptions;

/**
 * The durable log purge every server process runs (docs/security.md "Sign-in logs", "Operation
 * log"): each tick claims organisations due (a lease per organisation, one conditional upsert) and
 * deletes their sign-ins and operations older than their retention; rows of no organisation go after the default retention.
 * `tick()` resolves to the organisation ids it purged.
 */
export function createLogPurgeJob(options: LogPurgeJobOptions): TickLoop {
  const { db, clock, logger, intervalMs } = options;
  const tickMs = options.tickMs ?? intervalMs;
  const leaseMs = options.leaseMs ?? LOG_PURGE_LEASE_MS;
  const before = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

  const organisations = leasedBatch({
    batch: BATCH,
    logger,
    claim: () => claimDueLogPurge(db, clock.now(), intervalMs, leaseMs),
    run: async (claimed) => {
      const cutoff = before(retentionDaysOf(claimed.settings));
      const deleted = await deleteLoginLogsBefore(db, claimed.orgId, cutoff);
      const operations = await deleteOperationLogsBefore(db, claimed.orgId, cutoff);
      await finishLogPurge(db, claimed.orgId, clock.now());
      if (deleted || operations) logger.info({ orgId: claimed.orgId, deleted, operations }, 'logs purged');
      return claimed.orgId;
    },
    failed: (claimed) => ({ fields: { orgId: claimed.orgId }, message: 'sign-in log purge failed' }),
  });
  return createTickLoop({ job: 'logPurge', tickMs, logger, failure: 'sign-in log purge tick failed', work: organisations });
}
