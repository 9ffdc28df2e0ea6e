import type { z } from 'zod';
import type { ValidationIssue } from './rules.js';

/**
 * Names shown to other people (users, departments, roles, library and practice records) must read
 * as what they are. Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) make a
 * name display differently from its characters ("报告" + U+202E + "xcod.exe" shows as "报告exe.docx"), and an
 * unpaired surrogate is no character at all (it breaks JSON, Excel exports and sorting).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when a UTF-16 string holds a surrogate without its partner (a loop: lookbehind is missing on older WeChat WebKit). */
export function hasUnpairedSurrogate(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isLow(code)) return true;
    if (!isHigh(code)) continue;
    if (!isLow(value.charCodeAt(index + 1))) return true;
    index += 1;
  }
  return false;
}

/** True when a name holds no bidi control and no unpaired surrogate. */
export function isPlainName(value: string): boolean {
  return !BIDI_CONTROLS.test(value) && !hasUnpairedSurrogate(value);
}

/** The issue of a name that is not plain (`validation.nameUnsafe`), else null. */
export function checkPlainName(value: string): ValidationIssue | null {
  return isPlainName(value) ? null : { key: 'validation.nameUnsafe' };
}

/** A name schema that also refuses what is not plain, with `validation.nameUnsafe`. */
export const plainName = <T extends z.ZodType<string>>(schema: T): T => schema.refine(isPlainName, { error: 'validation.nameUnsafe' });

/** Control characters other than tab and newline: junk from copy-paste and spreadsheet exports. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Stored text cleaned but not folded: control characters dropped, outer whitespace trimmed. */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '').replace(/^[\s\u3000\u00a0\u200b\ufeff]+|[\s\u3000\u00a0\u200b\ufeff]+$/g, '');
}
