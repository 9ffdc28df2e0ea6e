import { z } from 'zod';
import { DRAW_RULES_MAX, EXAM_ID_MAX, PAPER_QUESTIONS_MAX } from './constants.js';
import { isValidScore } from './score.js';

/**
 * Random draw of paper questions per type and level from catalogues. The randomness is a parameter:
 * the same seed, rules and bank give the same paper, so a draw can be previewed, tested and
 * reproduced; the server seeds it from a cryptographic source.
 */

/** A source of numbers in [0, 1). */
export type RandomSource = () => number;

/** 32-bit FNV-1a of a string's UTF-16 units. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded random source (mulberry32): the same seed always yields the same sequence. */
export function seededRandom(seed: number | string): RandomSource {
  let state = typeof seed === 'number' && Number.isFinite(seed) ? seed >>> 0 : hash32(String(seed));
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One draw rule: `count` questions of a type (and level; 0 = any) from catalogues, each scored `score`. */
export interface DrawRule {
  /** Catalogue ids to draw from; empty = the whole bank. */
  catalogs: string[];
  type: 0 | 1 | 2 | 3;
  level: 0 | 1 | 2 | 3;
  count: number;
  score: number;
}

export const drawRuleSchema = z.object({
  catalogs: z.array(z.string().trim().min(1).max(EXAM_ID_MAX)).max(DRAW_RULES_MAX).default([]),
  type: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'exam.rules.typeInvalid' })),
  level: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'exam.rules.levelInvalid' }))
    .default(0),
  count: z.coerce
    .number()
    .int({ error: 'exam.draw.countInvalid' })
    .min(1, { error: 'exam.draw.countInvalid' })
    .max(PAPER_QUESTIONS_MAX, { error: 'exam.draw.countInvalid' }),
  score: z.coerce.number().refine(isValidScore, { error: 'exam.paper.batchScoreInvalid' }),
});
export const drawRulesSchema = z.array(drawRuleSchema).min(1, { error: 'exam.draw.rulesRequired' }).max(DRAW_RULES_MAX);

/** A bank question as the draw sees it. */
export interface DrawCandidate {
  id: string;
  type: number;
  level: number;
  catalog: string;
  disabled?: number;
}

export interface DrawResult {
  /** Picked questions in rule order, each with its rule's score. */
  picks: { id: string; score: number; rule: number }[];
  /** Rules the bank could not fill: how many were wanted and how many there were. */
  shortfalls: { rule: number; wanted: number; available: number }[];
}

/** An index in [0, length) from a random source, even if the source misbehaves. */
function pickIndex(random: RandomSource, length: number): number {
  const value = random();
  const index = Number.isFinite(value) ? Math.floor(value * length) : 0;
  return Math.min(length - 1, Math.max(0, index));
}

function matches(rule: DrawRule, candidate: DrawCandidate, catalogs: ReadonlySet<string>): boolean {
  return (
    candidate.disabled !== 1 &&
    candidate.type === rule.type &&
    (rule.level === 0 || candidate.level === rule.level) &&
    (catalogs.size === 0 || catalogs.has(candidate.catalog))
  );
}

/**
 * Draws questions rule by rule, never the same question twice (nor one in `exclude`, e.g. picked by
 * hand), never a disabled one. Candidates are ordered by id before the shuffle, so the bank's order
 * does not matter. A rule the bank cannot fill takes what there is and is reported as a shortfall.
 */
export function drawQuestions(rules: readonly DrawRule[], bank: readonly DrawCandidate[], random: RandomSource, exclude: Iterable<string> = []): DrawResult {
  const taken = new Set(exclude);
  const unique = [...new Map(bank.map((candidate) => [candidate.id, candidate])).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const result: DrawResult = { picks: [], shortfalls: [] };
  rules.forEach((rule, ruleIndex) => {
    const catalogs = new Set(rule.catalogs);
    const pool = unique.filter((candidate) => !taken.has(candidate.id) && matches(rule, candidate, catalogs));
    const wanted = Math.max(0, Math.floor(rule.count));
    const count = Math.min(wanted, pool.length);
    // A partial Fisher–Yates shuffle: the first `count` places receive a uniform random sample.
    for (let index = 0; index < count; index += 1) {
      const swap = index + pickIndex(random, pool.length - index);
      [pool[index], pool[swap]] = [pool[swap] as DrawCandidate, pool[index] as DrawCandidate];
      const picked = pool[index] as DrawCandidate;
      taken.add(picked.id);
      result.picks.push({ id: picked.id, score: rule.score, rule: ruleIndex });
    }
    if (count < wanted) result.shortfalls.push({ rule: ruleIndex, wanted, available: pool.length });
  });
  return result;
}
