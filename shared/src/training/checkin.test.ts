import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../time/calendarDays.js';
import { addMonths, checkinDayState, checkinMonth, checkinSummary } from './checkin.js';

const RANGE = { start: '2026-03-01', end: '2026-03-10' };

describe('check-in arithmetic', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-10')).toBe(9);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('gives a streak ending today, and today a star once checked in', () => {
    expect(checkinSummary(['2026-03-01', '2026-03-02', '2026-03-03'], RANGE, '2026-03-03')).toEqual({ streak: 3, todayStar: 1, stars: 3, elapsed: 3 });
  });

  it('keeps yesterday’s streak while today is not checked in yet, with no star today', () => {
    expect(checkinSummary(['2026-03-01', '2026-03-02'], RANGE, '2026-03-03')).toEqual({ streak: 2, todayStar: 0, stars: 2, elapsed: 3 });
  });

  it('breaks the streak on a missed day and resets the star the next day', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-04'];
    expect(checkinSummary(days, RANGE, '2026-03-04')).toMatchObject({ streak: 1, todayStar: 1, stars: 3 });
    expect(checkinSummary(days, RANGE, '2026-03-05')).toMatchObject({ streak: 1, todayStar: 0, stars: 3 });
    expect(checkinSummary(days, RANGE, '2026-03-06')).toMatchObject({ streak: 0, todayStar: 0, stars: 3 });
  });

  it('counts only days inside the range, each once', () => {
    const days = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-01', '2026-03-11'];
    expect(checkinSummary(days, RANGE, '2026-03-01')).toEqual({ streak: 1, todayStar: 1, stars: 1, elapsed: 1 });
  });

  it('holds the streak at the end day once the task is over, and nothing before it starts', () => {
    const days = ['2026-03-08', '2026-03-09', '2026-03-10'];
    expect(checkinSummary(days, RANGE, '2026-03-20')).toEqual({ streak: 3, todayStar: 0, stars: 3, elapsed: 10 });
    expect(checkinSummary(['2026-03-09'], RANGE, '2026-03-20')).toMatchObject({ streak: 0 });
    expect(checkinSummary([], RANGE, '2026-02-20')).toEqual({ streak: 0, todayStar: 0, stars: 0, elapsed: 0 });
  });

  it('names each day of the calendar', () => {
    const checked = new Set(['2026-03-01']);
    expect(checkinDayState('2026-02-28', checked, RANGE, '2026-03-03')).toBe('outside');
    expect(checkinDayState('2026-03-01', checked, RANGE, '2026-03-03')).toBe('checked');
    expect(checkinDayState('2026-03-02', checked, RANGE, '2026-03-03')).toBe('missed');
    expect(checkinDayState('2026-03-03', checked, RANGE, '2026-03-03')).toBe('today');
    expect(checkinDayState('2026-03-04', checked, RANGE, '2026-03-03')).toBe('future');
  });

  it('lays a month out in weeks from Monday', () => {
    // 1 March 2026 is a Sunday: six blanks lead, and 31 days fill six weeks.
    const weeks = checkinMonth('2026-03', ['2026-03-01'], RANGE, '2026-03-02');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6).every((cell) => cell.day === '')).toBe(true);
    expect(weeks[0]![6]).toEqual({ day: '2026-03-01', date: 1, state: 'checked', isToday: false });
    expect(weeks[1]![0]).toEqual({ day: '2026-03-02', date: 2, state: 'today', isToday: true });
    expect(weeks.flat().filter((cell) => cell.day).length).toBe(31);
  });
});
