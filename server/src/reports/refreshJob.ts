import { claimDueReportRefreshes } from '../data/reportAggregates.js';
import { createTickLoop, leasedBatch, type LeasedJobOptions, type TickLoop } from '../lib/tickLoop.js';
import { refreshOrganisationReports } from './refresh.js';

/** How long a claim holds an organisation: a process that died mid-refresh frees it after this. */
export const REPORT_LEASE_MS = 5 * 60_000;
/** How often a process looks for organisations whose figures are due (the interval itself is config). */
const TICK_MS = 30_000;
/** Organisations one tick refreshes at most; the next tick takes the rest. */
const BATCH = 20;

export type ReportRefreshJob = TickLoop;

/** The job's options; its interval is `REPORT_REFRESH_MS`. */
export type ReportRefreshJobOptions = LeasedJobOptions;

/**
 * The durable refresh job every server process runs (docs/reports.md). Its state is the database:
 * each tick claims the organisations whose figures are older than the interval with one
 * conditional UPDATE (a lease), then recomputes each and records when. Two processes never compute
 * the same organisation at once; one organisation failing leaves the others' refresh untouched, and
 * its claim runs out so a later tick tries again.
 */
export function createReportRefreshJob(options: ReportRefreshJobOptions): ReportRefreshJob {
  const { db, clock, logger, intervalMs } = options;
  const tickMs = options.tickMs ?? Math.min(TICK_MS, intervalMs);
  const leaseMs = options.leaseMs ?? REPORT_LEASE_MS;

  const work = leasedBatch({
    batch: BATCH,
    logger,
    claim: async () => (await claimDueReportRefreshes(db, clock.now(), intervalMs, leaseMs, 1))[0],
    run: async (orgId) => {
      const { durationMs, steps } = await refreshOrganisationReports(db, orgId, clock.now());
      logger.info({ orgId, durationMs, steps }, 'report figures refreshed');
      return orgId;
    },
    failed: (orgId) => ({ fields: { orgId }, message: 'report refresh failed' }),
  });
  return createTickLoop({ job: 'reportRefresh', tickMs, logger, failure: 'report refresh tick failed', work });
}
