import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  cellText,
  checkExamImport,
  checkQuestionImport,
  columnForHeader,
  EXAM_IMPORT_ROWS_MAX,
  EXAM_IMPORT_TEMPLATE,
  importColumnLabel,
  importIssueText,
  importRowReason,
  QUESTION_IMPORT_TEMPLATE,
  templateHeader,
  templateMarker,
  type ImportCheck,
  type ImportIssue,
  type ImportQuery,
  type ImportResponse,
  type ImportTemplate,
} from '@peilian/shared';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { UploadedFile } from '../../http/validate.js';
import { readSheetRows, writeWorkbook } from '../../lib/excel.js';
import { existingPapers, writeExams, writeQuestions, type ImportCounts } from './importWrites.js';
import type { CallerRequest } from '../../lib/request.js';

/**
 * The Excel imports (admin §4 import wizard, §5 "Imports"): `step=preview` checks every row with
 * shared's `checkQuestionImport` / `checkExamImport` and answers the per-row results; `step=import`
 * refuses while any row is wrong, else writes everything in one transaction by the mode. Failed
 * rows are kept as an .xlsx (the template's columns plus the error reason) for download.
 */

export type ImportKind = 'question' | 'exam';

const TEMPLATES: Record<ImportKind, ImportTemplate> = { question: QUESTION_IMPORT_TEMPLATE, exam: EXAM_IMPORT_TEMPLATE };
const PATHS: Record<ImportKind, string> = { question: 'question', exam: 'examination' };

const errorDir = (request: CallerRequest) => path.join(request.deps.config.dataDir, 'tmp', 'imports', request.caller.orgId);

/** The template's header row; the failed-rows file adds the reason column before the version marker. */
export async function templateFile(request: CallerRequest, kind: ImportKind): Promise<{ filename: string; bytes: Buffer }> {
  const template = TEMPLATES[kind];
  const bytes = await writeWorkbook(kind, [templateHeader(template, request.t)]);
  return { filename: `${kind}-import-v${template.version}.xlsx`, bytes };
}

/** A stored failed-rows file of the caller's organisation, else 404. */
export async function errorFile(request: CallerRequest, kind: ImportKind, id: string): Promise<{ filename: string; bytes: Buffer }> {
  if (!isUuid(id)) throw appError('errors.notFound');
  try {
    return { filename: `${kind}-import-errors.xlsx`, bytes: await readFile(path.join(errorDir(request), `${kind}-${id}.xlsx`)) };
  } catch {
    throw appError('errors.notFound');
  }
}

function checkRows(request: CallerRequest, kind: ImportKind, rows: unknown[][]): ImportCheck {
  const options = { judgeLabels: [request.t('exam.judge.true'), request.t('exam.judge.false')] as const };
  return kind === 'question' ? checkQuestionImport(rows, options) : checkExamImport(rows, options);
}

/** Mode 2 and 3 would update a paper of the same title: a published one is locked, said on its title row. */
async function addPaperLocks(request: CallerRequest, check: ImportCheck, mode: number): Promise<void> {
  if (check.template !== 'exam' || mode === 1) return;
  const papers = await existingPapers(
    request.deps.db,
    request.caller.orgId,
    check.exams.map((exam) => exam.title),
  );
  for (const exam of check.exams) {
    if (papers.get(exam.title)?.status !== 1) continue;
    const row = check.rows.find((candidate) => candidate.row === exam.row);
    if (row) {
      row.errors.push({ key: 'errors.exam.paperLocked', column: 'title' });
      row.ok = false;
      check.ok = false;
    }
  }
}

/** The failed rows in the template's column order with their reasons, as a stored .xlsx; answers its id. */
async function saveFailedRows(request: CallerRequest, kind: ImportKind, rows: unknown[][], check: ImportCheck): Promise<string> {
  const template = TEMPLATES[kind];
  const headerIndex = rows.findIndex((cells) => cells.some((cell) => columnForHeader(cellText(cell)) !== null));
  const positions = new Map<string, number>();
  (rows[headerIndex] ?? []).forEach((cell, index) => {
    const column = columnForHeader(cellText(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const header = [...templateHeader(template, request.t).slice(0, -1), request.t('exam.import.errorReason'), templateMarker(template)];
  const failed = check.rows.filter((row) => !row.ok);
  const body = failed.map((row) => {
    const cells = rows[row.row - 1] ?? [];
    const at = (key: string) => {
      const index = positions.get(key);
      return index === undefined ? '' : cellText(cells[index]);
    };
    return [...template.columns.map((column) => at(column.key)), importRowReason(row, request.t)];
  });
  const id = randomUUID();
  await mkdir(errorDir(request), { recursive: true });
  await writeFile(path.join(errorDir(request), `${kind}-${id}.xlsx`), await writeWorkbook(kind, [header, ...body]));
  return id;
}

/** `POST api/admin/study/{question|examination}/import?step&mode` with one .xlsx in the field `file`. */
export async function runImport(
  request: CallerRequest,
  kind: ImportKind,
  files: readonly UploadedFile[],
  query: ImportQuery,
): Promise<Omit<ImportResponse, 'successed'>> {
  const [file] = files;
  if (!file || files.length !== 1) throw appError('errors.exam.requireExcel');
  const { rows, truncated } = await readSheetRows(file.filepath, EXAM_IMPORT_ROWS_MAX + 1);
  if (truncated) throw invalidInput('exam.import.tooManyRows', { max: EXAM_IMPORT_ROWS_MAX }, 'file');
  const check = checkRows(request, kind, rows);
  const fileError = check.fileErrors[0];
  if (fileError?.key === 'exam.import.emptyFile') throw appError('errors.exam.invalidExcel');
  if (fileError) throw invalidInput(fileError.key, fileError.params ?? {}, 'file');
  await addPaperLocks(request, check, query.mode);
  const failed = check.rows.filter((row) => !row.ok);
  const errorfile = failed.length > 0 ? `/api/admin/study/${PATHS[kind]}/import/errors/${await saveFailedRows(request, kind, rows, check)}` : '';
  let counts: ImportCounts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  if (query.step === 'import') {
    if (!check.ok) throw appError('errors.exam.importInvalid');
    const scope = { orgId: request.caller.orgId, creatorId: request.caller.id, now: request.deps.clock.now(), mode: query.mode };
    counts = await request.deps.db.transaction(async (tx) =>
      kind === 'question' ? (await writeQuestions(tx, scope, check.questions)).counts : writeExams(tx, scope, check.exams),
    );
  }
  const issue = (found: ImportIssue) => ({
    column: found.column ? importColumnLabel(found.column, request.t) : '',
    message: importIssueText(found, request.t),
  });
  return {
    step: query.step,
    ok: check.ok,
    total: check.rows.length,
    okcount: check.rows.length - failed.length,
    errcount: failed.length,
    fileerrors: [],
    rows: check.rows.map((row) => ({ row: row.row, ok: row.ok, errors: row.errors.map(issue), warnings: row.warnings.map(issue) })),
    ...counts,
    errrows: failed.map((row) => row.row),
    errorfile,
  };
}
