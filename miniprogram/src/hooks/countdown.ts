/** The timer functions a countdown needs; injected so tests drive time. */
export interface Clock {
  now(): number
  setInterval(tick: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (handle) => clearInterval(handle as number | undefined),
}

/** Whole seconds left until `deadline` (ms), rounded up, never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/**
 * Counts `seconds` down to 0, reporting the seconds left at once and then as they change. It reads
 * the clock on each tick rather than counting ticks, so a throttled timer (the app in the
 * background) cannot stretch the lock. Returns a function that stops it early.
 */
export function startCountdown(seconds: number, onChange: (left: number) => void, clock: Clock = systemClock): () => void {
  const deadline = clock.now() + seconds * 1000
  let last = secondsLeft(deadline, clock.now())
  onChange(last)
  if (last === 0) return () => undefined
  const handle = clock.setInterval(() => {
    const left = secondsLeft(deadline, clock.now())
    if (left !== last) {
      last = left
      onChange(left)
    }
    if (left === 0) clock.clearInterval(handle)
  }, 250)
  return () => clock.clearInterval(handle)
}
