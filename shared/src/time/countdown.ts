import { systemClock, type Clock } from './clock.js';

/** How often a countdown looks at the clock: often enough that a second never shows late. */
const TICK_MS = 250;

/** Whole seconds left until `deadline` (ms), rounded up so "1" shows until the very end; never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Counts down to `deadline` (on `clock`), reporting the seconds left at once and then as they
 * change, down to 0. It reads the clock on each tick rather than counting ticks, so a throttled
 * timer (a background tab, a suspended mini-program) cannot stretch it. Returns a function that
 * stops it early.
 */
export function countDownTo(deadline: number, onChange: (left: number) => void, clock: Clock = systemClock): () => void {
  let last = secondsLeft(deadline, clock.now());
  let handle: unknown = null;
  onChange(last);
  const tick = () => {
    const left = secondsLeft(deadline, clock.now());
    if (left !== last) {
      last = left;
      onChange(left);
    }
    handle = left === 0 ? null : clock.setTimeout(tick, TICK_MS);
  };
  if (last > 0) handle = clock.setTimeout(tick, TICK_MS);
  return () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
}

/** Counts `seconds` down from now (a resend lock): `countDownTo` a deadline `seconds` away. */
export function startCountdown(seconds: number, onChange: (left: number) => void, clock: Clock = systemClock): () => void {
  return countDownTo(clock.now() + seconds * 1000, onChange, clock);
}
