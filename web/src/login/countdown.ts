/** Whole seconds left until `endsAt` (never negative); 0.2 s left still shows as 1. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface Countdown {
  /** Starts (or restarts) counting down from `seconds`. */
  start(seconds: number): void;
  stop(): void;
}

export interface CountdownClock {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
}

const browserClock: CountdownClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
};

/**
 * A resend lock (SMS code, spec §4): reports the seconds left at once and then every 250 ms until
 * it reaches 0. Counting against the wall clock keeps it right when a background tab throttles timers.
 */
export function createCountdown(onTick: (seconds: number) => void, clock: CountdownClock = browserClock): Countdown {
  let timer: number | null = null;
  const stop = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };
  return {
    start(seconds) {
      stop();
      const endsAt = clock.now() + seconds * 1000;
      let last = -1;
      const tick = () => {
        const left = secondsLeft(endsAt, clock.now());
        if (left !== last) onTick(left);
        last = left;
        if (left === 0) stop();
      };
      tick();
      if (last > 0) timer = clock.setInterval(tick, 250);
    },
    stop,
  };
}
