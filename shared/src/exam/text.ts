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
/** Control characters other than tab and newline: junk from copy-paste and spreadsheet exports. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * The comparable form of a fill answer: NFKC folds full-width letters, digits and punctuation to
 * half-width (Ａ→A, １→1, ，→,), then case is folded, outer whitespace trimmed and inner runs of
 * whitespace made one space. "  ＢｅｉＪｉｎｇ " and "beijing" compare equal; "北 京" and "北京" do not.
 */
export function normaliseAnswerText(text: string): string {
  return text.normalize('NFKC').replace(CONTROL, '').replace(WHITESPACE_RUN, ' ').trim().toLowerCase();
}

/** Stored text cleaned but not folded: control characters dropped, outer whitespace trimmed. */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '').replace(/^[\s\u3000\u00a0\u200b\ufeff]+|[\s\u3000\u00a0\u200b\ufeff]+$/g, '');
}

/**
 * A spreadsheet cell as text, whatever the parser handed over: strings as they are, numbers and
 * booleans printed, dates as ISO text, exceljs rich text / hyperlink / formula objects by their
 * visible text; anything else (null, arrays, unknown objects) is ''. Never throws.
 */
export function cellText(value: unknown): string {
  return cellTextAt(value, 0);
}

function cellTextAt(value: unknown, depth: number): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  // The depth bound keeps a self-referencing object from recursing forever.
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 3) return '';
  const cell = value as { richText?: unknown; text?: unknown; result?: unknown };
  if (Array.isArray(cell.richText)) {
    return cell.richText
      .map((run: unknown) => (typeof run === 'object' && run !== null ? cellTextAt((run as { text?: unknown }).text, depth + 1) : ''))
      .join('');
  }
  if ('text' in cell) return cellTextAt(cell.text, depth + 1);
  if ('result' in cell) return cellTextAt(cell.result, depth + 1);
  return '';
}
