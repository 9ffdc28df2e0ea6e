import { describe, expect, test } from 'vitest';
import { SEEK_TOLERANCE_S, checkPosition, resumePosition } from './seekGuard.js';

describe('checkPosition', () => {
  test('playback moving on from the furthest point extends it', () => {
    expect(checkPosition(60.25, 60, false)).toEqual({ furthest: 60.25, seekTo: null });
    expect(checkPosition(60 + SEEK_TOLERANCE_S, 60, false)).toEqual({ furthest: 60 + SEEK_TOLERANCE_S, seekTo: null });
  });

  test('going back is always allowed and keeps the furthest point', () => {
    expect(checkPosition(10, 60, false)).toEqual({ furthest: 60, seekTo: null });
  });

  test('a jump past the furthest point goes back there when seeking is not allowed', () => {
    expect(checkPosition(60 + SEEK_TOLERANCE_S + 0.5, 60, false)).toEqual({ furthest: 60, seekTo: 60 });
  });

  test('with seeking allowed a jump stands and moves the furthest point', () => {
    expect(checkPosition(200, 60, true)).toEqual({ furthest: 200, seekTo: null });
  });

  test('ignores a position that is not a number of seconds', () => {
    expect(checkPosition(Number.NaN, 60, false)).toEqual({ furthest: 60, seekTo: null });
    expect(checkPosition(-1, 60, false)).toEqual({ furthest: 60, seekTo: null });
  });
});

describe('resumePosition', () => {
  test('resumes where the learner stopped, from the start after the very end', () => {
    expect(resumePosition({ position: 80, duration: 300 })).toBe(80);
    expect(resumePosition({ position: 299.5, duration: 300 })).toBe(0);
    expect(resumePosition({ position: 80, duration: 0 })).toBe(80);
    expect(resumePosition({ position: 0, duration: 300 })).toBe(0);
  });
});
