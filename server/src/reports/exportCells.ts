/**
 * How an export writes a figure: the same text the back office's tables show (web
 * `admin/reports/format.ts`), so a file's rows read like the table they came from.
 */

const DASH = '-';

/** Seconds as `h:mm`. */
export function durationCell(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A score at one decimal at most; null as a dash. */
export const scoreCell = (score: number | null): string => (score === null ? DASH : String(Math.round(score * 10) / 10));
