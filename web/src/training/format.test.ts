import { describe, expect, it } from 'vitest';
import { studyTime } from './format';

describe('training formats', () => {
  it('shows study time as mm:ss under an hour and hh:mm:ss from an hour on', () => {
    expect(studyTime(0)).toBe('00:00');
    expect(studyTime(3599)).toBe('59:59');
    expect(studyTime(3600)).toBe('01:00:00');
  });
});
