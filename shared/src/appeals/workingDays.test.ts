import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay } from '../time/calendarDays.js';
import { addWorkingDays, isWorkingDay, workCalendar, workingDaysBetween } from './workingDays.js';

// 2026-11-27 is a Friday.
const FRIDAY = '2026-11-27';

describe('working days', () => {
  it('skips weekends', () => {
    expect(isWorkingDay(FRIDAY)).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
    expect(addWorkingDays(FRIDAY, 1)).toBe('2026-11-30');
    // 15 working days from a Friday: three whole weeks.
    expect(addWorkingDays(FRIDAY, 15)).toBe('2026-12-18');
    // Made on a Saturday, the first working day is Monday.
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 15)).toBe('2026-12-18');
    expect(addWorkingDays(FRIDAY, 0)).toBe(FRIDAY);
  });

  it('skips holidays and counts make-up weekend days', () => {
    // National Day week 2026: 1–7 October off, Saturday 10 October worked.
    const holidays = ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'];
    const calendar = workCalendar({ holidays, workdays: ['2026-10-10'] });
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true);
    expect(isWorkingDay('2026-10-02', calendar)).toBe(false);
    // Wednesday 30 September: Thursday 1 to Wednesday 7 off, then Thu 8, Fri 9, Sat 10 (worked).
    expect(addWorkingDays('2026-09-30', 3, calendar)).toBe('2026-10-10');
    expect(addWorkingDays('2026-09-30', 4, calendar)).toBe('2026-10-12');
    expect(addWorkingDays('2026-09-30', 15, calendar)).toBe('2026-10-27');
    // A holiday on a weekday that is also listed as worked stays off: a holiday wins.
    expect(isWorkingDay('2026-10-01', workCalendar({ holidays: ['2026-10-01'], workdays: ['2026-10-01'] }))).toBe(false);
  });

  it('crosses year ends and leap days', () => {
    // New Year's Day 2027 is a Friday.
    const calendar = workCalendar({ holidays: ['2027-01-01'], workdays: [] });
    expect(addWorkingDays('2026-12-30', 2, calendar)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-31', 15, calendar)).toBe('2027-01-22');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addWorkingDays('2028-02-25', 2)).toBe('2028-02-29');
  });

  it('counts the working days left to a due day', () => {
    expect(workingDaysBetween(FRIDAY, '2026-12-18')).toBe(15);
    expect(workingDaysBetween(FRIDAY, '2026-11-30')).toBe(1);
    expect(workingDaysBetween(FRIDAY, FRIDAY)).toBe(0);
    expect(workingDaysBetween('2026-12-18', FRIDAY)).toBe(0);
  });

  it('refuses what is not a day, and a calendar without working days ends', () => {
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(() => addWorkingDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addWorkingDays(FRIDAY, -1)).toThrow(RangeError);
    const everyDayOff = Array.from({ length: 4000 }, (_, i) => addDays(FRIDAY, i + 1));
    expect(() => addWorkingDays(FRIDAY, 1, workCalendar({ holidays: everyDayOff, workdays: [] }))).toThrow(RangeError);
  });
});
