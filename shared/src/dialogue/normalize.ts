import { numberReplacements } from './numbers.js';
import { toSimplified } from './script.js';

/**
 * ASR text normalisation that remembers where every character came from, so that a keyword found
 * in the normalised text can be cited as a span of what the learner actually said.
 */

/**
 * A text with, for each UTF-16 code unit, the range `[starts[i], ends[i])` of the raw text it
 * stands for. Replacements map every new unit to the whole replaced raw range.
 */
export interface MappedText {
  readonly text: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/** A span of the raw text, in UTF-16 code units (`raw.slice(start, end)`). */
export interface RawSpan {
  start: number;
  end: number;
}

/** A replacement of `[start, end)` of a mapped text. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;

/** Punctuation (except %), separators, controls, and the symbol classes ASR never means as words. */
const DROPPED = /^[\p{P}\p{Z}\p{Cc}\p{Cf}\p{So}\p{Sk}\s]$/u;

/** Full-width ASCII to half-width, ASCII letters to lower case; other characters unchanged. */
function foldChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  let folded = ch;
  if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) folded = String.fromCharCode(code - FULL_WIDTH_OFFSET);
  else if (code === IDEOGRAPHIC_SPACE) folded = ' ';
  return folded >= 'A' && folded <= 'Z' ? folded.toLowerCase() : folded;
}

/**
 * Step 1 of normalisation: full-width forms to half-width, Latin to lower case, punctuation and
 * whitespace removed (`%` is kept: "5%" is not "5"), Traditional Chinese to Simplified, numbers in
 * digits (十万 → 100000, 三年 → 3年; `numberReplacements`), each digit standing for the numeral said.
 */
export function cleanText(raw: string): MappedText {
  return inDigits(cleanChars(raw));
}

/** Step 1 without the numbers: every character folded, dropped or converted on its own. */
function cleanChars(raw: string): MappedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const ch of raw) {
    const folded = foldChar(ch);
    if (folded === '%' || !DROPPED.test(folded) || isDecimalPoint(folded, raw, offset)) {
      text += folded;
      for (let i = 0; i < folded.length; i += 1) {
        starts.push(offset);
        ends.push(offset + ch.length);
      }
    }
    offset += ch.length;
  }
  return inSimplified({ text, starts, ends });
}

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';

/** A point between two digits is a decimal point, kept: 3.5万 is not 35万. */
function isDecimalPoint(folded: string, raw: string, offset: number): boolean {
  const digitAt = (at: number): boolean => isDigit(foldChar(raw[at] ?? ''));
  return folded === '.' && digitAt(offset - 1) && digitAt(offset + 1);
}

/** Whether units `i - 1` and `i` of a mapped text stand for adjacent (or the same) raw text. */
export function joinedInRaw(mapped: MappedText, i: number): boolean {
  if (i <= 0 || i >= mapped.text.length) return true;
  return (mapped.ends[i - 1] ?? 0) >= (mapped.starts[i] ?? 0);
}

/** Numbers written in digits; a number said across dropped punctuation (3，十万) stays two. */
function inDigits(mapped: MappedText): MappedText {
  const replacements = numberReplacements(mapped.text, (i) => joinedInRaw(mapped, i));
  return replacements.length ? replaceSegments(mapped, replacements) : mapped;
}

/**
 * The text in Simplified Chinese (`toSimplified`), each character still standing for its raw range.
 * Conversion keeps the length almost always; where a word's conversion would not, the text is
 * converted character by character instead, so that every hit can still be cited as said.
 */
function inSimplified(mapped: MappedText): MappedText {
  const whole = toSimplified(mapped.text);
  if (whole === mapped.text) return mapped;
  if (whole.length === mapped.text.length) return { ...mapped, text: whole };
  let text = '';
  for (const ch of mapped.text) {
    const converted = toSimplified(ch);
    text += converted.length === ch.length ? converted : ch;
  }
  return { ...mapped, text };
}

/** The cleaned text alone, for dictionary words and references written by an admin. */
export function cleanWord(raw: string): string {
  return cleanText(raw).text;
}

/**
 * Cleaned with numbers as written (三年 stays 三年): whether an admin wrote the same word twice, so
 * that 三年|3年, written before numbers were one to the matcher, is still a valid expression.
 */
export function writtenWord(raw: string): string {
  return cleanChars(raw).text;
}

/** Applies non-overlapping replacements (any order) and keeps the raw mapping. */
export function replaceSegments(input: MappedText, replacements: readonly Replacement[]): MappedText {
  const sorted = [...replacements].sort((a, b) => a.start - b.start);
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  const copy = (from: number, to: number): void => {
    text += input.text.slice(from, to);
    starts.push(...input.starts.slice(from, to));
    ends.push(...input.ends.slice(from, to));
  };
  for (const r of sorted) {
    if (r.start < at || r.end <= r.start) continue;
    copy(at, r.start);
    const rawStart = input.starts[r.start] ?? 0;
    const rawEnd = input.ends[r.end - 1] ?? rawStart;
    text += r.text;
    for (let i = 0; i < r.text.length; i += 1) {
      starts.push(rawStart);
      ends.push(rawEnd);
    }
    at = r.end;
  }
  copy(at, input.text.length);
  return { text, starts, ends };
}

/** The raw span a range `[start, end)` of a mapped text stands for. */
export function rawSpan(mapped: MappedText, start: number, end: number): RawSpan {
  if (end <= start) {
    const at = mapped.starts[start] ?? mapped.ends[mapped.ends.length - 1] ?? 0;
    return { start: at, end: at };
  }
  return { start: mapped.starts[start] ?? 0, end: mapped.ends[end - 1] ?? 0 };
}
