import type { PracticeQuality } from '../schemas/practiceSession.js';
import { bigrams, diceOfGrams, round3 } from './similarity.js';

/**
 * How well an answer answers (docs/practice.md "Scoring"): one pure function used wherever an
 * answer is scored — the live session, the simulator and `pnpm practice` (through the engine's turn
 * scores), and quick Q&A (its length and repetition factors: `shared/src/faq/scoring.ts`). Saying
 * the intent's keywords is needed but not enough: the answer must also read like an answer (close
 * to the standard script or a similar speech), and it loses quality when it is much longer than
 * the reference, repeats itself, or is little but keywords.
 */

/** Similarity to the reference at which wording counts in full: a paraphrase, not a copy, is enough. */
export const SIMILAR_ENOUGH = 0.5;
/** An answer up to this many times the longest reference costs nothing; beyond, quality shrinks in proportion. */
export const LENGTH_BOUND = 2.5;
/** References shorter than this (in characters) are bounded as if this long. */
const MIN_REFERENCE = 12;
/** Share of distinct character pairs below which an answer is repeating itself. */
const DISTINCT_ENOUGH = 0.7;
/** Share of the answer that may be keywords before it counts as a keyword list. */
const DENSITY_LIMIT = 0.4;

/** Quality from which an answer completes its node in full; below it, in proportion (a keyword list half-completes it). */
export const FULL_ANSWER = 0.5;

/** How much of its node an answer of this quality completes, 0–1. */
export const answerCredit = (quality: number) => Math.min(1, quality / FULL_ANSWER);

export interface AnswerInput {
  /** The answer as matched (normalised, synonyms replaced). */
  text: string;
  /** It answered the node (a matched intent); false for a non-standard answer. */
  answer: boolean;
  /** Share of the intent's keyword clauses said, 0–1; null when the intent has no keywords. */
  coverage: number | null;
  /** The keyword and polite words said (first occurrences), for the keyword density. */
  keywordText: readonly string[];
  /** The standard script and similar speeches, in the same form as `text`. */
  references: readonly string[];
  /** Best similarity to a reference, 0–1 (computed when left out). */
  similarity?: number;
}

const length = (text: string) => [...text].length;

/** Share of distinct character pairs (1: nothing repeated); short answers are never penalised. */
function distinctShare(text: string): number {
  const grams = bigrams(text);
  let total = 0;
  for (const count of grams.values()) total += count;
  return total < 8 ? 1 : grams.size / total;
}

/**
 * The quality of an answer, 0–1: `coverage × (¼ + ¾ × fit)` when the intent has keywords, else
 * `fit`, where fit = similarity ÷ 0.5 (at most 1); times the length factor (1 up to 2.5× the
 * longest reference, then the bound ÷ the length), the repetition factor (distinct character pairs
 * ÷ 0.7, at most 1) and the keyword-density factor (1 up to 40 % of the answer being keywords or polite
 * words, then 0.4 ÷ the density — unless the answer is as close as fit 1: the reference said well is not stuffing).
 */
export function answerQuality(input: AnswerInput): PracticeQuality {
  const size = length(input.text);
  const similarity =
    input.similarity ?? input.references.reduce((best, ref) => Math.max(best, ref === input.text ? 1 : diceOfGrams(bigrams(input.text), bigrams(ref))), 0);
  const fit = Math.min(1, similarity / SIMILAR_ENOUGH);
  const base = input.coverage === null ? fit : input.coverage * (0.25 + 0.75 * fit);
  const longest = Math.max(MIN_REFERENCE, ...input.references.map(length));
  const lengthFactor = size > LENGTH_BOUND * longest ? (LENGTH_BOUND * longest) / size : 1;
  const repetition = Math.min(1, distinctShare(input.text) / DISTINCT_ENOUGH);
  const density = size ? input.keywordText.reduce((sum, word) => sum + length(word), 0) / size : 0;
  // An answer as close as the reference is never a keyword list, however dense the reference is.
  const densityFactor = density > DENSITY_LIMIT && fit < 1 ? DENSITY_LIMIT / density : 1;
  return {
    value: size ? round3(base * lengthFactor * repetition * densityFactor) : 0,
    answer: input.answer,
    coverage: input.coverage === null ? null : round3(input.coverage),
    similarity: round3(similarity),
    length: round3(lengthFactor),
    repetition: round3(repetition),
    density: round3(densityFactor),
  };
}
