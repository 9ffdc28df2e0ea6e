import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cellText, EXAM_IMPORT_ROWS_MAX, type ImportQuery, type ImportResponse } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { UploadedFile } from '../../http/validate.js';
import { readSheetRows, writeWorkbook } from '../../lib/excel.js';
import type { CallerRequest } from '../../lib/request.js';
import { checkFaqImport, type FaqImportCheck } from './rows.js';
import { faqColumnForHeader, faqColumnLabel, faqIssueText, faqTemplateHeader, FAQ_IMPORT_TEMPLATE, type FaqImportIssue } from './template.js';
import { writeFaqs, type FaqImportCounts } from './writes.js';

/**
 * The FAQ bank's Excel import (admin §4 import wizard, §5 "FAQ"; docs/faq.md "Import"), the same
 * wizard as the exam imports: `step=preview` answers every row's result; `step=import` refuses
 * while any row is wrong, else writes everything in one transaction by the mode. Failed rows are
 * kept as an .xlsx (the template's columns plus the error reason) for download.
 */

const SHEET = 'faq';
const errorDir = (request: CallerRequest) => path.join(request.deps.config.dataDir, 'tmp', 'imports', request.caller.orgId);
const errorPath = (request: CallerRequest, id: string) => path.join(errorDir(request), `faq-${id}.xlsx`);

/** `GET api/admin/v3/faq/import/template`: the header row in the caller's language, closed by `#faq-v1`. */
export async function faqTemplateFile(request: CallerRequest): Promise<{ filename: string; bytes: Buffer }> {
  return { filename: `faq-import-v${FAQ_IMPORT_TEMPLATE.version}.xlsx`, bytes: await writeWorkbook(SHEET, [faqTemplateHeader(request.t)]) };
}

/** `GET api/admin/v3/faq/import/errors/{id}`: a failed-rows file of the caller's organisation, else 404. */
export async function faqErrorFile(request: CallerRequest, id: string): Promise<{ filename: string; bytes: Buffer }> {
  if (!isUuid(id)) throw appError('errors.notFound');
  try {
    return { filename: 'faq-import-errors.xlsx', bytes: await readFile(errorPath(request, id)) };
  } catch {
    throw appError('errors.notFound');
  }
}

/** The failed rows in the template's column order with their reasons, as a stored .xlsx; answers its id. */
async function saveFailedRows(request: CallerRequest, rows: unknown[][], check: FaqImportCheck): Promise<string> {
  const headerAt = rows.findIndex((cells) => cells.some((cell) => faqColumnForHeader(cellText(cell)) !== null));
  const positions = new Map<string, number>();
  (rows[headerAt] ?? []).forEach((cell, index) => {
    const column = faqColumnForHeader(cellText(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const template = faqTemplateHeader(request.t);
  const header = [...template.slice(0, -1), request.t('exam.import.errorReason'), template.at(-1)!];
  const body = check.rows
    .filter((row) => !row.ok)
    .map((row) => {
      const cells = rows[row.row - 1] ?? [];
      const at = (key: string) => {
        const index = positions.get(key);
        return index === undefined ? '' : cellText(cells[index]);
      };
      const reason = row.errors.map((issue) => faqIssueText(issue, request.t)).join(request.t('exam.import.separator'));
      return [...FAQ_IMPORT_TEMPLATE.columns.map((column) => at(column.key)), reason];
    });
  const id = randomUUID();
  await mkdir(errorDir(request), { recursive: true });
  await writeFile(errorPath(request, id), await writeWorkbook(SHEET, [header, ...body]));
  return id;
}

/** Refuses the whole file for its first problem, as the exam imports do. */
function refuseFile(request: CallerRequest, issue: FaqImportIssue): never {
  if (issue.key === 'exam.import.emptyFile') throw appError('errors.exam.invalidExcel');
  throw invalidInput(issue.key, { ...issue.params, ...(issue.column ? { column: faqColumnLabel(issue.column, request.t) } : {}) }, 'file');
}

/** `POST api/admin/v3/faq/import?step&mode` with one .xlsx in the field `file`. */
export async function runFaqImport(request: CallerRequest, files: readonly UploadedFile[], query: ImportQuery): Promise<Omit<ImportResponse, 'successed'>> {
  const [file] = files;
  if (!file || files.length !== 1) throw appError('errors.exam.requireExcel');
  const { rows, truncated } = await readSheetRows(file.filepath, EXAM_IMPORT_ROWS_MAX + 1);
  if (truncated) throw invalidInput('exam.import.tooManyRows', { max: EXAM_IMPORT_ROWS_MAX }, 'file');
  const check = checkFaqImport(rows);
  if (check.fileErrors[0]) refuseFile(request, check.fileErrors[0]);
  const failed = check.rows.filter((row) => !row.ok);
  const errorfile = failed.length > 0 ? `/${ADMIN_ENDPOINTS.faq.importErrors.path.replace(':id', await saveFailedRows(request, rows, check))}` : '';
  let counts: FaqImportCounts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  if (query.step === 'import') {
    if (!check.ok) throw appError('errors.exam.importInvalid');
    const scope = { orgId: request.caller.orgId, creatorId: request.caller.id, now: request.deps.clock.now(), mode: query.mode };
    counts = await request.deps.db.transaction((tx) => writeFaqs(tx, scope, check.faqs));
  }
  const issue = (found: FaqImportIssue) => ({ column: found.column ? faqColumnLabel(found.column, request.t) : '', message: faqIssueText(found, request.t) });
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
