import {
  cellText,
  importFileName,
  locateHeader,
  SYNONYM_IMPORT_HEADERS,
  IMPORT_ROWS_MAX,
  synonymBodySchema,
  type ImportResponse,
  type SynonymBody,
  type Translate,
} from '@peilian/shared';
import { insertSynonyms, synonymBases } from '../../data/practice/words.js';
import { uniqueViolation } from '../../db/errors.js';
import { appError } from '../../errors/index.js';
import { translateIssues } from '../../errors/issues.js';
import { readSheetRows, writeWorkbook } from '../../lib/excel.js';
import { keepFailedRows, readErrorFile } from '../../lib/importWizard.js';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { singleFile, type UploadedFile } from '../../http/validate.js';
import { changingWordLibraries } from '../lexicon.js';
import type { Caller } from '../../lib/caller.js';
import { openOperation } from '../../db/operationScope.js';

/**
 * The synonym import (admin §4 import wizard, §5 "Synonyms: base word and synonym words required,
 * comma split"; mode 1 only): `preview` checks every row, `import` refuses while any row is wrong,
 * else adds every group in one transaction. A base word already in the library, or twice in the
 * file, is a row error; the wrong rows are kept as an .xlsx (both columns and the reason) to download.
 */

type Column = keyof typeof SYNONYM_IMPORT_HEADERS;
type RowResult = ImportResponse['rows'][number];
type FilledRow = { row: number; cells: unknown[] };

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[*:：\s]/g, '')
    .toLowerCase();
const HEADER_OF = new Map<string, Column>(
  (Object.entries(SYNONYM_IMPORT_HEADERS) as [Column, readonly string[]][]).flatMap(([column, labels]) =>
    labels.map((label) => [fold(label), column] as const),
  ),
);

/** Each filled row checked: its fields, a base given twice in the file, a base the organisation has. */
function checkedRows(
  filled: readonly FilledRow[],
  columns: Partial<Record<Column, number>>,
  existing: ReadonlySet<string>,
  t: Translate,
): { results: RowResult[]; accepted: SynonymBody[] } {
  const firstRow = new Map<string, number>();
  const accepted: SynonymBody[] = [];
  const results: RowResult[] = filled.map(({ row, cells }) => {
    const input = { base: cellText(cells[columns.base!]), words: cellText(cells[columns.words!]) };
    const parsed = synonymBodySchema.safeParse(input);
    const errors = parsed.success ? [] : translateIssues(parsed.error.issues, input, t).map((message) => ({ column: '', message }));
    if (parsed.success) {
      const earlier = firstRow.get(parsed.data.base);
      if (earlier !== undefined)
        errors.push({ column: t('practiceAdmin.synonymImport.base'), message: t('practiceAdmin.synonymImport.duplicateInFile', { row: earlier }) });
      else if (existing.has(parsed.data.base)) errors.push({ column: t('practiceAdmin.synonymImport.base'), message: t('practiceAdmin.synonymImport.exists') });
      firstRow.set(parsed.data.base, earlier ?? row);
      if (errors.length === 0) accepted.push(parsed.data);
    }
    return { row, ok: errors.length === 0, errors, warnings: [] };
  });
  return { results, accepted };
}

/** Stores the accepted groups in one transaction; a base taken meanwhile is `synonymExists`. */
async function storeSynonyms(request: Caller, accepted: readonly SynonymBody[]): Promise<void> {
  try {
    const { db } = request.deps;
    const { orgId } = request.caller;
    await openOperation(() =>
      changingWordLibraries(db, orgId, () =>
        db.transaction((tx) =>
          insertSynonyms(
            tx,
            accepted.map((group) => ({ orgId, base: group.base, words: group.words, status: group.status })),
          ),
        ),
      ),
    );
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw appError('errors.practice.synonymExists');
    throw error;
  }
}

/** The template: the two headers in the caller's language. */
export async function synonymTemplate(request: Caller): Promise<{ filename: string; bytes: Buffer }> {
  const header = [request.t('practiceAdmin.synonymImport.base'), request.t('practiceAdmin.synonymImport.words')];
  return { filename: importFileName(request.t, 'template', 'synonyms'), bytes: await writeWorkbook('synonyms', [header, ['优惠', '折扣,打折,便宜点']]) };
}

