import { describe, expect, it } from 'vitest';
import { durationText, rateOf, rateText, scoreText, statusLabel } from './format';

describe('the data centre writes', () => {
  it('durations as h:mm:ss, the unit their labels state, past a day too', () => {
    expect(durationText(0)).toBe('0:00:00');
    expect(durationText(59)).toBe('0:00:59');
    expect(durationText(34 * 60 + 54)).toBe('0:34:54');
    expect(durationText(3725)).toBe('1:02:05');
    expect(durationText(36_000 + 59 * 60)).toBe('10:59:00');
    expect(durationText(30 * 3600 + 1)).toBe('30:00:01');
    expect(durationText(null)).toBe('-');
  });

  it('scores at one decimal at most and nothing scored as a dash', () => {
    expect(scoreText(86.54)).toBe('86.5');
    expect(scoreText(90)).toBe('90');
    expect(scoreText(null)).toBe('-');
  });

  it('rates of a whole, and no rate without a whole', () => {
    expect(rateOf(1, 3)).toBe(33.3);
    expect(rateOf(3, 3)).toBe(100);
    expect(rateOf(0, 0)).toBeNull();
    expect(rateText(rateOf(2, 8))).toBe('25%');
    expect(rateText(null)).toBe('-');
  });

  it('each record status by its word, an unknown one as not started', () => {
    expect([0, 1, 2, 3].map(statusLabel)).toEqual(['reports.status.notStarted', 'reports.status.inProgress', 'reports.status.passed', 'reports.status.failed']);
    expect(statusLabel(9)).toBe('reports.status.notStarted');
  });
});
