import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, secondsLeft } from './countdown';

const clock = {
  now: () => Date.now(),
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms) as unknown as number,
  clearInterval: (id: number) => clearInterval(id),
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('rounds partial seconds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_800)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('ticks once per second from the lock down to zero, then stops', () => {
    const ticks: number[] = [];
    createCountdown((seconds) => ticks.push(seconds), clock).start(3);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([3, 2]);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the new lock and can be stopped', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((seconds) => ticks.push(seconds), clock);
    countdown.start(60);
    vi.advanceTimersByTime(2_000);
    countdown.start(60);
    expect(ticks).toEqual([60, 59, 58, 60]);
    countdown.stop();
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([60, 59, 58, 60]);
  });

  it('stays right when timers are throttled (counts against the clock)', () => {
    const ticks: number[] = [];
    let now = 0;
    let pending: (() => void) | null = null;
    createCountdown((seconds) => ticks.push(seconds), {
      now: () => now,
      setInterval: (callback) => {
        pending = callback;
        return 1;
      },
      clearInterval: () => (pending = null),
    }).start(60);
    now = 45_000;
    (pending as (() => void) | null)?.();
    expect(ticks).toEqual([60, 15]);
  });
});
