import {
  CATALOG_NAME_MAX,
  charLength,
  FAQ_DESCRIPTION_MAX,
  FAQ_EXTENDED_MAX,
  FAQ_IMPORT_QUESTION_MAX,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  faqKeywordsSchema,
  readSheet,
  SPEECH_KEYWORDS_MAX,
  STANDARD_ANSWER_MAX,
  TASK_SORT,
  type ImportIssue,
  type MessageKey,
} from '@peilian/shared';
import type { StoredFaqPair } from '../../db/schema/index.js';
import { choiceWords, faqColumnForHeader, FAQ_IMPORT_TEMPLATE, foldChoice, type FaqColumnKey } from './template.js';

/**
 * The FAQ import's row checks over rows already read from the workbook (arrays of cells, the header
 * row first). Pure and total: any junk yields row results with i18n keys, never an exception. A
 * main row starts an FAQ; similar and extended rows below it belong to it (docs/faq.md "Import").
 */

export type FaqRowKind = 'main' | 'similar' | 'extended';

/** A checked FAQ of the file: its main row's fields with its similar and extended questions. */
export interface ImportedFaq {
  /** The spreadsheet row of its main question. */
  row: number;
  /** Catalogue names from the top level down; [] = no catalogue. */
  categoryPath: string[];
  question: string;
  answer: string;
  keywords: string;
  /** null: above every other FAQ (new ones) or unchanged (existing ones). */
  sort: number | null;
  thinking: 0 | 1;
  description: string;
  similar: StoredFaqPair[];
  extended: StoredFaqPair[];
}

export interface FaqRowResult {
  row: number;
  ok: boolean;
  errors: ImportIssue<FaqColumnKey>[];
  warnings: ImportIssue<FaqColumnKey>[];
}

export interface FaqImportCheck {
  /** True when there are rows and neither the file nor any row has an error. */
  ok: boolean;
  fileErrors: ImportIssue<FaqColumnKey>[];
  rows: FaqRowResult[];
  faqs: ImportedFaq[];
}

type Read = (key: FaqColumnKey) => string;

const KINDS: Record<FaqRowKind, Set<string>> = {
  main: choiceWords(['faqAdmin.importFile.kind.main'], ['main', '主']),
  similar: choiceWords(['faqAdmin.importFile.kind.similar'], ['similar', '相似']),
  extended: choiceWords(['faqAdmin.importFile.kind.extended'], ['extended', '延伸']),
};
const YES = choiceWords(['faqAdmin.importFile.yes'], ['1', 'y', 'true', '允许']);
const NO = choiceWords(['faqAdmin.importFile.no'], ['0', 'n', 'false', '不允许']);

function kindOf(text: string): FaqRowKind | null {
  const folded = foldChoice(text);
  return (Object.keys(KINDS) as FaqRowKind[]).find((kind) => KINDS[kind].has(folded)) ?? null;
}

const tooLong = (column: FaqColumnKey, max: number): ImportIssue<FaqColumnKey> => ({ key: 'import.tooLong', params: { max }, column });

/** A question cell: required, the import's 1000 at most, and the bank's 800 (every stored question must fit the editor). */
function questionIssues(question: string): ImportIssue<FaqColumnKey>[] {
  if (!question) return [{ key: 'import.required', column: 'question' }];
  const length = charLength(question);
  if (length > FAQ_IMPORT_QUESTION_MAX) return [tooLong('question', FAQ_IMPORT_QUESTION_MAX)];
  return length > FAQ_QUESTION_MAX ? [tooLong('question', FAQ_QUESTION_MAX)] : [];
}

function answerIssues(answer: string, required: boolean): ImportIssue<FaqColumnKey>[] {
  if (!answer) return required ? [{ key: 'import.required', column: 'answer' }] : [];
  return charLength(answer) > STANDARD_ANSWER_MAX ? [{ key: 'faqAdmin.rules.answerTooLong', params: { max: STANDARD_ANSWER_MAX }, column: 'answer' }] : [];
}

/** A category cell's levels from the top down (`a/b`, full-width slashes too), blanks dropped. */
const levelsOf = (text: string) =>
  text
    .split(/[/／]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The catalogue path of a cell, each level within the catalogue name limit. */
function categoryOf(text: string, errors: ImportIssue<FaqColumnKey>[]): string[] {
  const path = levelsOf(text);
  if (path.some((name) => charLength(name) > CATALOG_NAME_MAX))
    errors.push({ key: 'faqAdmin.importFile.categoryTooLong', params: { max: CATALOG_NAME_MAX }, column: 'category' });
  return path;
}

function keywordsOf(text: string, errors: ImportIssue<FaqColumnKey>[]): string {
  const parsed = faqKeywordsSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const params = 'params' in issue && issue.params ? (issue.params as Record<string, number>) : { max: SPEECH_KEYWORDS_MAX };
    errors.push({ key: issue.message as MessageKey, params, column: 'keywords' });
  }
  return '';
}

function sortOf(text: string, errors: ImportIssue<FaqColumnKey>[]): number | null {
  if (!text) return null;
  const value = Number(text.normalize('NFKC'));
  if (Number.isInteger(value) && value >= TASK_SORT.min && value <= TASK_SORT.max) return value;
  errors.push({ key: 'faqAdmin.rules.sortRange', params: { min: TASK_SORT.min, max: TASK_SORT.max }, column: 'sort' });
  return null;
}