/** `GET …/synonyms/import/errors/{id}`: a failed-rows file of the caller's organisation, else 404. */
export function synonymErrorFile(request: Caller, id: string): Promise<{ filename: string; bytes: Buffer }> {
  return readErrorFile('synonyms', request, id);
}

/** The wrong rows as the file had them, each with its reasons, for the admin to mend and import again. */
function keepWrongRows(
  request: Caller,
  filled: readonly FilledRow[],
  columns: Partial<Record<Column, number>>,
  results: readonly RowResult[],
): Promise<string> {
  const { t } = request;
  const reasons = new Map(
    results.filter((result) => !result.ok).map((result) => [result.row, result.errors.map((error) => error.message).join(t('exam.import.separator'))]),
  );
  const header = [t('practiceAdmin.synonymImport.base'), t('practiceAdmin.synonymImport.words'), t('exam.import.errorReason')];
  const body = filled.flatMap(({ row, cells }) => {
    const reason = reasons.get(row);
    return reason === undefined ? [] : [[cellText(cells[columns.base!]), cellText(cells[columns.words!]), reason]];
  });
  return keepFailedRows(request, 'synonyms', ADMIN_ENDPOINTS.synonyms.importErrors.path, [header, ...body]);
}

function columnsOf(header: readonly unknown[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const column = HEADER_OF.get(fold(cellText(cell)));
    if (column && found[column] === undefined) found[column] = index;
  });
  return found;
}

function emptyResponse(step: 'preview' | 'import', fileerrors: string[]): ImportResponse {
  return {
    successed: true,
    step,
    ok: false,
    total: 0,
    okcount: 0,
    errcount: 0,
    fileerrors,
    rows: [],
    insertcount: 0,
    updatecount: 0,
    skipcount: 0,
    errrows: [],
    errorfile: '',
  };
}

export async function importSynonyms(request: Caller, files: UploadedFile[], step: 'preview' | 'import'): Promise<ImportResponse> {
  const { t } = request;
  const file = singleFile(files, 'library.rules.fileNameRequired');
  const names = (cell: string) => HEADER_OF.get(fold(cell));
  const { rows, truncated } = await readSheetRows(file.filepath, IMPORT_ROWS_MAX + 1, names);
  // A workbook past the cap is answered before it is read whole, without its rows.
  if (truncated) return emptyResponse(step, [t('practiceAdmin.synonymImport.tooManyRows', { max: IMPORT_ROWS_MAX })]);
  // The header where a person would find it: below a title, over two rows (docs/decisions.md "Imports take the files people have").
  const located = locateHeader(rows, names);
  const columns = columnsOf(located?.cells ?? []);
  const dataFrom = located?.dataFrom ?? rows.length;
  const missing = (Object.keys(SYNONYM_IMPORT_HEADERS) as Column[]).filter((column) => columns[column] === undefined);
  if (missing.length)
    return emptyResponse(step, [
      t('practiceAdmin.synonymImport.missingColumns', { columns: missing.map((c) => t(`practiceAdmin.synonymImport.${c}`)).join('、') }),
    ]);
  const filled = rows
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ row, cells }) => row > dataFrom && cells.some((cell) => cellText(cell).trim()));
  if (filled.length === 0) return emptyResponse(step, [t('practiceAdmin.synonymImport.noRows')]);
  if (filled.length > IMPORT_ROWS_MAX) return emptyResponse(step, [t('practiceAdmin.synonymImport.tooManyRows', { max: IMPORT_ROWS_MAX })]);

  const existing = await synonymBases(request.deps.db, request.caller.orgId);
  const { results, accepted } = checkedRows(filled, columns, existing, t);
  const errrows = results.filter((result) => !result.ok).map((result) => result.row);
  const response: ImportResponse = {
    ...emptyResponse(step, []),
    ok: errrows.length === 0,
    total: results.length,
    okcount: accepted.length,
    errcount: errrows.length,
    rows: results,
    errrows,
    errorfile: errrows.length > 0 ? await keepWrongRows(request, filled, columns, results) : '',
  };
  if (step === 'preview' || errrows.length > 0) return response;
  await storeSynonyms(request, accepted);
  return { ...response, insertcount: accepted.length };
}
