/**
 * A seeded random source whose whole state is one 32-bit number (mulberry32), so it lives in the
 * serialisable session state: the same seed and events always give the same session.
 */

/** Normalises any number into a 32-bit seed. */
export function seedOf(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

/** The next value in [0, 1) and the state after it. */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** Picks an index in [0, length) and the state after it; length 1 consumes nothing. */
export function pickIndex(state: number, length: number): { index: number; state: number } {
  if (length <= 1) return { index: 0, state };
  const { value, state: after } = nextRandom(state);
  return { index: Math.floor(value * length), state: after };
}
