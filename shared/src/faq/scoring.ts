import { matchKeywords, parseKeywords } from '../dialogue/keywords.js';
import type { PreparedLexicon } from '../dialogue/lexicon.js';
import { prepareUtterance } from '../dialogue/matcher.js';
import { answerQuality } from '../dialogue/quality.js';
import { diceOfGrams, round3 } from '../dialogue/similarity.js';

/**
 * Scoring of one quick Q&A answer (docs/faq.md "Scoring"): the answer keywords with the
 * organisation's synonyms and hot words — the same matcher as voice practice — and the wording's
 * similarity to the standard answer (or any of its similar answers).
 */

/** What one answer is scored against. */
export interface FaqAnswerKey {
  /** The standard answer and the similar answers: the best similarity counts. */
  answers: readonly string[];
  /** Answer keywords: `,` = and, `|` = or; '' = judged by similarity alone. */
  keywords: string;
}

/** The learner's answer and how long it took. */
export interface FaqAnswerGiven {
  text: string;
  /** From the end of the question to the answer. */
  elapsedMs: number;
  /** The answer time of the drill, plus thinking time when the question allows it. */
  limitMs: number;
}

export type FaqAnswerOutcome = 'answered' | 'empty' | 'timeout';

export interface FaqAnswerScore {
  /** 0–100, whole points. */
  score: number;
  outcome: FaqAnswerOutcome;
  /** Best Dice similarity to a reference answer, 0–1 (three decimals). */
  similarity: number;
  /** Keywords said, as the admin wrote them, in the answer's order. */
  matched: string[];
  /** Keyword groups not said, each written `a|b`. */
  missed: string[];
}

/** Similarity at which the wording part earns full marks: a paraphrase rarely shares more bigrams. */
export const FAQ_FULL_SIMILARITY = 0.6;
/** Share of the keywords in the score when the question has keywords; the rest is the wording. */
export const FAQ_KEYWORD_WEIGHT = 0.7;
/** An answer may arrive this much after its limit (network, the tap) and still count. */
export const FAQ_LATE_GRACE_MS = 2_000;

/**
 * Scores one answer. Empty (nothing left after cleaning) and late answers score 0 with their
 * keywords still reported; otherwise keywords (share of the `,` groups said) weigh 70 % and the
 * wording 30 %, or the wording alone when the question has no keywords — times the penalties of
 * `answerQuality` (docs/practice.md "Scoring") for an answer far longer than the reference or
 * repeating itself.
 */
export function scoreFaqAnswer(key: FaqAnswerKey, given: FaqAnswerGiven, lexicon: PreparedLexicon): FaqAnswerScore {
  const utterance = prepareUtterance(given.text, lexicon);
  const expression = parseKeywords(key.keywords, lexicon);
  const keywords = matchKeywords(expression, utterance);
  const matched = keywords.hit.map((hit) => hit.term);
  const missed = keywords.missed.map((clause) => clause.join('|'));
  const similarity = round3(Math.max(0, ...key.answers.map((answer) => diceOfGrams(utterance.grams, prepareUtterance(answer, lexicon).grams))));
  const base = { similarity, matched, missed };
  if (!utterance.canonical.text) return { ...base, score: 0, outcome: 'empty' };
  if (given.elapsedMs > given.limitMs + FAQ_LATE_GRACE_MS) return { ...base, score: 0, outcome: 'timeout' };
  const wording = Math.min(1, similarity / FAQ_FULL_SIMILARITY);
  const clauses = expression.clauses.length;
  const coverage = clauses === 0 ? null : (clauses - keywords.missed.length) / clauses;
  const share = coverage === null ? wording : FAQ_KEYWORD_WEIGHT * coverage + (1 - FAQ_KEYWORD_WEIGHT) * wording;
  const held = answerQuality({
    text: utterance.canonical.text,
    answer: true,
    coverage,
    keywordText: keywords.hit.map((hit) => hit.text),
    references: key.answers.map((answer) => prepareUtterance(answer, lexicon).canonical.text),
    similarity,
  });
  // Not the keyword density: a quick answer is short by design, and naming the facts asked is the answer.
  return { ...base, score: Math.round(100 * share * held.length * held.repetition), outcome: 'answered' };
}

/** The drill's score: the mean of its answers' scores (unanswered questions count 0), whole points. */
export function faqDrillScore(scores: readonly number[], questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / questionCount);
}
