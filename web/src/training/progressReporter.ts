import {
  ApiError,
  isNetworkFailure,
  MEDIA_REPORT_MAX_S,
  type MediaReportResponse,
  type ReportOutcome,
  type SendProgress,
} from '@peilian/shared';
import type { MediaKey, ProgressOutbox } from './progressOutbox';

export interface ReporterSnapshot {
  /** Seconds the server has credited. */
  credited: number;
  /** Seconds studied here that the server has not acknowledged yet. */
  pending: number;
  done: boolean;
  /** The last report could not reach the server. */
  offline: boolean;
}

export interface ReporterOptions {
  key: MediaKey & { packageId: string };
  credited: number;
  done: boolean;
  position: number;
  send: SendProgress;
  outbox: ProgressOutbox;
  onChange?: (snapshot: ReporterSnapshot) => void;
  /** Every acknowledged report; `justDone` when it completed the media. */
  onResult?: (result: MediaReportResponse, justDone: boolean) => void;
  /** The server refused the time for good (task ended, locked, gone): it is dropped. */
  onRefused?: (error: ApiError) => void;
  now?: () => number;
}

/**
 * Counts a learner's study time on one media and reports it: seconds accumulate locally (and in the
 * outbox, so a closed page or a dropped connection loses nothing), reports claim whole seconds, a
 * failed report keeps them for the next one, and a refusal drops them. Framework-free: the shared
 * progress store drives it through `reporterPort` (`useProgressReporter`).
 */
export class ProgressReporter {
  private credited: number;
  private baseCredited: number;
  private pending = 0;
  private reserved = 0;
  private position: number;
  private reportedPosition: number;
  private done: boolean;
  private offline = false;
  private readonly now: () => number;

  constructor(private readonly options: ReporterOptions) {
    this.credited = options.credited;
    this.baseCredited = options.credited;
    this.done = options.done;
    this.position = options.position;
    this.reportedPosition = options.position;
    this.now = options.now ?? Date.now;
    const left = options.outbox.read(options.key);
    if (left) {
      // Seconds left from an earlier visit; the part the server already took is not claimed twice.
      const delivered = Math.max(0, options.credited - left.baseCredited);
      this.pending = Math.max(0, left.seconds - delivered);
      this.persist();
    }
  }

  snapshot(): ReporterSnapshot {
    return { credited: this.credited, pending: Math.floor(this.pending), done: this.done, offline: this.offline };
  }

  /** Adds studied time (seconds, may be fractional) at the given position. */
  addSeconds(seconds: number, position = this.position): void {
    if (!(seconds > 0)) return;
    this.pending += seconds;
    this.position = position;
    this.persist();
    this.options.onChange?.(this.snapshot());
  }

  setPosition(position: number): void {
    this.position = position;
  }

  /** Sends the whole seconds studied so far; with `keepalive` the request outlives the page. */
  async report({ keepalive = false }: { keepalive?: boolean } = {}): Promise<ReportOutcome> {
    const claim = Math.min(Math.floor(this.pending - this.reserved), MEDIA_REPORT_MAX_S);
    if (claim <= 0 && this.position === this.reportedPosition) return { kind: 'nothing' };
    try {
      return { kind: 'sent', response: await this.send(Math.max(0, claim), 0, keepalive) };
    } catch (error) {
      if (!(error instanceof ApiError) || isNetworkFailure(error)) return { kind: 'offline', error };
      this.drop(error);
      return { kind: 'refused', error };
    }
  }

  /**
   * Asks the server to mark the media done. It refuses with "viewing time not met" while the
   * credited time is short; that refusal keeps every unsent second, and the error is rethrown.
   */
  async finish(): Promise<MediaReportResponse> {
    const claim = Math.max(0, Math.min(Math.floor(this.pending - this.reserved), MEDIA_REPORT_MAX_S));
    try {
      return await this.send(claim, 1, false);
    } catch (error) {
      if (error instanceof ApiError && !isNetworkFailure(error) && error.key !== 'errors.tasks.viewingTimeNotMet') this.drop(error);
      throw error;
    }
  }

  private async send(claim: number, finish: 0 | 1, keepalive: boolean): Promise<MediaReportResponse> {
    const { childId, mediaId } = this.options.key;
    const position = this.position;
    this.reserved += claim;
    try {
      const result = await this.options.send({ childId, mediaId, position, seconds: claim, finish }, { keepalive });
      this.reserved -= claim;
      this.pending = Math.max(0, this.pending - claim);
      this.reportedPosition = position;
      const justDone = !this.done && result.media.done === 1;
      this.credited = result.media.credited;
      this.done = result.media.done === 1;
      if (this.reserved === 0) this.baseCredited = result.media.credited;
      this.offline = false;
      this.persist();
      this.options.onResult?.(result, justDone);
      this.options.onChange?.(this.snapshot());
      return result;
    } catch (error) {
      this.reserved -= claim;
      if (isNetworkFailure(error) || !(error instanceof ApiError)) {
        this.offline = true;
        this.options.onChange?.(this.snapshot());
      }
      throw error;
    }
  }

  private drop(error: ApiError): void {
    this.pending = 0;
    this.persist();
    this.options.onRefused?.(error);
    this.options.onChange?.(this.snapshot());
  }

  private persist(): void {
    this.options.outbox.write({
      ...this.options.key,
      seconds: this.pending,
      position: this.position,
      baseCredited: this.baseCredited,
      updatedAt: this.now(),
    });
  }
}
