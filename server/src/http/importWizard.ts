import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  cellText,
  IMPORT_ROWS_MAX,
  importFileName,
  importIssueMessage,
  type ImportFileSubject,
  type ImportIssue,
  type ImportQuery,
  type ImportResponse,
  type ImportRowAction,
  type Translate,
} from '@peilian/shared';
import type { Db } from '../db/client.js';
import { appError, invalidInput } from '../errors/index.js';
import { isUuid } from './request.js';
import type { UploadedFile } from './validate.js';
import { readSheetRows, writeWorkbook } from '../lib/excel.js';
import type { Caller } from '../auth/caller.js';
import { openOperation } from '../db/operationScope.js';

/**
 * The Excel import wizard the exam imports and the FAQ import share (admin §4 import wizard): one
 * .xlsx in; `step=preview` answers every row's result, `step=import` writes only a file without a
 * wrong row; the failed rows are kept as an .xlsx (the template's columns plus the error reason)
 * for download by id. An import makes its wizard from an `ImportWizardSpec` and keeps its own
 * checks and writes.
 */

/** An import's checked rows, as far as the wizard reads them. */
export interface WizardCheck<Issue> {
  /** True when there are rows and neither the file nor any row has an error. */
  ok: boolean;
  rows: readonly WizardRow<Issue>[];
}

/** A row's check; an import whose rows are people says what it will do with each and whom it names. */
export interface WizardRow<Issue> {
  row: number;
  ok: boolean;
  errors: readonly Issue[];
  warnings: readonly Issue[];
  action?: ImportRowAction;
  account?: string;
  name?: string;
}

/** What tells one import's wizard from another's. */
export interface ImportWizardSpec<Column extends string> {
  /** Names its files (题目导入模板.xlsx, 题目导入错误行.xlsx; kept as `<name>-<id>.xlsx`) and their one sheet. */
  name: ImportFileSubject;
  template: { version: number; columns: readonly { key: Column }[] };
  /** The template's header row in the caller's language, closed by the version marker. */
  header: (t: Translate) => string[];
  /** The column a header cell names, in any interface language; null for any other text. */
  columnForHeader: (cell: string) => Column | null;
  /** A column's name in the caller's language, filled into the issues about it (`importIssueMessage`). */
  columnLabel: (column: Column, t: Translate) => string;
  /** The failed-rows download's endpoint path, with its `:id`. */
  errorsPath: string;
}

/** Where an import's rows went (all zero for a preview). */
export type WizardCounts = Pick<ImportResponse, 'insertcount' | 'updatecount' | 'skipcount'>;

/** What an import writes under: the caller's organisation and the chosen mode. */
export interface WizardScope {
  orgId: string;
  creatorId: string;
  now: Date;
  mode: ImportQuery['mode'];
}

interface DownloadFile {
  filename: string;
  bytes: Buffer;
}

/** One import's wizard, made by `importWizard` from its spec. */
export interface ImportWizard<Issue> {
  /** `GET …/import/template`: the header row in the caller's language, closed by the version marker. */
  templateFile(request: Caller): Promise<DownloadFile>;
  /** `GET …/import/errors/{id}`: a failed-rows file of the caller's organisation, else 404. */
  errorFile(request: Caller, id: string): Promise<DownloadFile>;
  /** The rows of the one uploaded workbook's sheet naming the import's columns (`readImportUpload`). */
  readUpload(files: readonly UploadedFile[]): Promise<unknown[][]>;
  /**
   * Keeps the failed rows as an .xlsx of the caller's organisation, in the template's column order
   * whatever the upload's, each with its reason in a column before the version marker; answers the
   * file's download path, '' when no row failed.
   */
  saveFailedRows(request: Caller, rows: unknown[][], check: WizardCheck<Issue>): Promise<string>;
  /**
   * Refuses the whole file for its first problem, if it has one: an empty workbook as no Excel
   * file, missing columns all named in one message, anything else with the issue's message, the
   * column it is about named in the caller's language.
   */
  refuseFile(request: Caller, issues: readonly Issue[]): void;
  /** The wizard's answer: every row's result with its issues in the caller's language, the counts and the failed-rows link. */
  response(request: Caller, answer: WizardAnswer<Issue>): Omit<ImportResponse, 'successed'>;
}

/** What an import did, for its answer. */
export interface WizardAnswer<Issue> {
  step: ImportQuery['step'];
  check: WizardCheck<Issue>;
  counts: WizardCounts;
  errorfile: string;
}

const errorDir = (request: Caller) => path.join(request.deps.config.dataDir, 'tmp', 'imports', request.caller.orgId);
const errorPath = (name: string, request: Caller, id: string) => path.join(errorDir(request), `${name}-${id}.xlsx`);

/** The wizard of one import, from what tells it from the others. */
export function importWizard<C extends string>(spec: ImportWizardSpec<C>): ImportWizard<ImportIssue<C>> {
  return {
    templateFile: async (request) => ({
      filename: importFileName(request.t, 'template', spec.name),
      bytes: await writeWorkbook(spec.name, [spec.header(request.t)]),
    }),
    errorFile: (request, id) => readErrorFile(spec.name, request, id),
    readUpload: (files) => readImportUpload(files, spec.columnForHeader),
    saveFailedRows: (request, rows, check) => saveFailedRows(spec, request, rows, check),
    refuseFile: (request, issues) => {
      const [issue] = issues;
      if (!issue) return;
      if (issue.key === 'import.emptyFile') throw appError('errors.exam.invalidExcel');
      const label = (column: C) => spec.columnLabel(column, request.t);
      const missing = issues.flatMap((found) => (found.key === 'import.missingColumn' && found.column ? [label(found.column)] : []));
      if (missing.length > 1) throw invalidInput('import.missingColumns', { columns: missing.join(request.t('import.columnSeparator')) }, 'file');
      throw invalidInput(issue.key, { ...issue.params, ...(issue.column ? { column: label(issue.column) } : {}) }, 'file');
    },
    response: (request, answer) => importResponse(spec, request, answer),
  };
}

