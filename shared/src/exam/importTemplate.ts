import { examEn } from '../i18n/exam/en.js';
import { examZhCN } from '../i18n/exam/zhCN.js';
import { examZhTW } from '../i18n/exam/zhTW.js';
import { LANGUAGES } from '../i18n/languages.js';
import type { Translate } from '../i18n/messages.js';
import { createI18next, translatorOf } from '../i18n/translate.js';
import { QUESTION_OPTIONS_MAX } from '../limits.js';
import { normaliseHeader, templateMarker } from '../imports/template.js';
import { OPTION_LETTERS } from './constants.js';

/**
 * The Excel templates of the exam import (whole exams) and the question import (bank questions),
 * defined once: the server writes them, the row checker reads them. The header row names each
 * column in any of the three languages and ends with a marker cell `#exam-v1` / `#question-v1`
 * carrying the template's kind and version (admin §5 "Template version check"). Bump the version
 * whenever columns change; files made from an older template are then refused as outdated.
 */

export const IMPORT_OPTION_LETTERS = OPTION_LETTERS.slice(0, QUESTION_OPTIONS_MAX);
export type ImportOptionKey = `option${(typeof IMPORT_OPTION_LETTERS)[number]}`;

export type ImportColumnKey =
  | 'title'
  | 'minute'
  | 'limitMinute'
  | 'passScore'
  | 'category'
  | 'questionCategory'
  | 'type'
  | 'level'
  | 'score'
  | 'text'
  | ImportOptionKey
  | 'answer'
  | 'promotion';

export interface ImportColumn {
  key: ImportColumnKey;
  /** The header must be present (a cell may still be empty where a default applies). */
  required: boolean;
}

export type ImportTemplateId = 'exam' | 'question';

export interface ImportTemplate {
  id: ImportTemplateId;
  version: number;
  columns: readonly ImportColumn[];
}

const optionColumns: ImportColumn[] = IMPORT_OPTION_LETTERS.map((letter, index) => ({ key: `option${letter}` as ImportOptionKey, required: index < 2 }));

const questionColumns: ImportColumn[] = [
  { key: 'questionCategory', required: true },
  { key: 'type', required: true },
  { key: 'level', required: false },
  { key: 'score', required: true },
  { key: 'text', required: true },
  ...optionColumns,
  { key: 'answer', required: true },
  { key: 'promotion', required: false },
];

/** Whole exams: a row with a title starts a paper (and may hold its first question). */
export const EXAM_IMPORT_TEMPLATE: ImportTemplate = {
  id: 'exam',
  version: 1,
  columns: [
    { key: 'title', required: true },
    { key: 'minute', required: true },
    { key: 'limitMinute', required: false },
    { key: 'passScore', required: true },
    { key: 'category', required: true },
    ...questionColumns,
  ],
};

/** Bank questions, one per row. */
export const QUESTION_IMPORT_TEMPLATE: ImportTemplate = { id: 'question', version: 1, columns: questionColumns };

/** A column's header text in the caller's language. */
export function importColumnLabel(key: ImportColumnKey, t: Translate): string {
  if (key.startsWith('option')) return t('exam.import.column.option', { letter: key.slice('option'.length) });
  return t(`exam.import.column.${key as Exclude<ImportColumnKey, ImportOptionKey>}`);
}

/** The header row the server writes into a template (and into the failed-rows file). */
export function templateHeader(template: ImportTemplate, t: Translate): string[] {
  return [...template.columns.map((column) => importColumnLabel(column.key, t)), templateMarker(template)];
}

/** The exam section alone in each language: enough to name the columns, without every other string. */
const COLUMN_NAMES = createI18next({
  resources: { 'zh-CN': { exam: { exam: examZhCN } }, 'zh-TW': { exam: { exam: examZhTW } }, en: { exam: { exam: examEn } } },
});

/** A column's label in every interface language: a header may be written in any of them. */
function labelsOf(key: ImportColumnKey): string[] {
  return LANGUAGES.map((language) => importColumnLabel(key, translatorOf(COLUMN_NAMES, language)));
}

let headerIndex: Map<string, ImportColumnKey> | null = null;

/** The column a header cell names (any language, or the column key itself), or null. */
export function columnForHeader(cell: string): ImportColumnKey | null {
  if (!headerIndex) {
    headerIndex = new Map();
    for (const column of EXAM_IMPORT_TEMPLATE.columns) {
      for (const label of [column.key, ...labelsOf(column.key)]) headerIndex.set(normaliseHeader(label), column.key);
    }
  }
  return headerIndex.get(normaliseHeader(cell)) ?? null;
}
