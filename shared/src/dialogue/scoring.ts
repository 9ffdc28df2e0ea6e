import { findAll, selectNonOverlapping, type DictionaryIndex } from './dictionary.js';
import { matchKeywords, splitKeywords, type KeywordExpression, type KeywordResult, type TermHit } from './keywords.js';
import type { MatchKind, IntentEvaluation, Utterance } from './matcher.js';
import { rawSpan, type MappedText } from './normalize.js';
import type { PracticeQuality } from '../schemas/practiceSession.js';
import { answerQuality } from './quality.js';
import { round3, wordingAccuracy } from './similarity.js';

/**
 * Per-turn scoring inputs: everything a report needs to say why a turn earned or lost points, with
 * the span of the learner's own words (UTF-16 offsets into `text`) for every hit. Weighting them
 * into a score is the scoring rule's job, not the engine's.
 */

/** A sensitive or polite word in the learner's text. */
export interface WordHit {
  word: string;
  /** What the learner said there. */
  text: string;
  start: number;
  end: number;
}

export interface IntentRef {
  nodeId: string;
  intentId: string;
  label: string;
}

export type TurnOutcome = 'matched' | 'nonStandard' | 'timeout';

export interface TurnScore {
  /** 1-based learner turn number. */
  turn: number;
  nodeId: string;
  time: number;
  /** The utterance as recognised ('' for an answer timeout). */
  text: string;
  /** After cleaning and hot-word replacement. */
  normalized: string;
  outcome: TurnOutcome;
  /** The intent chosen, if any. */
  intent: IntentRef | null;
  match: MatchKind | null;
  crossNode: boolean;
  /** The intent the turn is judged against: the chosen one, else the closest at the node. */
  reference: IntentRef | null;
  /** Similarity to the reference intent's standard script and similar speeches, 0–1. */
  similarity: number;
  /** The reference intent's keywords: which terms were said (with spans) and which clauses were not. */
  keywords: KeywordResult | null;
  /** Closeness to the reference intent's standard script (normtext), 0–1. */
  wording: { standard: string; accuracy: number } | null;
  sensitive: WordHit[];
  polite: WordHit[];
  /** Scenario keyword expressions satisfied by this utterance. */
  scenarioKeywords: { expression: string; hit: TermHit[] }[];
  /** The answer's quality (`answerQuality`); absent on turns stored before it was kept, null for a timeout. */
  quality?: PracticeQuality | null;
  /** A role-play turn's: the checklist items its words satisfy (`roleplayStep`), and whether it ticked one first. */
  checklist?: { id: string; hit: TermHit[] }[];
  ticked?: boolean;
}

/** Every non-overlapping occurrence of a word list's words, longest first, with raw spans. */
export function findWords(index: DictionaryIndex<string>, normalized: MappedText, raw: string): WordHit[] {
  return selectNonOverlapping(findAll(normalized.text, index)).map((m) => {
    const span = rawSpan(normalized, m.start, m.end);
    return { word: m.entry.value, text: raw.slice(span.start, span.end), ...span };
  });
}

export interface TurnInput {
  turn: number;
  nodeId: string;
  time: number;
  utterance: Utterance | null;
  outcome: TurnOutcome;
  chosen: IntentEvaluation | null;
  match: MatchKind | null;
  crossNode: boolean;
  /** The evaluation judged against when nothing was chosen. */
  closest: IntentEvaluation | null;
  sensitive: DictionaryIndex<string>;
  polite: DictionaryIndex<string>;
  scenarioKeywords: readonly KeywordExpression[];
}

function refOf(evaluation: IntentEvaluation | null): IntentRef | null {
  if (!evaluation) return null;
  const { nodeId, transition } = evaluation.intent;
  return { nodeId, intentId: transition.id, label: transition.label };
}

/** The answer's quality against the intent it is judged by (`answerQuality`). */
function qualityOf(utterance: Utterance, reference: IntentEvaluation | null, answer: boolean, polite: readonly WordHit[]): PracticeQuality {
  const clauses = reference ? splitKeywords(reference.intent.keywords.source).length : 0;
  const keywords = reference?.keywords;
  return answerQuality({
    text: utterance.canonical.text,
    answer,
    coverage: keywords && clauses ? (clauses - keywords.missed.length) / clauses : null,
    // Polite words stuffed beside the keywords are no more an answer than the keywords alone.
    keywordText: [...(keywords && clauses ? keywords.hit.map((hit) => hit.text) : []), ...polite.map((hit) => hit.text)],
    references: reference?.intent.references.map((ref) => ref.text) ?? [],
    similarity: reference?.similarity ?? 0,
  });
}

/** Builds the scoring inputs of one learner turn. */
export function scoreTurn(input: TurnInput): TurnScore {
  const { utterance } = input;
  const reference = input.chosen ?? input.closest;
  const raw = utterance?.raw ?? '';
  const normalized = utterance?.normalized.text ?? '';
  const standard = reference?.intent.standard ?? '';
  return {
    turn: input.turn,
    nodeId: input.nodeId,
    time: input.time,
    text: raw,
    normalized,
    outcome: input.outcome,
    intent: refOf(input.chosen),
    match: input.match,
    crossNode: input.crossNode,
    reference: refOf(reference),
    similarity: round3(reference?.similarity ?? 0),
    keywords: reference && reference.intent.keywords.clauses.length ? reference.keywords : null,
    wording: standard ? { standard, accuracy: round3(wordingAccuracy(normalized, standard)) } : null,
    sensitive: utterance ? findWords(input.sensitive, utterance.normalized, raw) : [],
    polite: utterance ? findWords(input.polite, utterance.normalized, raw) : [],
    quality:
      utterance && input.outcome !== 'timeout'
        ? qualityOf(utterance, reference, input.outcome === 'matched', findWords(input.polite, utterance.normalized, raw))
        : null,
    scenarioKeywords: utterance
      ? input.scenarioKeywords
          .map((expression) => matchKeywords(expression, utterance))
          .filter((result) => result.satisfied)
          .map((result) => ({ expression: result.expression, hit: result.hit }))
      : [],
  };
}
