import { canonicalWord, type PreparedLexicon } from './lexicon.js';
import { cleanWord, joinedInRaw, rawSpan, writtenWord, type MappedText, type RawSpan } from './normalize.js';

/**
 * Keyword expressions (admin §3 and §5): `,` = and, `|` = or, and `|` binds tighter than `,`:
 * `价格,优惠|折扣` means 价格 and (优惠 or 折扣). Full-width `，` and `｜` are accepted; blanks
 * around terms and empty terms are ignored. There are no brackets: every expression is an AND of
 * OR-groups, which is all the spec's two separators can say.
 */

export interface KeywordTerm {
  /** As the admin wrote it. */
  term: string;
  /** Cleaned like learner text — looked for in the normalised utterance. */
  cleaned: string;
  /** Cleaned, synonyms replaced by base words — looked for in the canonical utterance. */
  canonical: string;
}

/** The learner's words to look in: normalised, canonical (synonyms replaced) and raw. */
export interface KeywordSearchText {
  raw: string;
  normalized: MappedText;
  canonical: MappedText;
}

export interface KeywordExpression {
  source: string;
  /** AND of clauses; a clause is an OR of terms. */
  clauses: KeywordTerm[][];
}

/** A term found in the learner's text: the raw span that said it. */
export interface TermHit {
  term: string;
  /** What the learner said there (may be a synonym or a corrected hot-word variant). */
  text: string;
  start: number;
  end: number;
}

export interface KeywordResult {
  expression: string;
  /** Every clause had a term in the text (never true for an empty expression). */
  satisfied: boolean;
  /** First occurrence of each term found, in text order. */
  hit: TermHit[];
  /** Clauses with no term in the text, as their terms. */
  missed: string[][];
}

/** Splits an expression into its clauses and terms (written form), empty parts dropped. */
export function splitKeywords(source: string): string[][] {
  return source
    .split(/[,，]/)
    .map((clause) =>
      clause
        .split(/[|｜]/)
        .map((term) => term.trim())
        .filter(Boolean),
    )
    .filter((clause) => clause.length > 0);
}

/** Every term of an expression, in order, duplicates kept. */
export function keywordTerms(source: string): string[] {
  return splitKeywords(source).flat();
}

/** Parses an expression and prepares its terms for matching with the lexicon's synonyms. */
export function parseKeywords(source: string, lexicon: PreparedLexicon): KeywordExpression {
  const clauses = splitKeywords(source)
    .map((clause) =>
      clause.map((term) => ({ term, cleaned: cleanWord(term), canonical: canonicalWord(term, lexicon) })).filter((t) => t.cleaned && t.canonical),
    )
    .filter((clause) => clause.length > 0);
  return { source, clauses };
}

const DIGIT = /[0-9.]/;

/** Whether the characters at `i - 1` and `i` are two parts of one number said (10万 in 110万). */
function insideNumber(mapped: MappedText, i: number): boolean {
  const before = mapped.text[i - 1];
  const after = mapped.text[i];
  return before !== undefined && after !== undefined && DIGIT.test(before) && DIGIT.test(after) && joinedInRaw(mapped, i);
}

/**
 * The first place `word` occurs in `mapped` as a whole number: 100000 is not found in 1000000
 * (一百万 is not 十万), nor 5% in 15%.
 */
function find(mapped: MappedText, word: string): RawSpan | null {
  for (let at = mapped.text.indexOf(word); at >= 0; at = mapped.text.indexOf(word, at + 1)) {
    const end = at + word.length;
    if (!insideNumber(mapped, at) && !insideNumber(mapped, end)) return rawSpan(mapped, at, end);
  }
  return null;
}

/** Where a term occurs: as written in the normalised text, else as its synonym group's base word. */
function locate(term: KeywordTerm, text: KeywordSearchText): RawSpan | null {
  return find(text.normalized, term.cleaned) ?? find(text.canonical, term.canonical);
}

/**
 * A clause's terms with one term for each number written two ways (三年|3年): the one written as
 * the learner said it, else the first, so that the report lists what was said once.
 */
function sameNumbersAsSaid(clause: readonly KeywordTerm[], text: KeywordSearchText): KeywordTerm[] {
  const kept = new Map<string, KeywordTerm>();
  for (const term of clause) {
    const other = kept.get(term.cleaned);
    if (!other) kept.set(term.cleaned, term);
    else if (!saidAsWritten(other, text) && saidAsWritten(term, text)) kept.set(term.cleaned, term);
  }
  return clause.filter((term) => kept.get(term.cleaned) === term);
}

function saidAsWritten(term: KeywordTerm, text: KeywordSearchText): boolean {
  const span = find(text.normalized, term.cleaned);
  return span !== null && writtenWord(text.raw.slice(span.start, span.end)) === writtenWord(term.term);
}

/**
 * Evaluates an expression on a learner utterance. A term counts when the learner said it, or any
 * word of its synonym group; hit spans point into the raw text.
 */
export function matchKeywords(expression: KeywordExpression, text: KeywordSearchText): KeywordResult {
  const hit: TermHit[] = [];
  const missed: string[][] = [];
  for (const clause of expression.clauses) {
    let found = false;
    for (const term of sameNumbersAsSaid(clause, text)) {
      const span = locate(term, text);
      if (!span) continue;
      found = true;
      if (!hit.some((h) => h.term === term.term)) hit.push({ term: term.term, text: text.raw.slice(span.start, span.end), ...span });
    }
    if (!found) missed.push(clause.map((t) => t.term));
  }
  hit.sort((a, b) => a.start - b.start || a.end - b.end);
  return { expression: expression.source, satisfied: expression.clauses.length > 0 && missed.length === 0, hit, missed };
}
