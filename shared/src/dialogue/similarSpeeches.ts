import { AI_SIMILAR_PER_REQUEST, SPEECH_TEXT_MAX } from '../limits.js';

const QUOTES = /["“”「」『』«»‹›`＂]/g;
/** Single quotes only at either end: inside a word they are apostrophes (don't). */
const EDGE_SINGLE_QUOTES = /^['‘’＇]+|['‘’＇]+$/g;
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const LIST_MARK = /^\s*(?:[-*•·]|\(?\d{1,2}[.)、．:：)]|[（(]\d{1,2}[）)])\s*/;

/**
 * One suggestion as the editor shows it: quotes removed, spaces removed around and between Chinese
 * text (a run of spaces between Latin words becomes one space, so English stays readable).
 */
export function cleanSpeechText(text: string): string {
  const unquoted = text.replace(QUOTES, '').trim().replace(EDGE_SINGLE_QUOTES, '');
  return unquoted
    .split(/\s+/)
    .filter(Boolean)
    .reduce((joined, word) => {
      if (!joined) return word;
      const cjkSeam = CJK.test(joined.at(-1)!) || CJK.test(word[0]!);
      return cjkSeam ? joined + word : `${joined} ${word}`;
    }, '');
}

/**
 * The candidate lines of a model's answer: a JSON array of strings when it sent one, else one per
 * line with list numbering ("1.", "2、", "-") removed.
 */
export function suggestionLines(raw: string): string[] {
  const fenced = raw.replace(/```(?:json)?/gi, '').trim();
  const start = fenced.indexOf('[');
  const end = fenced.lastIndexOf(']');
  if (start >= 0 && end > start) {
    try {
      const parsed: unknown = JSON.parse(fenced.slice(start, end + 1));
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
    } catch {
      // Not JSON after all: read it line by line below.
    }
  }
  return fenced.split(/\r?\n/).map((line) => line.replace(LIST_MARK, ''));
}

/**
 * AI similar speeches as the editor offers them: cleaned, without the original text, anything
 * already shown (`exclude`, for "change batch") or duplicates, none longer than a speech may be,
 * at most `count` (10 per request).
 */
export function cleanSimilarSpeeches(
  candidates: readonly string[],
  original: string,
  count = AI_SIMILAR_PER_REQUEST,
  exclude: readonly string[] = [],
): string[] {
  const seen = new Set([original, ...exclude].map(cleanSpeechText));
  const kept: string[] = [];
  for (const candidate of candidates) {
    const text = cleanSpeechText(candidate);
    if (!text || text.length > SPEECH_TEXT_MAX || seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
    if (kept.length >= count) break;
  }
  return kept;
}
