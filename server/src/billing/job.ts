import { listPrices } from '../data/prices.js';
import { organisationsWithEndedGifts, organisationsWithUnchargedUsage } from '../data/ledger.js';
import type { AppDeps } from '../http/context.js';
import { createTickLoop, type TickLoop } from '../lib/tickLoop.js';
import { chargeOrganisation } from './charging.js';

/** Organisations charged per tick at most; the next tick takes the rest. */
const ORGANISATIONS_PER_TICK = 200;

export type BillingJobOptions = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'> & {
  /** Where an organisation whose arrears changed has its cached sessions dropped and its sockets checked again. */
  sessionCache: Pick<AppDeps['sessionCache'], 'dropOrganisation'>;
  realtime: Pick<AppDeps['realtime'], 'recheckOrganisation'>;
  /** Milliseconds between ticks (`BILLING_TICK_MS`); 0 runs no loop (ticks on demand, as tests do). */
  tickMs: number;
};

/**
 * The charging job every server process runs (docs/billing.md "Charging"): each tick charges the
 * uncharged usage of every organisation that has some and settles the gifts whose end has come,
 * one organisation at a time under its locked account, so whoever ticks, each usage row is charged
 * once. An organisation whose arrears flag changed has its cached sessions dropped and its sockets
 * checked again, so the arrears guard sees it at once. `tick()` resolves to the ids of the
 * organisations charged. The private edition never bills: its tick does nothing.
 */
export function createBillingJob(options: BillingJobOptions): TickLoop {
  const { db, clock, logger, config } = options;
  return createTickLoop({
    job: 'billing',
    tickMs: options.tickMs,
    logger,
    failure: 'billing tick failed',
    work: async (stopped) => {
      if (config.edition === 'private') return [];
      const now = clock.now();
      const found = [
        ...(await organisationsWithUnchargedUsage(db, ORGANISATIONS_PER_TICK)),
        ...(await organisationsWithEndedGifts(db, now, ORGANISATIONS_PER_TICK)),
      ];
      const due = [...new Set(found)];
      if (due.length === 0) return [];
      const prices = await listPrices(db);
      const done: string[] = [];
      for (const orgId of due) {
        if (stopped()) break;
        try {
          const outcome = await chargeOrganisation(db, orgId, prices, now);
          if (outcome.charged + outcome.settled > 0) done.push(orgId);
          if (outcome.arrearsChanged) {
            options.sessionCache.dropOrganisation(orgId);
            options.realtime.recheckOrganisation(orgId);
            logger.info({ orgId }, 'organisation arrears changed');
          }
        } catch (error) {
          logger.warn({ err: error, orgId }, 'charging failed');
        }
      }
      return done;
    },
  });
}
