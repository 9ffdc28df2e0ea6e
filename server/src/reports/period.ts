import { zonedDay, namedPeriodDays } from '@peilian/shared';
import { invalidInput } from '../errors/index.js';

/**
 * Report periods in calendar days (`yyyy-MM-dd`) of the organisation's time zone (its one clock). A period holds at most a year: an
 * earlier start is moved up, so a typo cannot make a report of a century of empty days.
 */

const DAY_MS = 86_400_000;
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  start: string;
  end: string;
}

/** The day `offset` days after `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the organisation's time zone. */
export const today = (now: Date, zone: string): string => zonedDay(now.getTime(), zone);

/**
 * The named period 「今天」 (1) or 「近N天」 as of `now`: today so far, or the N whole days ending
 * yesterday — the data centre's one period rule (shared `namedPeriodDays`, docs/reports.md). With
 * `today`, the one place report days are decided.
 */
export const lastDays = (now: Date, days: number, zone: string): Period => namedPeriodDays(days, today(now, zone));

/** Each day of the period, oldest first (none when start is after end). */
export function daysOf({ start, end }: Period): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** `yyyy-MM-dd` naming a day the calendar has (2026-02-30 and 2026-13-01 do not). */
function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/**
 * An optional period as asked: each day one the calendar has (the schema checks only its form;
 * else 400 `reports.rules.day`), the start not after the end (else 400 `reports.rules.range`).
 */
export function checkedPeriod(filter: { start?: string | undefined; end?: string | undefined }): { start: string | undefined; end: string | undefined } {
  for (const field of ['start', 'end'] as const) {
    const day = filter[field];
    if (day !== undefined && !isCalendarDay(day)) throw invalidInput('reports.rules.day', {}, field);
  }
  if (filter.start && filter.end && filter.start > filter.end) throw invalidInput('reports.rules.range', {}, 'start');
  return { start: filter.start, end: filter.end };
}

/**
 * The period a report's filter asks for: `end` defaults to (and never passes) `latest`, `start`
 * to `defaultDays` days ending at `end`; with no day asked, `unasked` (the named 「近N天」) when
 * given. A start after the end the caller gave is refused.
 */
export function filterPeriod(filter: { start?: string; end?: string }, latest: string, defaultDays: number, unasked?: Period): Period {
  const { start: askedStart, end: askedEnd } = checkedPeriod(filter);
  if (!askedStart && !askedEnd && unasked) return unasked;
  const end = askedEnd && askedEnd < latest ? askedEnd : latest;
  const start = askedStart ?? addDays(end, 1 - defaultDays);
  const earliest = addDays(end, 1 - MAX_PERIOD_DAYS);
  return { start: start < earliest ? earliest : start, end };
}

/** An average rounded to one decimal; null when nothing was counted. */
export function average(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
