/**
 * The arithmetic of check-in tasks (打卡; docs/checkin.md): which days of a task's range a learner
 * checked in, the streak, today's star and the total, and the month calendar both learner apps draw.
 * Days are `yyyy-MM-dd` in the organisation's time zone; the server says which day is today.
 */

import { addDays, daysBetween } from '../time/calendarDays.js';

/** A task's days, `start` to `end` both included. */
export interface DayRange {
  start: string;
  end: string;
}

/** What a learner holds in one check-in task on `today`. */
export interface CheckinSummary {
  /** Consecutive checked-in days ending today — or yesterday while today is not checked in yet (the end day once the task is over). */
  streak: number;
  /** 1 when today is checked in; back to 0 the next day. */
  todayStar: 0 | 1;
  /** Every checked-in day of the range: one star each. */
  stars: number;
  /** Days of the range up to today (the whole range once it is over): what a rate is out of. */
  elapsed: number;
}

/** The checked-in days that count: inside the range, each once. */
function countedDays(days: Iterable<string>, range: DayRange): Set<string> {
  return new Set([...days].filter((day) => day >= range.start && day <= range.end));
}

/**
 * The streak, today's star and the stars of the checked-in `days` on `today`. Only days inside the
 * range count; before the start everything is 0.
 */
export function checkinSummary(days: Iterable<string>, range: DayRange, today: string): CheckinSummary {
  const checked = countedDays(days, range);
  const todayStar = today >= range.start && today <= range.end && checked.has(today) ? 1 : 0;
  const anchor = today < range.end ? today : range.end;
  let from = checked.has(anchor) ? anchor : anchor === today ? addDays(anchor, -1) : '';
  let streak = 0;
  while (from && from >= range.start && checked.has(from)) {
    streak += 1;
    from = addDays(from, -1);
  }
  const elapsed = today < range.start ? 0 : daysBetween(range.start, anchor) + 1;
  return { streak, todayStar, stars: checked.size, elapsed };
}

/** How a calendar day shows: outside the task, checked in, missed, today (not yet checked in), still to come. */
export type CheckinDayState = 'outside' | 'checked' | 'missed' | 'today' | 'future';

/** A day's state in the task on `today`. */
export function checkinDayState(day: string, checked: ReadonlySet<string>, range: DayRange, today: string): CheckinDayState {
  if (day < range.start || day > range.end) return 'outside';
  if (checked.has(day)) return 'checked';
  if (day === today) return 'today';
  return day < today ? 'missed' : 'future';
}

/** One cell of a month calendar; `day` is '' for the blanks before the 1st. */
export interface CalendarCell {
  day: string;
  date: number;
  state: CheckinDayState;
  isToday: boolean;
}

/** The month (`yyyy-MM`) holding `day`. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `count` months after `month`. */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, index - 1 + count, 1));
  return at.toISOString().slice(0, 7);
}

/**
 * The weeks of `month` (`yyyy-MM`) as rows of seven cells, Monday first, blanks before the 1st and
 * after the last day, each day with its state.
 */
export function checkinMonth(month: string, days: Iterable<string>, range: DayRange, today: string): CalendarCell[][] {
  const checked = countedDays(days, range);
  const first = `${month}-01`;
  const length = daysBetween(first, `${addMonths(month, 1)}-01`);
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const blank: CalendarCell = { day: '', date: 0, state: 'outside', isToday: false };
  const cells: CalendarCell[] = Array.from({ length: lead }, () => blank);
  for (let index = 0; index < length; index += 1) {
    const day = addDays(first, index);
    cells.push({ day, date: index + 1, state: checkinDayState(day, checked, range, today), isToday: day === today });
  }
  while (cells.length % 7 !== 0) cells.push(blank);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
