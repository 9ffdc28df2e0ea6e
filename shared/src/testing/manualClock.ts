import type { Clock } from '../time/clock.js';

/** Lets every promise chain started so far run to its end (for code that waits only on promises). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/**
 * A clock for the stores' tests that moves only when told, running
 * each timer at its own moment, in order. `advance` runs the timers alone; `pass` also lets the
 * promises they start settle before the next one falls due.
 */
export function manualClock(start = 0) {
  let now = start;
  let lastId = 0;
  const timers: { id: number; at: number; run: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      lastId += 1;
      timers.push({ id: lastId, at: now + ms, run });
      return lastId;
    },
    clearTimeout: (handle) => {
      const index = timers.findIndex((timer) => timer.id === handle);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  const nextDue = (until: number) => timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
  const fire = (timer: { at: number; run: () => void }) => {
    timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    now = timer.at;
    timer.run();
  };
  function advance(ms: number): void {
    const until = now + ms;
    for (let due = nextDue(until); due; due = nextDue(until)) fire(due);
    now = until;
  }
  async function pass(ms: number): Promise<void> {
    const until = now + ms;
    await settle();
    for (let due = nextDue(until); due; due = nextDue(until)) {
      fire(due);
      await settle();
    }
    now = until;
    await settle();
  }
  /** Moves the clock while timers are held back (a suspended app, a throttled tab): the overdue ones run late, on the next `advance`. */
  function jump(ms: number): void {
    now += ms;
    for (const timer of timers) timer.at = Math.max(timer.at, now);
  }
  return { clock, advance, pass, jump, pending: () => timers.length };
}
