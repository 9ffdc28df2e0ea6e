import type { Translate } from '../i18n/messages.js';
import { PAPER_TITLE_MAX, PASS_SCORE_MAX, TOTAL_SCORE } from '../limits.js';
import { CATALOG_NAME_MAX } from '../schemas/library.js';
import { importIssueMessage } from '../imports/issue.js';
import { readSheet, type SheetRow } from '../imports/sheet.js';
import { EXAM_MINUTE_MAX } from './constants.js';
import { checkQuestionRow, type CellReader, type ImportedQuestion, type ExamImportIssue } from './importQuestionRow.js';
import {
  columnForHeader,
  EXAM_IMPORT_TEMPLATE,
  importColumnLabel,
  QUESTION_IMPORT_TEMPLATE,
  type ImportColumnKey,
  type ImportTemplate,
  type ImportTemplateId,
} from './importTemplate.js';
import { hasOneDecimal, parseScoreText, sumScores, toTenths } from './score.js';
import { charLength } from './text.js';

/**
 * The row checks of the Excel imports, over rows already read from the workbook (arrays of cells,
 * the header found where a person would find it, `imports/header.ts`). Pure and total: any junk — wrong columns, merged cells left empty, CJK and
 * emoji text, full-width commas, stray spaces, non-string cells — yields row results with i18n keys,
 * never an exception. The server refuses the import while any row has an error.
 */

export interface ImportedExam {
  /** The row that started the paper. */
  row: number;
  title: string;
  minute: number;
  limitMinute: number;
  passScore: number;
  categoryName: string;
  questions: ImportedQuestion[];
  /** Sum of the scores of its question rows, one decimal. */
  total: number;
}

export interface ImportRowResult {
  /** The spreadsheet row number (the header is row 1 when the rows start at the sheet's top). */
  row: number;
  ok: boolean;
  errors: ExamImportIssue[];
  warnings: ExamImportIssue[];
  /** The row's question, when it has one and no error. */
  question: ImportedQuestion | null;
  /** Index into `exams` of the paper the row belongs to (exam template). */
  exam: number | null;
}

export interface ImportCheck {
  /** True when there are rows and neither the file nor any row has an error. */
  ok: boolean;
  template: ImportTemplateId;
  fileErrors: ExamImportIssue[];
  rows: ImportRowResult[];
  /** Exam template: the papers, each with its valid questions. */
  exams: ImportedExam[];
  /** Question template: the valid questions. */
  questions: ImportedQuestion[];
}

export interface ImportCheckOptions {
  /** The spreadsheet row number of `rows[0]` (default 1). */
  firstRowNumber?: number;
  /** Option texts given to true/false questions whose options A and B are empty. */
  judgeLabels?: readonly [string, string];
}

const DEFAULT_JUDGE_LABELS: readonly [string, string] = ['正确', '错误'];

function emptyCheck(template: ImportTemplate, fileErrors: ExamImportIssue[]): ImportCheck {
  return { ok: false, template: template.id, fileErrors, rows: [], exams: [], questions: [] };
}

/** Whole numbers of minutes from a cell ("60", "６０", "60.0"), else null. */
function parseMinutes(text: string): number | null {
  const value = parseScoreText(text);
  return value !== null && Number.isInteger(value) ? value : null;
}

const EXAM_FIELDS: ImportColumnKey[] = ['minute', 'limitMinute', 'passScore', 'category'];
const QUESTION_FIELDS: ImportColumnKey[] = [
  'questionCategory',
  'type',
  'level',
  'score',
  'text',
  'answer',
  'promotion',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'optionF',
];

/** The paper fields of a title row: duration, submission limit, pass score and category. */
function readExam(read: CellReader, row: number, errors: ExamImportIssue[]): ImportedExam {
  const required = (column: ImportColumnKey) => errors.push({ key: 'import.required', column });
  const title = read('title');
  if (charLength(title) > PAPER_TITLE_MAX) errors.push({ key: 'import.tooLong', params: { max: PAPER_TITLE_MAX }, column: 'title' });
  const minuteText = read('minute');
  const minute = parseMinutes(minuteText);
  if (!minuteText) required('minute');
  else if (minute === null || minute < 1 || minute > EXAM_MINUTE_MAX)
    errors.push({ key: 'exam.paper.minuteInvalid', params: { max: EXAM_MINUTE_MAX }, column: 'minute' });
  const limitText = read('limitMinute');
  const limitMinute = limitText ? parseMinutes(limitText) : 0;
  if (limitMinute === null) errors.push({ key: 'exam.paper.limitInvalid', column: 'limitMinute' });
  else if (minute !== null && minute >= 1 && minute <= limitMinute) {
    errors.push({ key: 'exam.paper.durationNotAboveLimit', params: { minute, limit: limitMinute }, column: 'limitMinute' });
  }
  const passText = read('passScore');
  const passScore = parseScoreText(passText);
  if (!passText) required('passScore');
  else if (passScore === null || !hasOneDecimal(passScore) || passScore <= 0 || passScore > PASS_SCORE_MAX) {
    errors.push({ key: 'exam.paper.passScoreInvalid', params: { max: PASS_SCORE_MAX }, column: 'passScore' });
  }
  const categoryName = read('category');
  if (!categoryName) required('category');
  else if (charLength(categoryName) > CATALOG_NAME_MAX) errors.push({ key: 'import.tooLong', params: { max: CATALOG_NAME_MAX }, column: 'category' });
  return { row, title, minute: minute ?? 0, limitMinute: limitMinute ?? 0, passScore: passScore ?? 0, categoryName, questions: [], total: 0 };
}

