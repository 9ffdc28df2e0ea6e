import { TOTAL_SCORE } from '../limits.js';

/**
 * Scores carry one decimal (admin §5 "batch score one decimal"). Sums are taken in whole tenths so
 * that 0.1 + 0.2 is 0.3 and thirty questions of 3.3 plus one of 1 make exactly 100.
 */

/** A score in whole tenths (2.5 → 25). */
export function toTenths(score: number): number {
  return Math.round(score * 10);
}

/** Rounds to one decimal, half away from zero for the non-negative scores used here. */
export function roundScore(score: number): number {
  return Number.isFinite(score) ? toTenths(score) / 10 : 0;
}

/** The sum of scores with one decimal, free of binary rounding drift. */
export function sumScores(scores: readonly number[]): number {
  let tenths = 0;
  for (const score of scores) tenths += Number.isFinite(score) ? toTenths(score) : 0;
  return tenths / 10;
}

/** True when a number has no more than one decimal (10, 2.5; not 2.55). */
export function hasOneDecimal(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

/** True for a question or batch score: 0 to 100 with at most one decimal. */
export function isValidScore(value: number): boolean {
  return hasOneDecimal(value) && value >= 0 && value <= TOTAL_SCORE;
}

const SCORE_TEXT = /^\d{1,3}(\.\d+)?$/;

/**
 * Reads a score typed into a form or a spreadsheet cell: half- or full-width digits, optional
 * decimals, surrounding spaces ignored. Returns null for anything else ("10分", "-1", "1e2", "").
 */
export function parseScoreText(text: string): number | null {
  const normalised = text.normalize('NFKC').trim();
  if (!SCORE_TEXT.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * Spreads a total over `count` questions with one decimal, the larger shares first, so that the
 * shares sum exactly to the total: 3 questions of 100 → 33.4, 33.3, 33.3.
 */
export function spreadScores(count: number, total: number = TOTAL_SCORE): number[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const totalTenths = toTenths(total);
  const base = Math.floor(totalTenths / count);
  const extra = totalTenths - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / 10);
}
