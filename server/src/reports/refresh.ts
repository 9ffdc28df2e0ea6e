import type { Db } from '../db/client.js';
import { analyzeReportAggregates, inReportTransaction, rebuildReportAggregates, recordReportRefresh } from '../data/reportAggregates.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import { today } from './period.js';

/** Recomputes one organisation's aggregates from its records in one transaction; answers how long it took. */
export async function refreshOrganisationReports(db: Db, orgId: string, now: Date): Promise<{ durationMs: number; steps: Record<string, number> }> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  const zone = await organisationTimeZone(db, orgId);
  await inReportTransaction(db, async (tx) => {
    await rebuildReportAggregates(tx, orgId, { day: today(now, zone), zone }, (step, ms) => {
      steps[step] = ms;
    });
    await recordReportRefresh(tx, orgId, now, Math.round(performance.now() - started));
  });
  const analyzing = performance.now();
  await analyzeReportAggregates(db);
  steps.analyze = Math.round(performance.now() - analyzing);
  return { durationMs: Math.round(performance.now() - started), steps };
}