/** A continuation row may repeat its paper's fields; a different value is an error. */
function conflicts(read: CellReader, first: CellReader): ExamImportIssue[] {
  return EXAM_FIELDS.filter((column) => {
    const value = read(column);
    if (!value) return false;
    const numeric = column === 'category' ? null : parseScoreText(value);
    const original = column === 'category' ? null : parseScoreText(first(column));
    return numeric !== null && original !== null ? toTenths(numeric) !== toTenths(original) : value !== first(column);
  }).map((column) => ({ key: 'exam.import.examFieldConflict', column }));
}

/** The file's data rows, each with its reader, or the check refusing the whole file. */
function prepare(input: unknown, template: ImportTemplate): SheetRow<ImportColumnKey>[] | ImportCheck {
  const allowed = new Set(template.columns.map((column) => column.key));
  const sheet = readSheet(Array.isArray(input) ? (input as unknown[][]) : [], {
    template,
    columnForHeader: (cell) => {
      const key = columnForHeader(cell);
      return key && allowed.has(key) ? key : null;
    },
    required: template.columns.filter((column) => column.required).map((column) => column.key),
  });
  return sheet.fileErrors.length > 0 ? emptyCheck(template, sheet.fileErrors) : sheet.rows;
}

function finish(check: Omit<ImportCheck, 'ok'>): ImportCheck {
  for (const row of check.rows) row.ok = row.errors.length === 0;
  return { ...check, ok: check.fileErrors.length === 0 && check.rows.length > 0 && check.rows.every((row) => row.ok) };
}

/**
 * Checks an exam import: a row with a title starts a paper (title, duration, pass score and
 * category required; the submission limit defaults to 0) and may carry its first question; rows
 * below without a title add questions to it. Each paper's question scores must sum to exactly 100.
 */
export function checkExamImport(input: unknown, options: ImportCheckOptions = {}): ImportCheck {
  const prepared = prepare(input, EXAM_IMPORT_TEMPLATE);
  if (!Array.isArray(prepared)) return prepared;
  const judgeLabels = options.judgeLabels ?? DEFAULT_JUDGE_LABELS;
  const firstRow = options.firstRowNumber ?? 1;
  const results: ImportRowResult[] = [];
  const exams: ImportedExam[] = [];
  const examRows: { result: ImportRowResult; read: CellReader; scores: number[]; questionRows: number }[] = [];
  const titles = new Set<string>();
  prepared.forEach(({ row, read }) => {
    const result: ImportRowResult = { row: firstRow - 1 + row, ok: false, errors: [], warnings: [], question: null, exam: null };
    results.push(result);
    const title = read('title');
    const current = examRows[examRows.length - 1];
    if (title && (!current || title !== current.read('title'))) {
      if (titles.has(title)) result.errors.push({ key: 'exam.import.duplicateExam', params: { title }, column: 'title' });
      titles.add(title);
      exams.push(readExam(read, result.row, result.errors));
      examRows.push({ result, read, scores: [], questionRows: 0 });
    } else if (!current) {
      result.errors.push({ key: 'import.required', column: 'title' });
    } else {
      result.errors.push(...conflicts(read, current.read));
    }
    const owner = examRows[examRows.length - 1];
    if (owner && (title || current)) result.exam = exams.length - 1;
    if (!QUESTION_FIELDS.some((column) => read(column))) return;
    const outcome = checkQuestionRow(read, result.row, judgeLabels);
    result.errors.push(...outcome.errors);
    result.warnings.push(...outcome.warnings);
    result.question = outcome.question;
    if (!owner || result.exam === null) return;
    owner.questionRows += 1;
    const score = outcome.question?.score ?? parseScoreText(read('score') || '10');
    if (score !== null) owner.scores.push(score);
    if (outcome.question) exams[result.exam]?.questions.push(outcome.question);
  });
  examRows.forEach((entry, index) => {
    const exam = exams[index];
    if (!exam) return;
    exam.total = sumScores(entry.scores);
    if (entry.questionRows === 0) entry.result.errors.push({ key: 'exam.import.examNoQuestions', column: 'title' });
    else if (toTenths(exam.total) !== toTenths(TOTAL_SCORE))
      entry.result.errors.push({ key: 'exam.import.scoresNot100', params: { total: exam.total }, column: 'score' });
  });
  return finish({ template: 'exam', fileErrors: [], rows: results, exams, questions: [] });
}

/** Checks a question import: every non-empty row below the header is one bank question. */
export function checkQuestionImport(input: unknown, options: ImportCheckOptions = {}): ImportCheck {
  const prepared = prepare(input, QUESTION_IMPORT_TEMPLATE);
  if (!Array.isArray(prepared)) return prepared;
  const judgeLabels = options.judgeLabels ?? DEFAULT_JUDGE_LABELS;
  const firstRow = options.firstRowNumber ?? 1;
  const results: ImportRowResult[] = [];
  prepared.forEach(({ row, read }) => {
    const outcome = checkQuestionRow(read, firstRow - 1 + row, judgeLabels);
    results.push({ row: firstRow - 1 + row, ok: false, errors: outcome.errors, warnings: outcome.warnings, question: outcome.question, exam: null });
  });
  const questions = results.flatMap((result) => (result.question ? [result.question] : []));
  return finish({ template: 'question', fileErrors: [], rows: results, exams: [], questions });
}

/** One issue in the reader's language, with its column's header name filled in. */
export function importIssueText(issue: ExamImportIssue, t: Translate): string {
  return importIssueMessage(t, issue, importColumnLabel);
}

/** The error-reason cell of a failed row in the downloadable file: every error, joined. */
export function importRowReason(row: Pick<ImportRowResult, 'errors'>, t: Translate): string {
  return row.errors.map((issue) => importIssueText(issue, t)).join(t('import.separator'));
}
