import { examEn } from '../i18n/exam/en.js';
import { examZhCN } from '../i18n/exam/zhCN.js';
import { examZhTW } from '../i18n/exam/zhTW.js';
import { DEFAULT_QUESTION_LEVEL, DEFAULT_QUESTION_SCORE, OPTION_TEXT_MAX, QUESTION_TEXT_MAX, QUESTION_TIP_MAX, TOTAL_SCORE } from '../limits.js';
import { CATALOG_NAME_MAX } from '../schemas/library.js';
import type { ImportIssue } from '../imports/issue.js';
import { FILL_BLANK_MAX, FILL_BLANKS_MAX, QUESTION_LEVELS, QUESTION_TYPES, type QuestionLevel, type QuestionType } from './constants.js';
import { IMPORT_OPTION_LETTERS, type ImportColumnKey, type ImportOptionKey } from './importTemplate.js';
import { checkQuestion, fillBlanks, type Question, type QuestionIssue } from './question.js';
import { isValidScore, parseScoreText, toTenths } from './score.js';
import { charLength } from './text.js';

/** A problem of an exam or question file or row, pointing at the template's column. */
export type ExamImportIssue = ImportIssue<ImportColumnKey>;

/** A question read from a valid row, ready to be saved. */
export interface ImportedQuestion {
  row: number;
  type: QuestionType;
  text: string;
  level: QuestionLevel;
  score: number;
  promotion: string;
  /** Fill questions: blanks joined with ',', alternatives with '|'; '' for choice questions. */
  answer: string;
  choices: { content: string; iscorrect: 0 | 1 }[];
  /** The question's catalogue, by name; the server finds or creates it. */
  categoryName: string;
}

/** Reads one cell of the current row by column (already cleaned; '' when absent). */
export type CellReader = (key: ImportColumnKey) => string;

function aliasKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]/g, '')
    .replace(/[题題]$/, '');
}

function aliasTable<T>(entries: [T, string[]][]): Map<string, T> {
  const table = new Map<string, T>();
  for (const [value, names] of entries) for (const name of names) table.set(aliasKey(name), value);
  return table;
}

const sections = [examZhCN, examZhTW, examEn];
const typeAliases = aliasTable<QuestionType>(
  (Object.entries(QUESTION_TYPES) as [keyof typeof QUESTION_TYPES, QuestionType][]).map(([name, value]) => [
    value,
    [String(value), name, ...sections.map((section) => section.type[name])],
  ]),
);
for (const [value, names] of [
  [0, ['单选', '單選', '单项选择', '單項選擇', 'single choice', 'radio']],
  [1, ['多选', '多選', '多项选择', '多項選擇', 'multiple choice', 'checkbox']],
  [2, ['判断', '判斷', '是非', 'true/false', 'true or false', 'truefalse', 'tf']],
  [3, ['填空', 'fill in', 'blank']],
] as [QuestionType, string[]][]) {
  for (const name of names) typeAliases.set(aliasKey(name), value);
}

const levelAliases = aliasTable<QuestionLevel>(
  (Object.entries(QUESTION_LEVELS) as [keyof typeof QUESTION_LEVELS, QuestionLevel][]).map(([name, value]) => [
    value,
    [String(value), name, ...sections.map((section) => section.level[name])],
  ]),
);
for (const [value, names] of [
  [1, ['简单', '簡單', '容易', 'easy']],
  [2, ['一般', '中等', '普通', 'normal']],
  [3, ['困难', '困難', '难', '難', 'hard', 'difficult']],
] as [QuestionLevel, string[]][]) {
  for (const name of names) levelAliases.set(aliasKey(name), value);
}

/** A question type cell: 0–3, or a type name in any language ("单选题", "判斷", "Multiple choice"). */
export function parseQuestionType(text: string): QuestionType | null {
  return typeAliases.get(aliasKey(text)) ?? null;
}

/** A level cell: 1–3, low/medium/high in any language, or easy/normal/hard words. */
export function parseQuestionLevel(text: string): QuestionLevel | null {
  return levelAliases.get(aliasKey(text)) ?? null;
}

/**
 * Answer letters of a choice question: "A,B,C", "A，B，C", "A、B", "a b", or "ABC" run together.
 * Returns the letters in order, and whether a token was not a single letter A–F or repeated one.
 */
