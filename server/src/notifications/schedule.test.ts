import { describe, expect, it } from 'vitest';
import { countedPeriod, nextOccurrence } from './schedule.js';

/** When a template sends and what it counts (docs/notifications.md "Templates", "Schedule and delivery"). */

const at = (text: string) => new Date(text);
const timing = { period: 'daily' as const, sendTime: '08:00', weekday: 1, monthday: 1 };

describe('the next occurrence', () => {
  it('is the send time of the organisation’s zone: today while still ahead, else tomorrow', () => {
    expect(nextOccurrence(timing, at('2026-11-29T23:00:00Z'), 'Asia/Shanghai')).toEqual(at('2026-11-30T00:00:00Z'));
    expect(nextOccurrence(timing, at('2026-11-30T00:00:00Z'), 'Asia/Shanghai')).toEqual(at('2026-12-01T00:00:00Z'));
    expect(nextOccurrence(timing, at('2026-11-29T23:00:00Z'), 'Europe/London')).toEqual(at('2026-11-30T08:00:00Z'));
  });

  it('falls on the weekday of a weekly and the day of a monthly template', () => {
    // 2026-11-30 is a Monday.
    expect(nextOccurrence({ ...timing, period: 'weekly', weekday: 3 }, at('2026-11-30T01:00:00Z'), 'Asia/Shanghai')).toEqual(at('2026-12-02T00:00:00Z'));
    expect(nextOccurrence({ ...timing, period: 'weekly', weekday: 1 }, at('2026-11-30T01:00:00Z'), 'Asia/Shanghai')).toEqual(at('2026-12-07T00:00:00Z'));
    expect(nextOccurrence({ ...timing, period: 'monthly', monthday: 28 }, at('2026-01-28T01:00:00Z'), 'Asia/Shanghai')).toEqual(at('2026-02-28T00:00:00Z'));
  });

  it('keeps the wall time across a change of summer time', () => {
    // London moves to summer time on 2026-03-29: 08:00 is 08:00 UTC before and 07:00 UTC after.
    expect(nextOccurrence(timing, at('2026-03-28T09:00:00Z'), 'Europe/London')).toEqual(at('2026-03-29T07:00:00Z'));
  });
});

describe('the counted period', () => {
  it('is yesterday, the Monday to Sunday before, or the month before, in the organisation’s days', () => {
    // 08:00 on Wednesday 2026-12-02 in China (00:00 UTC).
    const wednesday = at('2026-12-02T00:00:00Z');
    expect(countedPeriod('daily', wednesday, 'Asia/Shanghai')).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(countedPeriod('weekly', wednesday, 'Asia/Shanghai')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(countedPeriod('monthly', wednesday, 'Asia/Shanghai')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    // 07:30 on Wednesday in China is still Tuesday evening in London.
    expect(countedPeriod('daily', at('2026-12-01T23:30:00Z'), 'Asia/Shanghai')).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(countedPeriod('daily', at('2026-12-01T23:30:00Z'), 'Europe/London')).toEqual({ start: '2026-11-30', end: '2026-11-30' });
    expect(countedPeriod('monthly', at('2026-03-01T04:00:00Z'), 'Asia/Shanghai')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(countedPeriod('weekly', at('2026-11-30T04:00:00Z'), 'Asia/Shanghai')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });
});
