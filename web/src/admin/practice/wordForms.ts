import {
  HOT_WORD_DEFAULT_PRIORITY,
  HOT_WORD_MAX_CHARS,
  hotWordBodySchema,
  PRACTICE_LIMITS,
  synonymBodySchema,
  wordsBodySchema,
  type AdminHotWord,
  type AdminSynonym,
} from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';

/** A hot word's limit, with the message the server's rule (`hotWordBodySchema`) refuses a longer one with. */
export const HOT_WORD_LIMIT: TextLimit = { max: HOT_WORD_MAX_CHARS, tooLong: 'practiceAdmin.rules.wordTooLong' };

/** A synonym group's base word's limit, with the message of the server's rule (`synonymBodySchema`). */
export const SYNONYM_BASE_LIMIT: TextLimit = { max: PRACTICE_LIMITS.wordMax, tooLong: 'practiceAdmin.rules.wordTooLong' };

/** The hot word dialog's state: what the admin typed (replace words with `|`, pinyin as syllables). */
export interface HotWordDraft {
  id: string;
  word: string;
  replace: string;
  homophone: 0 | 1;
  pinyin: string;
  priority: number;
  status: 0 | 1;
}

export function newHotWordDraft(): HotWordDraft {
  return { id: '', word: '', replace: '', homophone: 0, pinyin: '', priority: HOT_WORD_DEFAULT_PRIORITY, status: 0 };
}

export function hotWordDraftOf(hot: AdminHotWord): HotWordDraft {
  return {
    id: hot.id,
    word: hot.word,
    replace: hot.replace,
    homophone: hot.homophone ? 1 : 0,
    pinyin: hot.pinyin,
    priority: hot.priority,
    status: hot.status ? 1 : 0,
  };
}

/** The body as sent: pinyin only for a homophone word (the server keeps it only then). */
export function hotWordBody({ id: _id, ...draft }: HotWordDraft) {
  return { ...draft, pinyin: draft.homophone ? draft.pinyin : '' };
}

export function hotWordIssues(draft: HotWordDraft): FormIssue[] {
  return schemaIssues(hotWordBodySchema, hotWordBody(draft));
}

/** The synonym dialog's state: the synonyms as the comma-separated text the admin types. */
export interface SynonymDraft {
  id: string;
  base: string;
  words: string;
  status: 0 | 1;
}

export function newSynonymDraft(): SynonymDraft {
  return { id: '', base: '', words: '', status: 0 };
}

export function synonymDraftOf(synonym: AdminSynonym): SynonymDraft {
  return { id: synonym.id, base: synonym.base, words: synonym.words.join(','), status: synonym.status ? 1 : 0 };
}

export function synonymBody({ id: _id, ...draft }: SynonymDraft) {
  return draft;
}

export function synonymIssues(draft: SynonymDraft): FormIssue[] {
  return schemaIssues(synonymBodySchema, synonymBody(draft));
}

/** A sensitive or polite library as typed: split like the server splits it, blanks and repeats dropped. */
export function wordList(text: string): string[] {
  const parsed = wordsBodySchema.safeParse({ words: text });
  return parsed.success
    ? parsed.data.words
    : [
        ...new Set(
          text
            .split(/[\n\r,，;；]+/)
            .map((word) => word.trim())
            .filter(Boolean),
        ),
      ];
}

export function wordsIssues(text: string): FormIssue[] {
  return schemaIssues(wordsBodySchema, { words: text });
}
