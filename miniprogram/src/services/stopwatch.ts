/**
 * Measures time while it runs (the learner reading or watching), in milliseconds of the injected
 * clock, and hands it out in whole seconds; the fraction stays for the next take.
 */
export interface Stopwatch {
  start(): void
  stop(): void
  running(): boolean
  /** Whole seconds measured since the previous take, keeping the remainder. */
  takeSeconds(): number
  /** Whole seconds measured and not yet taken, without taking them. */
  peekSeconds(): number
}

export function createStopwatch(now: () => number = () => Date.now()): Stopwatch {
  let startedAt: number | null = null
  let banked = 0
  const measured = () => banked + (startedAt === null ? 0 : Math.max(0, now() - startedAt))
  return {
    start() {
      if (startedAt === null) startedAt = now()
    },
    stop() {
      if (startedAt === null) return
      banked = measured()
      startedAt = null
    },
    running: () => startedAt !== null,
    takeSeconds() {
      const total = measured()
      if (startedAt !== null) startedAt = now()
      const whole = Math.floor(total / 1000)
      banked = total - whole * 1000
      return whole
    },
    peekSeconds: () => Math.floor(measured() / 1000),
  }
}