/**
 * The rows of the one uploaded workbook (.xlsx or .xls; header included), of its sheet that names
 * the most of the import's columns (`names`), refused past the import row limit.
 */
async function readImportUpload(files: readonly UploadedFile[], names: (cell: string) => unknown): Promise<unknown[][]> {
  const [file] = files;
  if (!file || files.length !== 1) throw appError('errors.exam.requireExcel');
  const { rows, truncated } = await readSheetRows(file.filepath, IMPORT_ROWS_MAX + 1, names);
  if (truncated) throw invalidInput('import.tooManyRows', { max: IMPORT_ROWS_MAX }, 'file');
  return rows;
}

/**
 * Marks a checked row wrong for an issue the server finds beyond the row checks (a locked paper, a
 * catalogue the caller may not import into), and with it the whole file: the preview shows it and
 * the import writes nothing.
 */
export function refuseRow<Issue>(check: { ok: boolean; rows: readonly { row: number; ok: boolean; errors: Issue[] }[] }, row: number, issue: Issue): void {
  check.ok = false;
  const found = check.rows.find((candidate) => candidate.row === row);
  if (!found) return;
  found.errors.push(issue);
  found.ok = false;
}

/** `step=import`: refused while any row is wrong, else `write` runs in one transaction; a preview writes nothing. */
export async function writeImport(
  request: Caller,
  query: ImportQuery,
  check: { ok: boolean },
  write: (tx: Db, scope: WizardScope) => Promise<WizardCounts>,
): Promise<WizardCounts> {
  if (query.step !== 'import') return { insertcount: 0, updatecount: 0, skipcount: 0 };
  if (!check.ok) throw appError('errors.exam.importInvalid');
  const scope = { orgId: request.caller.orgId, creatorId: request.caller.id, now: request.deps.clock.now(), mode: query.mode };
  return openOperation(request.deps.db, (tx) => write(tx, scope));
}

/** A failed-rows file the caller's organisation kept (`keepFailedRows`), else 404. */
export async function readErrorFile(name: ImportFileSubject, request: Caller, id: string): Promise<DownloadFile> {
  if (!isUuid(id)) throw appError('errors.notFound');
  try {
    return { filename: importFileName(request.t, 'errors', name), bytes: await readFile(errorPath(name, request, id)) };
  } catch {
    throw appError('errors.notFound');
  }
}

/** Each template column's position in the upload's header row (the first row naming a column). */
function columnPositions<C extends string>(rows: unknown[][], columnForHeader: (cell: string) => C | null): Map<C, number> {
  const headerAt = rows.findIndex((cells) => cells.some((cell) => columnForHeader(cellText(cell)) !== null));
  const positions = new Map<C, number>();
  (rows[headerAt] ?? []).forEach((cell, index) => {
    const column = columnForHeader(cellText(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  return positions;
}

async function saveFailedRows<C extends string>(
  spec: ImportWizardSpec<C>,
  request: Caller,
  rows: unknown[][],
  check: WizardCheck<ImportIssue<C>>,
): Promise<string> {
  const failed = check.rows.filter((row) => !row.ok);
  if (failed.length === 0) return '';
  const { t } = request;
  const positions = columnPositions(rows, spec.columnForHeader);
  const template = spec.header(t);
  const header = [...template.slice(0, -1), t('import.errorReason'), template.at(-1)!];
  const body = failed.map((row) => {
    const cells = rows[row.row - 1] ?? [];
    const at = (key: C) => {
      const index = positions.get(key);
      return index === undefined ? '' : cellText(cells[index]);
    };
    const reason = row.errors.map((issue) => importIssueMessage(t, issue, spec.columnLabel)).join(t('import.separator'));
    return [...spec.template.columns.map((column) => at(column.key)), reason];
  });
  return keepFailedRows(request, spec.name, spec.errorsPath, [header, ...body]);
}

/**
 * Keeps an import's failed rows (header first) as an .xlsx of the caller's organisation and answers
 * its download path: `errorsPath` with the file's id (read back by `readErrorFile`).
 */
export async function keepFailedRows(request: Caller, name: ImportFileSubject, errorsPath: string, rows: readonly (readonly string[])[]): Promise<string> {
  const id = randomUUID();
  await mkdir(errorDir(request), { recursive: true });
  await writeFile(errorPath(name, request, id), await writeWorkbook(name, rows));
  return `/${errorsPath.replace(':id', id)}`;
}

function importResponse<C extends string>(
  spec: ImportWizardSpec<C>,
  request: Caller,
  { step, check, counts, errorfile }: WizardAnswer<ImportIssue<C>>,
): Omit<ImportResponse, 'successed'> {
  const { t } = request;
  const issue = (found: ImportIssue<C>) => ({
    column: found.column ? spec.columnLabel(found.column, t) : '',
    message: importIssueMessage(t, found, spec.columnLabel),
  });
  const failed = check.rows.filter((row) => !row.ok);
  return {
    step,
    ok: check.ok,
    total: check.rows.length,
    okcount: check.rows.length - failed.length,
    errcount: failed.length,
    fileerrors: [],
    rows: check.rows.map(({ row, ok, errors, warnings, action, account, name }) => ({
      row,
      ok,
      errors: errors.map(issue),
      warnings: warnings.map(issue),
      ...(ok && action ? { action } : {}),
      ...(account === undefined ? {} : { account }),
      ...(name === undefined ? {} : { name }),
    })),
    ...counts,
    errrows: failed.map((row) => row.row),
    errorfile,
  };
}
