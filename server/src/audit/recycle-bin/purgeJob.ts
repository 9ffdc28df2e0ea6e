import { RECYCLE_DAYS } from '@peilian/shared';
import { claimExpiredRecycled } from '../../data/recycleBin.js';
import type { Db } from '../../db/client.js';
import { createTickLoop, type LeasedJobOptions, type TickLoop } from '../../lib/tickLoop.js';
import type { FileStorage } from '../../storage/files.js';
import { purgeEntry, removePurgedFiles } from './commands.js';

/** Entries one transaction purges at most; the job goes on while a batch comes back full. */
const BATCH = 20;

/** The job's options; its interval is `RECYCLE_PURGE_MS`. */
export type RecyclePurgeJobOptions = Omit<LeasedJobOptions, 'leaseMs'> & { storage: FileStorage };

/**
 * The durable purge of the recycle bin every server process runs (docs/decisions.md "The recycle
 * bin"): each tick deletes for good the entries past their organisation's keeping period, a batch per
 * transaction whose rows are locked (another process skips them), their files removed once it commits.
 * `tick()` resolves to the entries it purged.
 */
export function createRecyclePurgeJob({ db, clock, logger, storage, intervalMs, tickMs }: RecyclePurgeJobOptions): TickLoop {
  const work = async (stopped: () => boolean) => {
    const purged: string[] = [];
    for (let full = true; full && !stopped();) {
      const batch = await db.transaction(async (tx) => {
        const entries = await claimExpiredRecycled(tx as Db, clock.now(), RECYCLE_DAYS.default, BATCH);
        const files = [];
        for (const entry of entries) files.push(await purgeEntry(tx as Db, storage, entry));
        return { ids: entries.map((entry) => entry.id), files };
      });
      for (const files of batch.files) await removePurgedFiles(storage, logger, files);
      purged.push(...batch.ids);
      full = batch.ids.length === BATCH;
    }
    if (purged.length) logger.info({ purged: purged.length }, 'recycle bin purged');
    return purged;
  };
  return createTickLoop({ job: 'recyclePurge', tickMs: tickMs ?? intervalMs, logger, failure: 'recycle bin purge tick failed', work });
}
