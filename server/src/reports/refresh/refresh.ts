import type { Db } from '../../db/client.js';
import { inReportTransaction, rebuildReportAggregates, recordReportRefresh } from '../../data/reportAggregates.js';

/** Recomputes one organisation's aggregates from its records in one transaction; answers how long it took. */
export async function refreshOrganisationReports(db: Db, orgId: string, now: Date): Promise<{ durationMs: number; steps: Record<string, number> }> {
  return inReportTransaction(db, async (tx) => {
    const started = performance.now();
    const steps: Record<string, number> = {};
    await rebuildReportAggregates(tx, orgId, (step, ms) => {
      steps[step] = ms;
    });
    const durationMs = Math.round(performance.now() - started);
    await recordReportRefresh(tx, orgId, now, durationMs);
    return { durationMs, steps };
  });
}
