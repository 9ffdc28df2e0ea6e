/** Calendar days `yyyy-MM-dd` (the organisation's days, said by the server): checked, stepped and counted without a clock or a zone. */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's UTC midnight in ms, or NaN when `day` is not a real `yyyy-MM-dd` date (2026-02-30 is not). */
export function dayMs(day: string): number {
  const match = DAY.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

export const isCalendarDay = (day: string): boolean => !Number.isNaN(dayMs(day));

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
