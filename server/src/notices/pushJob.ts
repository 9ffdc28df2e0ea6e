import { claimUnpushedNotices, unreadCounts } from '../data/notices.js';
import { createTickLoop, type TickLoop } from '../lib/tickLoop.js';
import { presentNotice } from './presenter.js';
import type { NoticeServices } from './publisher.js';

/** Notices made longer ago than this are not pushed any more: the learner's list shows them. */
const PUSH_WITHIN_MS = 60 * 60_000;
/** Notices one tick pushes at most; the next tick takes the rest. */
const BATCH = 500;
/** The push job looks at least this often (or as often as `NOTICE_TICK_MS`, if shorter): "at once" for the learner. */
export const PUSH_TICK_MS = 1000;

/**
 * The push job (docs/notifications.md "Live"): the notices made inside another write's transaction
 * (`recordNotices`: a level reached, a badge awarded as a package completes) go to the learner's
 * open sockets once committed — each claimed by one process with its unread count, whichever
 * process holds the sockets (the socket.io adapter carries the push).
 */
export function createNoticePushJob(options: NoticeServices & { tickMs: number }): TickLoop {
  const { db, clock, logger, realtime } = options;
  const tickMs = options.tickMs > 0 ? Math.min(options.tickMs, PUSH_TICK_MS) : 0;
  const work = async () => {
    const claimed = await claimUnpushedNotices(db, clock.now(), PUSH_WITHIN_MS, BATCH);
    const byOrg = new Map<string, typeof claimed>();
    for (const row of claimed) byOrg.set(row.orgId, [...(byOrg.get(row.orgId) ?? []), row]);
    for (const [orgId, rows] of byOrg) {
      const unread = await unreadCounts(db, orgId, [...new Set(rows.map((row) => row.userId))]);
      for (const row of rows) realtime.pushToUser(row.userId, 'notice:new', { notice: presentNotice(row), unread: unread.get(row.userId) ?? 0 });
    }
    return claimed.map((row) => row.id);
  };
  return createTickLoop({ job: 'noticePush', tickMs, logger, failure: 'notice push tick failed', work });
}
