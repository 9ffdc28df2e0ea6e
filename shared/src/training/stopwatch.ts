/**
 * Measures time while it runs (the learner reading or watching), in milliseconds of the injected
 * clock, and hands it out in whole seconds; the fraction stays for the next take.
 */
export interface Stopwatch {
  start(): void;
  stop(): void;
  running(): boolean;
  /** Whole seconds measured since the previous take, keeping the remainder. */
  takeSeconds(): number;
  /** Whole seconds measured and not yet taken, without taking them. */
  peekSeconds(): number;
}

export interface StopwatchOptions {
  /**
   * The most one stretch between two readings may add: a longer gap (the phone slept, the tab was
   * frozen) is not study time. Unbounded by default.
   */
  maxGapMs?: number;
}

/** A stopwatch on the injected `now` (milliseconds); every start, stop, take or peek is a reading. */
export function createStopwatch(now: () => number = () => Date.now(), { maxGapMs = Infinity }: StopwatchOptions = {}): Stopwatch {
  let readAt: number | null = null;
  let banked = 0;
  const read = () => {
    if (readAt === null) return;
    const at = now();
    banked += Math.min(maxGapMs, Math.max(0, at - readAt));
    readAt = at;
  };
  return {
    start() {
      if (readAt === null) readAt = now();
    },
    stop() {
      read();
      readAt = null;
    },
    running: () => readAt !== null,
    takeSeconds() {
      read();
      const whole = Math.floor(banked / 1000);
      banked -= whole * 1000;
      return whole;
    },
    peekSeconds() {
      read();
      return Math.floor(banked / 1000);
    },
  };
}
