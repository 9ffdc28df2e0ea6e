import { readFile, stat } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { EXAM_IMPORT_FILE_BYTES, EXCEL_COLUMN_WIDTH } from '@peilian/shared';
import { appError } from '../errors/index.js';
import { readRowsUpToCap } from './sheetRowCap.js';
import { guardWorkbookShape, WorkbookShapeRefusal } from './workbookGuard.js';
import { inflateZip, storedZip, ZipRefusal, type ZipEntry } from './zipArchive.js';

/**
 * Reading and writing the import workbooks with exceljs. An upload is at most 10 MB, so it is read
 * whole: exceljs's streaming workbook reader drops the last zip entries now and then (measured:
 * about 1 read in 700 of the same file lost `xl/workbook.xml`), which would turn a good file into
 * "invalid Excel" or worse. What the file says about its sizes is never trusted: it is inflated for
 * real under a hard cap before exceljs sees it (`zipArchive.ts`), what exceljs would build cell by
 * cell is bounded (`workbookGuard.ts`), and an import's rows are counted up to its cap before
 * exceljs builds them, by exceljs's streaming worksheet reader on the server's own inflating
 * (`sheetRowCap.ts`). Cells are handed over as exceljs values (formulas with their cached
 * result, rich text, hyperlinks) for shared `cellText`; the cells of a merged range after its first
 * cell read empty.
 */

/**
 * exceljs, loaded on first use: it is the server's largest dependency (~0.3 s to load) and only
 * imports and exports need it, so a server start (and every test file) goes without it.
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** A merged cell's follower (exceljs `ValueType.Merge`), read as empty. */
export const MERGED_CELL = 1;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An .xlsx by its bytes (a zip), whatever its name. */
export const isWorkbook = (bytes: Buffer) => bytes.length >= 4 && ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * The most an import workbook may inflate to: 5 000 rows of the longest texts the templates allow
 * are about 50 MB of XML. A scenario workbook (at most 1 MB) passes its own, smaller limit.
 */
export const IMPORT_INFLATED_BYTES = 64 * 1024 * 1024;
/** An .xlsx has a dozen or two parts; more is not a workbook anyone typed. */
const ENTRIES_MAX = 1000;
/** Merged ranges (exceljs compares each with all before it) and the cells they cover. */
const SHAPE_LIMITS = { merges: 5000, mergedCells: 200_000 };

const MB = 1024 * 1024;

/** The workbook's entries, inflated under the cap and with exceljs's cell-by-cell work bounded. */
async function boundedEntries(bytes: Buffer, inflatedBytes: number): Promise<ZipEntry[]> {
  try {
    return guardWorkbookShape(await inflateZip(bytes, { inflatedBytes, entries: ENTRIES_MAX }), SHAPE_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefusal && error.reason === 'tooLarge') throw appError('errors.importTooLarge', { mb: Math.round(inflatedBytes / MB) });
    if (error instanceof ZipRefusal) throw appError('errors.exam.invalidExcel');
    if (error instanceof WorkbookShapeRefusal) throw appError('errors.importTooComplex');
    throw error;
  }
}

/**
 * An uploaded workbook, read by exceljs only after its bytes passed the bounds: a file that is not
 * an .xlsx by content → 'require Excel' (415); one that inflates past `inflatedBytes` → importTooLarge
 * (413), refused as soon as inflating passes it, whatever the file declares; too many merged cells
 * or columns → importTooComplex (413); anything else exceljs cannot read → 'invalid Excel' (400).
 */
export async function loadWorkbook(bytes: Buffer, inflatedBytes = IMPORT_INFLATED_BYTES): Promise<ExcelJS.Workbook> {
  if (!isWorkbook(bytes)) throw appError('errors.exam.requireExcel');
  // exceljs inflates what it is given again: hand it the checked bytes, stored, and nothing else.
  const archive = storedZip(await boundedEntries(bytes, inflatedBytes));
  const workbook = new (await loadExcel()).Workbook();
  try {
    // exceljs types its input as its own ArrayBuffer-like `Buffer`; JSZip reads a Node Buffer as it is, without a copy.
    await workbook.xlsx.load(archive as unknown as ArrayBuffer);
  } catch {
    throw appError('errors.exam.invalidExcel');
  }
  return workbook;
}

/**
 * The first worksheet's rows (arrays of cell values, row numbers kept by position: row 1 is index
 * 0), at most `maxRows` of them (`truncated` when there were more). Refuses an upload over the
 * import size (413). The row cap applies while reading: a workbook with a value in a row past it,
 * or with far more rows than it, is answered `truncated` (and no rows) as soon as the streaming
 * count passes the cap, before exceljs builds it (`sheetRowCap.ts`); any other is read with
 * `loadWorkbook`'s bounds. A workbook without a worksheet is 'invalid Excel'.
 */
export async function readSheetRows(filepath: string, maxRows: number): Promise<{ rows: unknown[][]; truncated: boolean }> {
  if ((await stat(filepath)).size > EXAM_IMPORT_FILE_BYTES) throw appError('errors.payloadTooLarge');
  const bytes = await readFile(filepath);
  if (!isWorkbook(bytes)) throw appError('errors.exam.requireExcel');
  if ((await readRowsUpToCap(bytes, maxRows, IMPORT_INFLATED_BYTES, ENTRIES_MAX)).overCap) return { rows: [], truncated: true };
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw appError('errors.exam.invalidExcel');
  const rows: unknown[][] = [];
  let truncated = false;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (row.number > maxRows) {
      truncated = true;
      return;
    }
    while (rows.length < row.number - 1) rows.push([]);
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cell.type === MERGED_CELL ? '' : cell.value;
    });
    rows.push(Array.from(cells, (value) => value ?? ''));
  });
  return { rows, truncated };
}

/** A cell's width by the spec's rule (admin §9): 2.2 per CJK character, 1.1 per other character. */
export function excelWidth(text: string): number {
  return [...text].reduce((sum, ch) => sum + (/[\u2E80-\uFFEF]/.test(ch) ? EXCEL_COLUMN_WIDTH.cjk : EXCEL_COLUMN_WIDTH.other), 0);
}

const COLUMN_WIDTH_MIN = 10;

/**
 * A one-sheet workbook of text rows (a template, failed rows with their reasons, an export) as .xlsx
 * bytes, the header bold and each column as wide as its longest cell by the spec's rule.
 */
export async function writeWorkbook(sheetName: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(COLUMN_WIDTH_MIN, ...rows.map((row) => excelWidth(row[index] ?? '')));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
