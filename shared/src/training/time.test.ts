import { describe, expect, it } from 'vitest';
import { zonedDay, zonedTimeText } from '../format/zone.js';
import { parseTaskTime, taskTimeText } from './time.js';

const T = Date.parse('2026-12-01T01:30:00Z');

describe('task times', () => {
  it.each([
    [T, T],
    [String(T), T],
    ['2026-12-01 09:30', T],
    ['2026-12-01 09:30:00', T],
    ['2026-12-01T09:30', T],
    ['2026-12-01T01:30:00.000Z', T],
    ['2026-12-01T09:30:00+08:00', T],
    ['2026-02-29 10:00', null],
    ['2026-12-01 24:00', null],
    ['1999-12-31 23:59', null],
    ['next week', null],
    [Number.NaN, null],
    [{}, null],
  ])('%o → %o', (value, expected) => {
    expect(parseTaskTime(value)).toBe(expected);
  });

  it('reads a wall time in the organisation zone', () => {
    expect(parseTaskTime('2026-11-30 20:30', 'America/New_York')).toBe(T);
    expect(parseTaskTime('2026-12-01T09:30:00+08:00', 'America/New_York')).toBe(T);
  });

  it('writes ISO instants, the organisation time and its days', () => {
    expect(taskTimeText(T)).toBe('2026-12-01T01:30:00.000Z');
    expect(zonedTimeText(T, 'Asia/Shanghai')).toBe('2026-12-01 09:30');
    expect(zonedDay(Date.parse('2026-11-30T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-01');
    expect(zonedDay(Date.parse('2026-11-30T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-30');
  });
});
