import { cleanText } from '../validators/plainText.js';

/**
 * Text helpers of the exam rules. Lengths count Unicode code points, as PostgreSQL's varchar(n)
 * does, so an emoji counts once and a limit checked here is the limit the database enforces.
 */

/** Length in code points (an emoji or a CJK character counts 1). */
export function charLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** Commas separating fill answers and answer letters: ASCII ',' and full-width '，'. */
const COMMAS = /[,，]/;

/** Splits a comma list (',' or '，'), trimming every part; empty parts are kept for the caller to judge. */
export function splitCommaList(text: string): string[] {
  return text.split(COMMAS).map((part) => part.trim());
}

/** Whitespace of any width, including the ideographic space U+3000 and no-break spaces. */
const WHITESPACE_RUN = /[\s\u3000\u00a0\u200b\ufeff]+/g;

/**
 * The comparable form of a fill answer: NFKC folds full-width letters, digits and punctuation to
 * half-width (Ａ→A, １→1, ，→,), then case is folded, outer whitespace trimmed and inner runs of
 * whitespace made one space. "  ＢｅｉＪｉｎｇ " and "beijing" compare equal; "北 京" and "北京" do not.
 */
export function normaliseAnswerText(text: string): string {
  return cleanText(text.normalize('NFKC')).replace(WHITESPACE_RUN, ' ').trim().toLowerCase();
}
