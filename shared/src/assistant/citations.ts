import type { KnowledgeCitation } from '../schemas/assistant.js';

/** A piece of an answer: plain text, or a citation mark `[n]` with the passage it names (null when the answer cites a number it does not carry). */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; n: number; citation: KnowledgeCitation | null };

/** An answer's text cut at its citation marks (`[1]`, `[2]`…), for the apps to draw each mark as a button opening its passage. */
export function answerParts(answer: string, citations: readonly KnowledgeCitation[]): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(/\[(\d{1,3})\]/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: answer.slice(last, match.index) });
    const n = Number(match[1]);
    parts.push({ kind: 'cite', n, citation: citations.find((one) => one.n === n) ?? null });
    last = match.index + match[0].length;
  }
  if (last < answer.length) parts.push({ kind: 'text', text: answer.slice(last) });
  return parts;
}

/** The device's key of a learner's search history. */
export function searchHistoryKey(userId: string): string {
  return `peilian-search-history:${userId}`;
}