export function parseAnswerLetters(text: string): { letters: string[]; invalid: boolean; duplicate: boolean } {
  const tokens = text
    .normalize('NFKC')
    .toUpperCase()
    .split(/[\s,、;/]+/)
    .filter(Boolean);
  const expanded = tokens.length === 1 && /^[A-Z]{2,}$/.test(tokens[0] ?? '') ? [...(tokens[0] ?? '')] : tokens;
  const valid = expanded.filter((token) => (IMPORT_OPTION_LETTERS as readonly string[]).includes(token));
  return { letters: valid, invalid: valid.length !== expanded.length, duplicate: new Set(valid).size !== valid.length };
}

interface RowOutcome {
  question: ImportedQuestion | null;
  errors: ExamImportIssue[];
  warnings: ExamImportIssue[];
}

const optionKey = (index: number): ImportOptionKey => `option${IMPORT_OPTION_LETTERS[index] ?? 'A'}` as ImportOptionKey;

function lengthIssue(value: string, max: number, column: ImportColumnKey, key: ExamImportIssue['key'] = 'import.tooLong'): ExamImportIssue[] {
  return charLength(value) > max ? [{ key, params: { max }, column }] : [];
}

/** Options A–F: filled from A without gaps, each ≤ 200. Returns the filled options. */
function readOptions(read: CellReader, errors: ExamImportIssue[]): string[] {
  const cells = IMPORT_OPTION_LETTERS.map((_, index) => read(optionKey(index)));
  let last = -1;
  cells.forEach((cell, index) => {
    if (cell) last = index;
  });
  const options = cells.slice(0, last + 1);
  options.forEach((cell, index) => {
    const letter = IMPORT_OPTION_LETTERS[index] ?? 'A';
    if (!cell) errors.push({ key: 'exam.import.optionGap', params: { letter }, column: optionKey(index) });
    else if (charLength(cell) > OPTION_TEXT_MAX)
      errors.push({ key: 'exam.import.optionTooLong', params: { letter, max: OPTION_TEXT_MAX }, column: optionKey(index) });
  });
  return options;
}

function choiceAnswer(type: QuestionType, answer: string, optionCount: number, errors: ExamImportIssue[]): string[] {
  const { letters, invalid, duplicate } = parseAnswerLetters(answer);
  const issue = (key: ExamImportIssue['key'], params?: ExamImportIssue['params']) => errors.push({ key, ...(params ? { params } : {}), column: 'answer' });
  if (type === QUESTION_TYPES.judge) {
    if (invalid || letters.length !== 1 || !['A', 'B'].includes(letters[0] ?? '')) issue('exam.import.judgeAnswer');
    return letters;
  }
  if (invalid) issue('exam.import.answerLetter');
  if (duplicate) issue('exam.import.answerDuplicate');
  const distinct = [...new Set(letters)];
  if (type === QUESTION_TYPES.single && !invalid && distinct.length !== 1) issue('exam.import.singleOneAnswer');
  if (type === QUESTION_TYPES.multiple && !invalid && distinct.length < 2) issue('exam.import.multipleTwoAnswers');
  for (const letter of distinct) {
    if (IMPORT_OPTION_LETTERS.indexOf(letter as (typeof IMPORT_OPTION_LETTERS)[number]) >= optionCount) issue('exam.import.answerOptionMissing', { letter });
  }
  return distinct;
}

function readChoices(type: QuestionType, read: CellReader, judgeLabels: readonly [string, string], errors: ExamImportIssue[]): ImportedQuestion['choices'] {
  let options = readOptions(read, errors);
  if (type === QUESTION_TYPES.judge) {
    if (options.length === 0) options = [...judgeLabels];
    else if (options.length !== 2) errors.push({ key: 'exam.import.judgeOptions', column: options.length > 2 ? optionKey(2) : 'optionB' });
  } else if (options.length < 2) {
    errors.push({ key: 'exam.rules.optionsTooFew', params: { min: 2 }, column: optionKey(options.length) });
  }
  const answer = read('answer');
  const letters = answer ? choiceAnswer(type, answer, options.length, errors) : [];
  return options.map((content, index) => ({ content, iscorrect: letters.includes(IMPORT_OPTION_LETTERS[index] ?? '') ? 1 : 0 }));
}

