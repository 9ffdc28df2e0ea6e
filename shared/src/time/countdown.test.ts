import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/manualClock.js';
import { countDownTo, secondsLeft, startCountdown } from './countdown.js';

describe('secondsLeft', () => {
  it('rounds up, so the last second shows until the deadline, and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 9_800)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('startCountdown', () => {
  it('reports 60 at once, each second down to 0, then stops its timer', () => {
    const { clock, advance, pending } = manualClock(1_000_000);
    const seen: number[] = [];
    startCountdown(60, (left) => seen.push(left), clock);
    expect(seen).toEqual([60]);
    advance(1000);
    expect(seen).toEqual([60, 59]);
    advance(59_000);
    expect(seen).toHaveLength(61);
    expect(seen.at(-1)).toBe(0);
    expect(pending()).toBe(0);
  });

  it('follows the clock, not the number of ticks, when timers were held back', () => {
    const { clock, advance, jump } = manualClock(1_000_000);
    const seen: number[] = [];
    startCountdown(60, (left) => seen.push(left), clock);
    jump(45_000);
    advance(250);
    expect(seen).toEqual([60, 15]);
  });

  it('stopping early ends the reports and leaves no timer', () => {
    const { clock, advance, pending } = manualClock(1_000_000);
    const seen: number[] = [];
    const stop = startCountdown(60, (left) => seen.push(left), clock);
    advance(2000);
    stop();
    advance(10_000);
    expect(seen).toEqual([60, 59, 58]);
    expect(pending()).toBe(0);
  });

  it('a zero-second lock reports 0 and starts no timer', () => {
    const { clock, pending } = manualClock(1_000_000);
    const seen: number[] = [];
    startCountdown(0, (left) => seen.push(left), clock);
    expect(seen).toEqual([0]);
    expect(pending()).toBe(0);
  });
});

describe('countDownTo', () => {
  it('counts to a deadline already running, and one already past reports 0 alone', () => {
    const { clock, advance, pending } = manualClock(50_000);
    const seen: number[] = [];
    countDownTo(52_500, (left) => seen.push(left), clock);
    advance(3_000);
    expect(seen).toEqual([3, 2, 1, 0]);
    const late: number[] = [];
    countDownTo(40_000, (left) => late.push(left), clock);
    expect(late).toEqual([0]);
    expect(pending()).toBe(0);
  });
});
