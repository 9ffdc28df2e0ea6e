import { matchKeywords, parseKeywords, type KeywordExpression, type KeywordResult } from './keywords.js';
import { applyHotWords, applySynonyms, canonicalWord, type PreparedLexicon } from './lexicon.js';
import { cleanText, cleanWord, type MappedText } from './normalize.js';
import type { FlowNode, IntentMode, NodeType, Transition } from './schema.js';
import { bigrams, diceOfGrams, type Grams } from './similarity.js';

/**
 * Intent matching at a learner node. Every intent is evaluated on the utterance: its keyword
 * expression (synonyms count as their base word) and the best Dice similarity between the utterance
 * and its standard script or any similar speech. Student nodes follow the scenario's intention
 * mode; question nodes are judged by their answer keywords only.
 */

/** How an intent was matched; `auto` for start/customer nodes, `forced` when the non-standard rule moves on. */
export type MatchKind = 'keywords' | 'similarity' | 'auto' | 'forced';

/** A learner intent compiled for matching. */
export interface PreparedIntent {
  nodeId: string;
  nodeType: NodeType;
  transition: Transition;
  /** Position among all intents of the flow (node order, then intent order), for stable ties. */
  order: number;
  mode: IntentMode;
  keywords: KeywordExpression;
  /** Canonical standard script and similar speeches, with their bigrams. */
  references: { text: string; grams: Grams }[];
  /** The cleaned standard script, for wording accuracy. */
  standard: string;
}

/** A learner utterance at the three stages of normalisation. */
export interface Utterance {
  raw: string;
  /** Cleaned and hot words applied: what the learner is taken to have said. */
  normalized: MappedText;
  /** Normalised and synonyms replaced by base words: what is matched. */
  canonical: MappedText;
  grams: Grams;
}

export interface IntentEvaluation {
  intent: PreparedIntent;
  keywords: KeywordResult;
  /** Best similarity to the standard script or a similar speech, 0–1. */
  similarity: number;
  matched: 'keywords' | 'similarity' | null;
}

/** Normalises a recognised utterance: cleaning, hot words, then synonyms for matching. */
export function prepareUtterance(raw: string, lexicon: PreparedLexicon): Utterance {
  const normalized = applyHotWords(cleanText(raw), lexicon);
  const canonical = applySynonyms(normalized, lexicon);
  return { raw, normalized, canonical, grams: bigrams(canonical.text) };
}

/** Compiles the intents of a learner node; `firstOrder` numbers them after earlier nodes' intents. */
export function prepareIntents(node: FlowNode, mode: IntentMode, lexicon: PreparedLexicon, firstOrder = 0): PreparedIntent[] {
  return node.transitions.map((transition, index) => ({
    nodeId: node.id,
    nodeType: node.type,
    transition,
    order: firstOrder + index,
    mode: node.type === 'question' ? 'keywords' : mode,
    keywords: parseKeywords(transition.keywords, lexicon),
    references: [transition.normtext, ...transition.speeches]
      .map((text) => canonicalWord(text, lexicon))
      .filter(Boolean)
      .map((text) => ({ text, grams: bigrams(text) })),
    standard: cleanWord(transition.normtext),
  }));
}

/** Evaluates one intent; `threshold` is the scenario's intention similarity in percent. */
export function evaluateIntent(intent: PreparedIntent, utterance: Utterance, threshold: number): IntentEvaluation {
  const keywords = matchKeywords(intent.keywords, utterance);
  const similarity = intent.references.reduce(
    (best, ref) => Math.max(best, ref.text === utterance.canonical.text ? 1 : diceOfGrams(utterance.grams, ref.grams)),
    0,
  );
  // A similarity of 0 never matches, even with a threshold of 0.
  const similar = similarity > 0 && similarity >= threshold / 100;
  let matched: IntentEvaluation['matched'] = null;
  if (intent.mode !== 'similarity' && keywords.satisfied) matched = 'keywords';
  else if (intent.mode !== 'keywords' && similar) matched = 'similarity';
  return { intent, keywords, similarity, matched };
}

/** The winning match: keyword matches before similarity matches, then higher similarity, then intent order. */
export function bestMatch(evaluations: readonly IntentEvaluation[]): IntentEvaluation | null {
  const rank = (e: IntentEvaluation): number => (e.matched === 'keywords' ? 0 : 1);
  const matched = evaluations.filter((e) => e.matched !== null);
  matched.sort((a, b) => rank(a) - rank(b) || b.similarity - a.similarity || a.intent.order - b.intent.order);
  return matched[0] ?? null;
}

/** The intent an unmatched answer came closest to: most keyword terms hit, then highest similarity. */
export function closestIntent(evaluations: readonly IntentEvaluation[]): IntentEvaluation | null {
  const sorted = [...evaluations].sort(
    (a, b) => b.keywords.hit.length - a.keywords.hit.length || b.similarity - a.similarity || a.intent.order - b.intent.order,
  );
  return sorted[0] ?? null;
}
