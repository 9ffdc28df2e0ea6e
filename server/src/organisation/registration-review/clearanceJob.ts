import { claimReported, claimUnreported, clearOrganisation, countOrganisationRows, insertClearanceReport } from '../../data/lifecycle.js';
import type { Db } from '../../db/client.js';
import { createTickLoop, type LeasedJobOptions, type TickLoop } from '../../lib/tickLoop.js';
import type { FileStorage } from '../../storage/files.js';
import { removeFiles } from '../../storage/recycledFiles.js';

/** Months after its expiry an organisation's data is reported (the dry run) and then cleared (admin §4). */
export const FROZEN_MONTHS = 3;
export const CLEARED_MONTHS = 6;
/** Organisations one transaction reports or clears at most; the next tick takes the rest. */
const BATCH = 5;

/** `now` less whole calendar months. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** The job's options; its interval is `LIFECYCLE_MS`. */
export type ClearanceJobOptions = Omit<LeasedJobOptions, 'leaseMs'> & { storage: FileStorage };

/**
 * The durable lifecycle job of expired organisations (docs/decisions.md "An organisation's account
 * ends"): 3 months after its expiry an organisation's dry-run report is written (its rows by table,
 * its files) for the provider to read; 6 months after, a reported organisation is cleared — deleted
 * with every row of it, its files removed once that has committed. Rows are locked per transaction
 * (`SKIP LOCKED`: two processes never take the same organisation). `tick()` resolves to the
 * organisations it reported or cleared, as `reported:<id>` / `cleared:<id>`.
 */
export function createClearanceJob({ db, clock, logger, storage, intervalMs, tickMs }: ClearanceJobOptions): TickLoop {
  const report = () =>
    db.transaction(async (tx) => {
      const done: string[] = [];
      for (const org of await claimUnreported(tx as Db, monthsBefore(clock.now(), FROZEN_MONTHS), BATCH)) {
        const tables = await countOrganisationRows(tx as Db, org.id);
        const files = (await storage.list(`${org.id}/`)).length;
        await insertClearanceReport(tx as Db, { id: org.id, name: org.name, expiresAt: new Date(org.expiresAt!) }, { tables, files }, clock.now());
        logger.info({ orgId: org.id, tables, files }, 'expired organisation reported for clearing');
        done.push(`reported:${org.id}`);
      }
      return done;
    });
  const clear = async () => {
    const cleared = await db.transaction(async (tx) => {
      const claimed = await claimReported(tx as Db, monthsBefore(clock.now(), CLEARED_MONTHS), BATCH);
      for (const clearance of claimed) await clearOrganisation(tx as Db, clearance.orgId, clock.now());
      return claimed.map((clearance) => clearance.orgId);
    });
    for (const orgId of cleared) {
      await removeFiles(storage, { keys: [], prefixes: [`${orgId}/`] });
      logger.info({ orgId }, 'expired organisation cleared');
    }
    return cleared.map((orgId) => `cleared:${orgId}`);
  };
  return createTickLoop({
    job: 'clearance',
    tickMs: tickMs ?? intervalMs,
    logger,
    failure: 'organisation clearance tick failed',
    work: async () => [...(await report()), ...(await clear())],
  });
}
