import type { Clock } from '../time/clock.js';
import type { MediaProgress } from '../schemas/learnerTasks.js';
import type { ReportOutcome } from './progressReport.js';
import type { ProgressSender } from './progressSender.js';

/** The app's way to send one media's progress: its outbox (kept in the app's storage) and its API call. */
export interface MediaProgressPort {
  report(mediaId: string, measured: { seconds: number; position: number }, options: { finish: boolean; keepalive: boolean }): Promise<ReportOutcome>;
  /** Seconds of the media kept in the outbox and not yet accepted. */
  pendingSeconds(mediaId: string): number;
}

export interface MediaProgressDeps {
  clock: Clock;
  port: MediaProgressPort;
  /** The position to report (video seconds, a document's page, or 0). */
  position(): number;
  /** Asked every second besides `setCounting`: whether the learner studies right now (a video playing). */
  engaged?(): boolean;
  /** Subscribes to the connection coming back; returns the unsubscribe. */
  onReconnect?(run: () => void): () => void;
  /** Subscribes to the app (or page) coming back to the foreground; returns the unsubscribe. */
  onForeground?(run: () => void): () => void;
  /** Every report's end; `justDone` when it completed the media. */
  onOutcome?(outcome: ReportOutcome, report: { finish: boolean; justDone: boolean }): void;
  /** A longer gap between two readings of the clock (the phone slept) is not study time. */
  maxGapMs?: number;
}

export interface MediaProgressState {
  /** The open media's progress as the server last answered; null before one is open. */
  media: MediaProgress | null;
  /** Whether the app says time may count (page and app on screen, the media shown). */
  counting: boolean;
  /** The last report could not reach the server; its seconds wait in the outbox. */
  offline: boolean;
  /** Seconds measured or waiting in the outbox that the server has not credited yet. */
  pending: number;
  /** Seconds learned: credited plus pending. */
  learned: number;
}

export interface MediaProgressActions {
  /** Starts from the server's numbers for a media just opened (the previous one was reported before). */
  open(media: MediaProgress | null): void;
  setCounting(counting: boolean): void;
  /** Reports what is measured now; `finish` asks the server to mark the media done. */
  report(options?: { finish?: boolean; keepalive?: boolean }): Promise<ReportOutcome>;
  /** Stops counting and reports, before another media opens or the page goes. */
  leave(options?: { keepalive?: boolean }): Promise<ReportOutcome>;
  dispose(): void;
}

/** The port over a `ProgressSender` for the media of one child task; what earlier visits left goes through the started sender. */
export function senderPort(sender: ProgressSender, childId: string): MediaProgressPort {
  return {
    report: (mediaId, measured, { finish, keepalive }) => sender.report(childId, mediaId, measured, finish, keepalive),
    pendingSeconds: (mediaId) => sender.pendingSeconds(childId, mediaId),
  };
}
