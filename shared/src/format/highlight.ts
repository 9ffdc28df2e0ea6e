import type { PracticeTurn } from '../schemas/index.js';

/** What a span of the learner's sentence is cited for in the report. */
export type CriterionKind = 'keyword' | 'sensitive' | 'polite';

export interface Citation {
  kind: CriterionKind;
  /** The criterion: the keyword term or the library word. */
  word: string;
  /** The span of the learner's text it refers to; null when it was heard only through a synonym or hot word. */
  span: { start: number; end: number; text: string } | null;
}

export interface Segment {
  text: string;
  kind: CriterionKind | null;
  citation: number | null;
}

function findWord(text: string, word: string): { start: number; end: number } | null {
  if (!word) return null;
  const start = text.toLowerCase().indexOf(word.toLowerCase());
  return start < 0 ? null : { start, end: start + word.length };
}

function validSpan(text: string, start: number, end: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start && end <= text.length;
}

/**
 * The criteria of a turn, each with the span of the learner's sentence it cites: sensitive and
 * polite words carry their span from the scoring; a keyword term said is found in the sentence
 * (a term matched through a synonym or hot word has no literal span).
 */
export function citationsOf(turn: Pick<PracticeTurn, 'text' | 'keywords' | 'sensitive' | 'polite'>): Citation[] {
  const { text } = turn;
  const out: Citation[] = [];
  for (const term of turn.keywords?.hit ?? []) {
    const found = findWord(text, term);
    out.push({ kind: 'keyword', word: term, span: found ? { ...found, text: text.slice(found.start, found.end) } : null });
  }
  for (const kind of ['sensitive', 'polite'] as const) {
    for (const hit of turn[kind]) {
      const found = validSpan(text, hit.start, hit.end) ? { start: hit.start, end: hit.end } : findWord(text, hit.text || hit.word);
      out.push({ kind, word: hit.word, span: found ? { ...found, text: text.slice(found.start, found.end) } : null });
    }
  }
  return out;
}

/** The sentence cut into plain and cited segments (overlaps: the earlier citation wins). */
export function segmentsOf(text: string, citations: readonly Citation[]): Segment[] {
  const spans = citations
    .map((citation, index) => ({ citation, index }))
    .filter((entry) => entry.citation.span)
    .sort((a, b) => a.citation.span!.start - b.citation.span!.start || a.index - b.index);
  const segments: Segment[] = [];
  let at = 0;
  for (const { citation, index } of spans) {
    const { start, end } = citation.span!;
    if (start < at) continue;
    if (start > at) segments.push({ text: text.slice(at, start), kind: null, citation: null });
    segments.push({ text: text.slice(start, end), kind: citation.kind, citation: index });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kind: null, citation: null });
  return segments;
}