function readFill(read: CellReader, errors: ExamImportIssue[]): string {
  const filled = IMPORT_OPTION_LETTERS.findIndex((_, index) => read(optionKey(index)) !== '');
  if (filled >= 0) errors.push({ key: 'exam.import.fillNoOptions', column: optionKey(filled) });
  const answer = read('answer');
  if (!answer) return '';
  const blanks = fillBlanks(answer);
  if (blanks.some((alternatives) => alternatives.length === 0)) errors.push({ key: 'exam.rules.fillBlankEmpty', column: 'answer' });
  if (blanks.length > FILL_BLANKS_MAX) errors.push({ key: 'exam.rules.fillTooManyBlanks', params: { max: FILL_BLANKS_MAX }, column: 'answer' });
  if (blanks.some((alternatives) => alternatives.some((text) => charLength(text) > FILL_BLANK_MAX))) {
    errors.push({ key: 'exam.rules.fillBlankTooLong', params: { max: FILL_BLANK_MAX }, column: 'answer' });
  }
  return blanks.map((alternatives) => alternatives.join('|')).join(',');
}

function readScore(read: CellReader, errors: ExamImportIssue[], warnings: ExamImportIssue[]): number {
  const text = read('score');
  if (!text) return DEFAULT_QUESTION_SCORE;
  const score = parseScoreText(text);
  if (score === null || !isValidScore(score)) {
    errors.push({ key: 'exam.rules.scoreInvalid', params: { max: TOTAL_SCORE }, column: 'score' });
    return 0;
  }
  if (toTenths(score) === 0) warnings.push({ key: 'exam.import.zeroScore', column: 'score' });
  return score;
}

const FIELD_COLUMNS: Record<QuestionIssue['field'], ImportColumnKey> = {
  type: 'type',
  text: 'text',
  level: 'level',
  score: 'score',
  promotion: 'promotion',
  choices: 'optionA',
  answer: 'answer',
};

/** The domain's own question rules, as a last net under the import's checks. */
function domainIssues(question: ImportedQuestion): ExamImportIssue[] {
  const candidate: Question = {
    ...question,
    id: '',
    catalog: '',
    disabled: 0,
    choices: question.choices.map((choice, index) => ({ ...choice, id: String(index) })),
  };
  return checkQuestion(candidate, 'paper').map((found) => ({
    key: found.key,
    ...(found.params ? { params: found.params } : {}),
    column: found.option === undefined ? FIELD_COLUMNS[found.field] : optionKey(found.option),
  }));
}

/**
 * Checks one question row of either template (admin §5 "Imports: Exam"): category, text and answer
 * required; type known; level 1–3 (default 3); score 0–100 with one decimal (default 10); options A–F
 * in order; answers that fit the type. Returns the question when the row has no error.
 */
export function checkQuestionRow(read: CellReader, row: number, judgeLabels: readonly [string, string]): RowOutcome {
  const errors: ExamImportIssue[] = [];
  const warnings: ExamImportIssue[] = [];
  const required = (column: ImportColumnKey) => errors.push({ key: 'import.required', column });
  const categoryName = read('questionCategory');
  if (!categoryName) required('questionCategory');
  errors.push(...lengthIssue(categoryName, CATALOG_NAME_MAX, 'questionCategory'));
  const typeText = read('type');
  const type = typeText ? parseQuestionType(typeText) : null;
  if (!typeText) required('type');
  else if (type === null) errors.push({ key: 'exam.import.typeUnknown', params: { value: [...typeText].slice(0, 20).join('') }, column: 'type' });
  const levelText = read('level');
  const level = levelText ? parseQuestionLevel(levelText) : (DEFAULT_QUESTION_LEVEL as QuestionLevel);
  if (level === null) errors.push({ key: 'exam.import.levelInvalid', column: 'level' });
  const score = readScore(read, errors, warnings);
  const text = read('text');
  if (!text) required('text');
  errors.push(...lengthIssue(text, QUESTION_TEXT_MAX, 'text', 'exam.rules.textTooLong'));
  const promotion = read('promotion');
  errors.push(...lengthIssue(promotion, QUESTION_TIP_MAX, 'promotion', 'exam.rules.promotionTooLong'));
  if (!read('answer')) required('answer');
  if (type === null) return { question: null, errors, warnings };
  const choices = type === QUESTION_TYPES.fill ? [] : readChoices(type, read, judgeLabels, errors);
  const answer = type === QUESTION_TYPES.fill ? readFill(read, errors) : '';
  if (errors.length > 0 || level === null) return { question: null, errors, warnings };
  const question: ImportedQuestion = { row, type, text, level, score, promotion, answer, choices, categoryName };
  const net = domainIssues(question);
  return net.length > 0 ? { question: null, errors: net, warnings } : { question, errors, warnings };
}
