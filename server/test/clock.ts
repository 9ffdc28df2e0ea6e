import type { Clock } from '../src/clock.js';

/** A clock tests move by hand (lockouts, expiries) instead of sleeping. Starts at the real time. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }

  /** Moves the clock to `at` (a scheduled time of a test). */
  set(at: Date): void {
    this.current = at.getTime();
  }
}
