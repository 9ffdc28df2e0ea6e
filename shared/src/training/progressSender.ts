import { ApiError, isNetworkFailure } from '../api/client.js';
import { isLogoutCode } from '../errors/catalog.js';
import { MEDIA_REPORT_MAX_S } from '../limits.js';
import { createOutbox, sendWaiting, type Outbox, type OutboxConnectivity, type OutboxItems } from '../outbox/outbox.js';
import type { MediaReportResponse } from '../schemas/learnerTasks.js';
import type { Clock } from '../time/clock.js';
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
  /**
   * Sends what is left from earlier now and through the one outbox from then on: retried with
   * back-off, and at once when the connection or the app returns. Each `start` wants its `stop`.
   */
  start(): void;
  stop(): void;
}

/** What sending in the background needs: the clock of the retries and the moments to send again. */
export interface ProgressSenderBackground {
  clock: Clock;
  connectivity?: OutboxConnectivity;
}

/** A failure after which the seconds are still worth sending later. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.errcode === 0 || isLogoutCode(error.errcode)) return true;
  if (isViewingTimeNotMet(error) || error.key === 'errors.rateLimited') return true;
  return error.status >= 500;
}

/** What the sender tracks per media (`child/media`): the latest position, the seconds reports in flight carry, open pages. */
function senderBook() {
  const positions = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const held = new Map<string, number>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    positions,
    inFlight,
    held,
    keyOf: (childId: string, mediaId: string) => `${childId}/${mediaId}`,
    carry: (key: string, seconds: number) => inFlight.set(key, (inFlight.get(key) ?? 0) + seconds),
    /** Runs reports one at a time: a periodic report and a hide never send the same seconds twice. */
    serial<T>(work: () => Promise<T>): Promise<T> {
      const next = queue.then(work, work);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

type SenderBook = ReturnType<typeof senderBook>;
type SendPending = (box: ProgressOutbox, childId: string, mediaId: string, finish: boolean, keepalive: boolean) => Promise<ReportOutcome>;

/** Sends what is pending for one media in reports of at most MEDIA_REPORT_MAX_S, settling in the outbox just what each carried. */
function pendingSending(send: SendProgress, book: SenderBook): SendPending {
  return async (box, childId, mediaId, finish, keepalive) => {
    const key = book.keyOf(childId, mediaId);
    for (;;) {
      const entry = box.find(childId, mediaId);
      const carried = book.inFlight.get(key) ?? 0;
      const pending = Math.max(0, (entry?.seconds ?? 0) - carried);
      if (!finish && (!entry || (pending === 0 && carried > 0))) return { kind: 'nothing' };
      const seconds = Math.min(pending, MEDIA_REPORT_MAX_S);
      const last = pending <= seconds;
      const position = entry?.position ?? book.positions.get(key) ?? 0;
      let response: MediaReportResponse;
      book.carry(key, seconds);
      try {
        response = await send({ childId, mediaId, position, seconds, finish: finish && last ? 1 : 0 }, { keepalive });
      } catch (error) {
        if (isNetworkFailure(error)) return { kind: 'offline', error };
        if (!worthRetrying(error)) box.drop(childId, mediaId);
        return { kind: 'refused', error };
      } finally {
        book.carry(key, -seconds);
      }
      box.settle(childId, mediaId, seconds);
      if (last) return { kind: 'sent', response };
    }
  };
}

/**
 * What is left from earlier (all, or a child task's) as outbox items: a media open on a page is
 * left to the page; no connection stops the run; a refusal leaves that media and goes on.
 */
function leftovers(book: SenderBook, outbox: () => ProgressOutbox, sendPending: SendPending, childId?: string): OutboxItems<PendingProgress, ReportOutcome> {
  const mine = (item: PendingProgress) => (childId === undefined || item.childId === childId) && !book.held.get(book.keyOf(item.childId, item.mediaId));
  return {
    pending: () => outbox().all().filter(mine),
    async send(entry) {
      const outcome = await book.serial(() => sendPending(outbox(), entry.childId, entry.mediaId, false, false));
      if (outcome.kind === 'offline' || outcome.kind === 'refused') throw outcome.error;
      return outcome;
    },
    sent: () => undefined,
    retryable: isNetworkFailure,
    refused: () => 'next',
  };
}

/**
 * Sends reading/viewing progress through the injected call, writing every measured second to the
 * outbox first, so nothing measured is lost to a dropped connection or a closed app. Reports go out
 * one at a time, except a keepalive report (the page is closing): it goes at once, carrying only
 * the seconds no report in flight carries, and each report settles in the outbox just the seconds
 * it carried. With `background`, what is left from earlier goes through the one outbox.
 */
export function createProgressSender(send: SendProgress, outbox: () => ProgressOutbox, background?: ProgressSenderBackground): ProgressSender {
  const book = senderBook();
  const sendPending = pendingSending(send, book);
  const everything: Outbox | null = background ? createOutbox({ ...leftovers(book, outbox, sendPending), ...background }) : null;
  let starts = 0;
  return {
    report(childId, mediaId, measured, finish = false, keepalive = false) {
      const box = outbox();
      const position = Math.max(0, measured.position);
      book.positions.set(book.keyOf(childId, mediaId), position);
      box.add({ childId, mediaId, seconds: Math.max(0, Math.floor(measured.seconds)), position });
      // A closing page cannot wait for the report in flight: its keepalive goes now.
      return keepalive ? sendPending(box, childId, mediaId, finish, true) : book.serial(() => sendPending(box, childId, mediaId, finish, false));
    },
    async flush(childId) {
      if (childId === undefined && everything) await everything.flush();
      else await sendWaiting(leftovers(book, outbox, sendPending, childId));
    },
    pendingSeconds: (childId, mediaId) => outbox().find(childId, mediaId)?.seconds ?? 0,
    hold(childId, mediaId) {
      const key = book.keyOf(childId, mediaId);
      book.held.set(key, (book.held.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (!released) book.held.set(key, (book.held.get(key) ?? 1) - 1);
        released = true;
      };
    },
    start() {
      starts += 1;
      if (starts === 1) everything?.start();
    },
    stop() {
      starts = Math.max(0, starts - 1);
      if (starts === 0) everything?.stop();
    },
  };
}
