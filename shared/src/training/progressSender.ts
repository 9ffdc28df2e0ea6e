import { ApiError, isNetworkFailure } from '../api/client.js';
import { isLogoutCode } from '../errors/catalog.js';
import { MEDIA_REPORT_MAX_S } from '../limits.js';
import type { MediaReportResponse } from '../schemas/learnerTasks.js';
import { isViewingTimeNotMet, type PendingProgress, type ProgressOutbox, type ReportOutcome, type SendProgress } from './progressReport.js';

export interface ProgressSender {
  /**
   * Records measured seconds and the position for a media, then sends everything pending for it
   * (in reports of at most `MEDIA_REPORT_MAX_S`). `finish` asks the server to mark it done.
   */
  report(childId: string, mediaId: string, measured: { seconds: number; position: number }, finish?: boolean, keepalive?: boolean): Promise<ReportOutcome>;
  /** Sends pending entries (all, or a child task's) left from earlier; stops at the first sign of no connection. */
  flush(childId?: string): Promise<void>;
  /** Seconds measured for a media and not yet accepted. */
  pendingSeconds(childId: string, mediaId: string): number;
  /**
   * Marks a media as open on a page until the returned release: a flush leaves it to the page's own
   * reports, whose answers carry the server's numbers (done, credited) the page shows.
   */
  hold(childId: string, mediaId: string): () => void;
}

/** A failure after which the seconds are still worth sending later. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.errcode === 0 || isLogoutCode(error.errcode)) return true;
  if (isViewingTimeNotMet(error) || error.key === 'errors.rateLimited') return true;
  return error.status >= 500;
}

/**
 * Sends reading/viewing progress through the injected call, writing every measured second to the
 * outbox first, so nothing measured is lost to a dropped connection or a closed app. Reports go out
 * one at a time (a periodic report and a hide never send the same seconds twice), except a keepalive
 * report (the page is closing): it goes at once, carrying only the seconds no report in flight
 * carries, and each report settles in the outbox just the seconds it carried.
 */
export function createProgressSender(send: SendProgress, outbox: () => ProgressOutbox): ProgressSender {
  let queue: Promise<unknown> = Promise.resolve();
  /** The latest position per media, for a finish whose seconds an earlier report already took. */
  const positions = new Map<string, number>();
  /** Seconds per media that reports in flight carry. */
  const inFlight = new Map<string, number>();
  /** Open pages per media. */
  const held = new Map<string, number>();
  const keyOf = (childId: string, mediaId: string) => `${childId}/${mediaId}`;
  const carry = (key: string, seconds: number) => inFlight.set(key, (inFlight.get(key) ?? 0) + seconds);
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function sendPending(box: ProgressOutbox, childId: string, mediaId: string, finish: boolean, keepalive: boolean): Promise<ReportOutcome> {
    const key = keyOf(childId, mediaId);
    for (;;) {
      const entry = box.find(childId, mediaId);
      const carried = inFlight.get(key) ?? 0;
      const pending = Math.max(0, (entry?.seconds ?? 0) - carried);
      if (!finish && (!entry || (pending === 0 && carried > 0))) return { kind: 'nothing' };
      const seconds = Math.min(pending, MEDIA_REPORT_MAX_S);
      const last = pending <= seconds;
      const position = entry?.position ?? positions.get(key) ?? 0;
      let response: MediaReportResponse;
      carry(key, seconds);
      try {
        response = await send({ childId, mediaId, position, seconds, finish: finish && last ? 1 : 0 }, { keepalive });
      } catch (error) {
        if (isNetworkFailure(error)) return { kind: 'offline', error };
        if (!worthRetrying(error)) box.drop(childId, mediaId);
        return { kind: 'refused', error };
      } finally {
        carry(key, -seconds);
      }
      box.settle(childId, mediaId, seconds);
      if (last) return { kind: 'sent', response };
    }
  }

  return {
    report(childId, mediaId, measured, finish = false, keepalive = false) {
      const box = outbox();
      const position = Math.max(0, measured.position);
      positions.set(keyOf(childId, mediaId), position);
      box.add({ childId, mediaId, seconds: Math.max(0, Math.floor(measured.seconds)), position });
      // A closing page cannot wait for the report in flight: its keepalive goes now.
      return keepalive ? sendPending(box, childId, mediaId, finish, true) : serial(() => sendPending(box, childId, mediaId, finish, false));
    },
    flush(childId) {
      return serial(async () => {
        const box = outbox();
        const mine = (item: PendingProgress) => (childId === undefined || item.childId === childId) && !held.get(keyOf(item.childId, item.mediaId));
        for (const entry of box.all().filter(mine)) {
          if ((await sendPending(box, entry.childId, entry.mediaId, false, false)).kind === 'offline') return;
        }
      });
    },
    pendingSeconds: (childId, mediaId) => outbox().find(childId, mediaId)?.seconds ?? 0,
    hold(childId, mediaId) {
      const key = keyOf(childId, mediaId);
      held.set(key, (held.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (!released) held.set(key, (held.get(key) ?? 1) - 1);
        released = true;
      };
    },
  };
}
