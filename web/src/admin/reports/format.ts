import { durationClock, type MessageKey } from '@peilian/shared';
import { adminTime } from '../time';

/** How the data centre writes its figures: one place, so a table, a card and a chart say the same. */

const DASH = '-';

/** Seconds as `h:mm:ss` (the glossary's duration: its label says so); a missing figure as a dash. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return DASH;
  return durationClock(seconds);
}

/** A score or average at one decimal at most (`86.5`, `90`); null (nothing scored) as a dash. */
export function scoreText(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return DASH;
  return String(Math.round(score * 10) / 10);
}

/** A 0–100 rate with its sign (`75%`); null as a dash. */
export function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? DASH : `${scoreText(rate)}%`;
}

/** `part` of `whole` as a rate, 0–100 at one decimal; null when there is no whole to divide. */
export function rateOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** The time of day an ISO instant shows in the admin's clock (`data as of HH:mm`). */
export const clockText = (iso: string): string => adminTime(iso).slice(11);

/** An ISO instant as `YYYY-MM-DD HH:mm`; null or '' as a dash. */
export const timeText = (iso: string | null | undefined): string => (iso ? adminTime(iso) : DASH);

const STATUS_LABELS: Record<number, MessageKey> = {
  0: 'reports.status.notStarted',
  1: 'reports.status.inProgress',
  2: 'reports.status.passed',
  3: 'reports.status.failed',
};
const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

/** A child record's status (admin §3: 0 not started, 1 in progress, 2 passed, 3 failed). */
export const statusLabel = (status: number): MessageKey => STATUS_LABELS[status] ?? 'reports.status.notStarted';
export const statusColor = (status: number): string => STATUS_COLORS[status] ?? 'default';
