import { ApiError } from '../api/client.js';
import type { MediaReportResponse } from '../schemas/learnerTasks.js';

/** The server's "viewing time not met": the seconds are kept and sent later; only a finish says it to the learner. */
export const isViewingTimeNotMet = (error: unknown): boolean => error instanceof ApiError && error.key === 'errors.tasks.viewingTimeNotMet';

/** What one progress report carries (the training table's `mediaReport`: `PUT …/mediatask/{child}/{media}`). */
export interface ProgressReport {
  childId: string;
  mediaId: string;
  position: number;
  seconds: number;
  finish: 0 | 1;
}

/** The progress call as an app binds it; `keepalive` asks for a request that outlives the page. */
export type SendProgress = (report: ProgressReport, options: { keepalive: boolean }) => Promise<MediaReportResponse>;

/** Reading/viewing seconds measured and not yet accepted by the server, per media. */
export interface PendingProgress {
  childId: string;
  mediaId: string;
  seconds: number;
  /** The latest position (video seconds; 0 for files). */
  position: number;
}

/** Where pending progress is kept (the app's storage adapter): every change is written at once. */
export interface ProgressOutbox {
  /** Every pending entry, oldest first. */
  all(): PendingProgress[];
  find(childId: string, mediaId: string): PendingProgress | undefined;
  /** Adds measured seconds (and the latest position) to a media's entry, creating it. */
  add(entry: PendingProgress): void;
  /** Takes seconds the server has answered for off an entry; an entry with none left goes. */
  settle(childId: string, mediaId: string, seconds: number): void;
  /** Drops an entry the server will never take (the task ended, was removed, or is locked). */
  drop(childId: string, mediaId: string): void;
}

/** How a report ended. Seconds that were not sent stay in the outbox unless the server refused them for good. */
export type ReportOutcome =
  | { kind: 'sent'; response: MediaReportResponse }
  /** An earlier report already sent everything. */
  | { kind: 'nothing' }
  /** No connection: everything stays pending for the next chance. */
  | { kind: 'offline'; error: unknown }
  /** The server said no (task ended or locked, "viewing time not met", …). */
  | { kind: 'refused'; error: unknown };
