import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { pruneIdentityRows } from '../data/maintenance.js';
import type { Logger } from '../logger.js';

const EVERY_MS = 60 * 60 * 1000;
/** Throttle events and SMS records are kept two days: the longest window counted is one day. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** Prunes expired identity rows once an hour (and once shortly after start); returns a stop function. */
export function scheduleIdentityPruning(db: Db, clock: Clock, logger: Logger): () => void {
  const run = () => {
    const now = clock.now();
    pruneIdentityRows(db, now, new Date(now.getTime() - KEEP_MS)).catch((error: unknown) => logger.warn({ err: error }, 'pruning identity rows failed'));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
