import { addDays, dayMs } from '../time/calendarDays.js';

/**
 * Working-day arithmetic for the appeal reply (admin §9: 15 working days). Days are `yyyy-MM-dd`
 * calendar days (the organisation's, docs/appeals.md "The due day"); Saturday and Sunday are not
 * working days, except a weekend day the organisation lists as a working day (a make-up day, 调休);
 * a listed holiday is not one. Pure: no clock, no zone.
 */

export interface WorkCalendar {
  /** Days off besides weekends (public holidays). */
  holidays: ReadonlySet<string>;
  /** Weekend days worked (make-up days). */
  workdays: ReadonlySet<string>;
}

export const NO_CALENDAR: WorkCalendar = { holidays: new Set(), workdays: new Set() };

function checkedMs(day: string): number {
  const ms = dayMs(day);
  if (Number.isNaN(ms)) throw new RangeError(`not a yyyy-MM-dd day: ${day}`);
  return ms;
}

export function isWorkingDay(day: string, calendar: WorkCalendar = NO_CALENDAR): boolean {
  if (calendar.holidays.has(day)) return false;
  const weekday = new Date(checkedMs(day)).getUTCDay();
  return (weekday !== 0 && weekday !== 6) || calendar.workdays.has(day);
}

/** Never more than this many calendar days are looked at: a calendar without working days ends the search. */
const SEARCH_LIMIT_DAYS = 3660;

/**
 * The `count`-th working day after `day` (the day itself not counted, whatever it is): an appeal
 * made on `day` is due by the end of that day. `count` 0 answers `day`.
 */
export function addWorkingDays(day: string, count: number, calendar: WorkCalendar = NO_CALENDAR): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0: ${count}`);
  let at = day;
  checkedMs(at);
  for (let left = count, looked = 0; left > 0; looked += 1) {
    if (looked > SEARCH_LIMIT_DAYS) throw new RangeError('the calendar has no working days');
    at = addDays(at, 1);
    if (isWorkingDay(at, calendar)) left -= 1;
  }
  return at;
}

/**
 * Working days after `from` up to and including `to` (0 when `to` is not after `from`): how many
 * working days are left from today to a due day.
 */
export function workingDaysBetween(from: string, to: string, calendar: WorkCalendar = NO_CALENDAR): number {
  const end = checkedMs(to);
  let count = 0;
  for (let at = addDays(from, 1); checkedMs(at) <= end; at = addDays(at, 1)) if (isWorkingDay(at, calendar)) count += 1;
  return count;
}

export function workCalendar(input: { holidays: readonly string[]; workdays: readonly string[] }): WorkCalendar {
  return { holidays: new Set(input.holidays), workdays: new Set(input.workdays) };
}
