import { describe, expect, it } from 'vitest';
import { studyTime, taskTime } from './format';

describe('training formats', () => {
  it('shows study time as mm:ss under an hour and hh:mm:ss from an hour on', () => {
    expect(studyTime(0)).toBe('00:00');
    expect(studyTime(3599)).toBe('59:59');
    expect(studyTime(3600)).toBe('01:00:00');
  });

  it('shows task times to the minute in the local zone, and nothing for a broken time', () => {
    const local = new Date(2026, 0, 5, 9, 7, 30);
    expect(taskTime(local.toISOString())).toBe('2026-01-05 09:07');
    expect(taskTime('not a time')).toBe('');
  });
});