function thinkingOf(text: string, errors: ImportIssue<FaqColumnKey>[]): 0 | 1 {
  const folded = foldChoice(text);
  if (!folded || NO.has(folded)) return 0;
  if (YES.has(folded)) return 1;
  errors.push({ key: 'faqAdmin.importFile.thinkingInvalid', column: 'thinking' });
  return 0;
}

/** A main row: a new FAQ with its own fields. */
function mainFaq(read: Read, row: number, errors: ImportIssue<FaqColumnKey>[]): ImportedFaq {
  const question = read('question');
  const answer = read('answer');
  errors.push(...questionIssues(question), ...answerIssues(answer, true));
  const description = read('description');
  if (charLength(description) > FAQ_DESCRIPTION_MAX) {
    errors.push({ key: 'faqAdmin.rules.descriptionTooLong', params: { max: FAQ_DESCRIPTION_MAX }, column: 'description' });
  }
  return {
    row,
    categoryPath: categoryOf(read('category'), errors),
    question,
    answer,
    keywords: keywordsOf(read('keywords'), errors),
    sort: sortOf(read('sort'), errors),
    thinking: thinkingOf(read('thinking'), errors),
    description,
    similar: [],
    extended: [],
  };
}

const MAIN_ONLY: FaqColumnKey[] = ['keywords', 'sort', 'thinking', 'description'];

/** A similar or extended row, added to the FAQ above it. */
function childRow(read: Read, kind: 'similar' | 'extended', owner: ImportedFaq, result: FaqRowResult): void {
  const question = read('question');
  const answer = read('answer');
  result.errors.push(...questionIssues(question), ...answerIssues(answer, kind === 'extended'));
  const list = kind === 'similar' ? owner.similar : owner.extended;
  const max = kind === 'similar' ? FAQ_SIMILAR_MAX : FAQ_EXTENDED_MAX;
  if (question && (question === owner.question || list.some((pair) => pair.question === question))) {
    result.errors.push({ key: 'faqAdmin.importFile.duplicateQuestion', params: { question }, column: 'question' });
  } else if (list.length >= max) {
    result.errors.push({ key: kind === 'similar' ? 'faqAdmin.rules.similarTooMany' : 'faqAdmin.rules.extendedTooMany', params: { max }, column: 'kind' });
  } else if (result.errors.length === 0) {
    list.push({ question, answer });
  }
  const ignored = MAIN_ONLY.filter((column) => read(column));
  // Repeating the FAQ's own category is harmless; a different one is not imported, so the row says so.
  const category = levelsOf(read('category'));
  if (category.length > 0 && category.join('/') !== owner.categoryPath.join('/')) ignored.unshift('category');
  for (const column of ignored) result.warnings.push({ key: 'faqAdmin.importFile.mainOnly', column });
}

const REQUIRED = FAQ_IMPORT_TEMPLATE.columns.filter((column) => column.required).map((column) => column.key);
const failed = (fileErrors: ImportIssue<FaqColumnKey>[]): FaqImportCheck => ({ ok: false, fileErrors, rows: [], faqs: [] });

/**
 * Checks an FAQ import: the header (template marker and version, required columns), at least one
 * main row, then every row: a main row starts an FAQ (question and answer required), similar and
 * extended rows join the nearest main row above. A main question twice in one catalogue is an error.
 */
export function checkFaqImport(input: readonly unknown[][]): FaqImportCheck {
  const sheet = readSheet(input, { template: FAQ_IMPORT_TEMPLATE, columnForHeader: faqColumnForHeader, required: REQUIRED });
  if (sheet.fileErrors.length > 0) return failed(sheet.fileErrors);
  if (!sheet.rows.some(({ read }) => kindOf(read('kind')) === 'main')) return failed([{ key: 'faqAdmin.importFile.noMain' }]);
  const results: FaqRowResult[] = [];
  const faqs: ImportedFaq[] = [];
  const mains = new Set<string>();
  for (const { row, read } of sheet.rows) {
    const result: FaqRowResult = { row, ok: false, errors: [], warnings: [] };
    results.push(result);
    const kindText = read('kind');
    const kind = kindOf(kindText);
    const owner = faqs.at(-1);
    if (!kind)
      result.errors.push(
        kindText ? { key: 'faqAdmin.importFile.kindUnknown', params: { value: kindText }, column: 'kind' } : { key: 'import.required', column: 'kind' },
      );
    else if (kind === 'main') {
      const faq = mainFaq(read, row, result.errors);
      const identity = `${faq.categoryPath.join('/')}\u0000${faq.question}`;
      if (faq.question && mains.has(identity))
        result.errors.push({ key: 'faqAdmin.importFile.duplicateMain', params: { question: faq.question }, column: 'question' });
      mains.add(identity);
      faqs.push(faq);
    } else if (!owner) result.errors.push({ key: 'faqAdmin.importFile.noMainAbove', column: 'kind' });
    else childRow(read, kind, owner, result);
    result.ok = result.errors.length === 0;
  }
  return { ok: results.every((result) => result.ok), fileErrors: [], rows: results, faqs };
}
