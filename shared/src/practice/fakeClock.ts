import type { Clock } from './clock.js';

/** A clock for tests that moves only when told, running what falls due in order (not exported from the package). */
export function fakeClock() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const [id, first] = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || !first || first.at > until) break;
      due.delete(id);
      now = first.at;
      first.run();
    }
    now = until;
  };
  return { clock, advance };
}
