import { DAY_OFFSET_MS } from '../lib/days.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A validity date (yyyy-MM-dd, the last day the account may sign in, China time) as the instant it
 * stops working: the next midnight in China. '' = permanent (null).
 */
export function validUntilOf(date: string): Date | null {
  if (!date) return null;
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_OFFSET_MS + DAY_MS);
}

/** The validity date shown for an instant: the China-time day before it ends. */
export function validDateOf(validUntil: Date | null): string {
  if (!validUntil) return '';
  return new Date(validUntil.getTime() - 1 + DAY_OFFSET_MS).toISOString().slice(0, 10);
}
