import { claimDueSend, claimDueTemplate, planOccurrence } from '../data/notifications.js';
import { createTickLoop, leasedBatch, type TickLoop } from '../lib/tickLoop.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import { deliverSend, type AttachmentCache, type DeliveryEnv } from './delivery.js';
import { nextDueOf, occurrenceSends } from './planning.js';

/** How long a claim holds a template being planned or a send being sent: a process that died mid-way frees it after this. */
export const NOTIFY_LEASE_MS = 5 * 60_000;
/** Templates planned and sends tried per tick at most; the next tick takes the rest. */
const BATCH = 50;

export type NotifyJobOptions = DeliveryEnv & {
  /** Milliseconds between ticks (`NOTIFY_TICK_MS`); 0 runs no loop (ticks on demand, as tests do). */
  tickMs: number;
  leaseMs?: number;
};

/**
 * The notification schedule every server process runs (docs/notifications.md "Schedule and
 * delivery"). Its state is the database: a tick claims each template whose occurrence is due with a
 * conditional UPDATE (a lease), writes the occurrence's sends — one per recipient and one robot
 * post, unique per occurrence — and moves the template to its next occurrence in one transaction;
 * then it claims each send whose attempt is due the same way and sends it. `tick()` resolves to the
 * ids of the templates planned and the sends tried.
 */
export function createNotifyJob(options: NotifyJobOptions): TickLoop {
  const { db, clock, logger } = options;
  const leaseMs = options.leaseMs ?? NOTIFY_LEASE_MS;

  const plan = leasedBatch({
    batch: BATCH,
    logger,
    claim: () => claimDueTemplate(db, clock.now(), leaseMs),
    run: async (template) => {
      const due = template.nextDueAt!;
      const zone = await organisationTimeZone(db, template.orgId);
      const now = clock.now();
      const sends = await occurrenceSends(db, template, due, zone, undefined);
      // An occurrence missed while no process ran is sent once, late; the next is the first after now.
      const next = nextDueOf(template, now > due ? now : due, zone);
      if (await planOccurrence(db, template, due, next, sends))
        logger.info({ orgId: template.orgId, templateId: template.id, due, sends: sends.length }, 'notification planned');
      return template.id;
    },
    failed: (template) => ({ fields: { orgId: template.orgId, templateId: template.id }, message: 'notification planning failed' }),
  });

  const send = (cache: AttachmentCache) =>
    leasedBatch({
      batch: BATCH,
      logger,
      claim: () => claimDueSend(db, clock.now(), leaseMs),
      run: async (row) => (await deliverSend(options, row, { retry: row.test === 0, cache })).row.id,
      failed: (row) => ({ fields: { orgId: row.orgId, sendId: row.id }, message: 'notification send failed' }),
    });

  return createTickLoop({
    job: 'notify',
    tickMs: options.tickMs,
    logger,
    failure: 'notification tick failed',
    work: async (stopped) => [...(await plan(stopped)), ...(await send(new Map())(stopped))],
  });
}
