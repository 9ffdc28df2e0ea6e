// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { secondsLeft, startCountdown, type Clock } from './countdown'

/** A clock the test moves by hand; intervals fire as time passes. */
function manualClock() {
  let now = 1_000_000
  const timers = new Map<number, { tick: () => void; every: number; next: number }>()
  let nextId = 1
  const clock: Clock = {
    now: () => now,
    setInterval: (tick, every) => {
      timers.set(nextId, { tick, every, next: now + every })
      return nextId++
    },
    clearInterval: (handle) => void timers.delete(handle as number),
  }
  function advance(ms: number) {
    const end = now + ms
    for (;;) {
      const due = [...timers.values()].filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0]
      if (!due) break
      now = Math.max(now, due.next)
      due.next += due.every
      due.tick()
    }
    now = end
  }
  /** Jumps the clock without firing timers, as a suspended app would. */
  function jump(ms: number) {
    now += ms
  }
  return { clock, advance, jump, active: () => timers.size }
}

describe('secondsLeft', () => {
  test('rounds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10)
    expect(secondsLeft(10_000, 1)).toBe(10)
    expect(secondsLeft(10_000, 9_001)).toBe(1)
    expect(secondsLeft(10_000, 10_000)).toBe(0)
    expect(secondsLeft(10_000, 20_000)).toBe(0)
  })
})

describe('startCountdown', () => {
  test('reports 60 at once, each second down to 0, then stops its timer', () => {
    const { clock, advance, active } = manualClock()
    const seen: number[] = []
    startCountdown(60, (left) => seen.push(left), clock)
    expect(seen).toEqual([60])
    advance(1000)
    expect(seen).toEqual([60, 59])
    advance(59_000)
    expect(seen).toHaveLength(61)
    expect(seen.at(-1)).toBe(0)
    expect(active()).toBe(0)
  })

  test('follows the clock, not the number of ticks, when timers were held back', () => {
    const { clock, advance, jump } = manualClock()
    const seen: number[] = []
    startCountdown(60, (left) => seen.push(left), clock)
    jump(45_000)
    advance(250)
    expect(seen).toEqual([60, 15])
  })

  test('stopping early ends the reports', () => {
    const { clock, advance, active } = manualClock()
    const seen: number[] = []
    const stop = startCountdown(60, (left) => seen.push(left), clock)
    advance(2000)
    stop()
    advance(10_000)
    expect(seen).toEqual([60, 59, 58])
    expect(active()).toBe(0)
  })

  test('a zero-second lock reports 0 and starts no timer', () => {
    const { clock, active } = manualClock()
    const seen: number[] = []
    startCountdown(0, (left) => seen.push(left), clock)
    expect(seen).toEqual([0])
    expect(active()).toBe(0)
  })
})
