import { readFile, stat } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { EXAM_IMPORT_FILE_BYTES, IMPORT_ROWS_MAX, EXCEL_COLUMN_WIDTH, pickSheet, type NamesColumn } from '@peilian/shared';
import { appError, invalidInput } from '../errors/index.js';
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

/** A compound document (Excel 97–2003 .xls; an encrypted .xlsx is one too) by its bytes. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const isCompoundDocument = (bytes: Buffer) => bytes.length >= 8 && OLE_MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * The upload as .xlsx bytes: an .xlsx as it is; a legacy .xls (what many HR systems still export)
 * read by SheetJS, at most `maxRows` + 1 rows a sheet, and written as an .xlsx that then goes
 * through every bound an .xlsx does (docs/decisions.md "Imports take the files people have").
 * Anything else is 'require Excel'; an .xls SheetJS cannot read (or a password-protected file) is
 * 'invalid Excel'.
 */
async function asXlsx(bytes: Buffer, maxRows: number): Promise<Buffer> {
  if (isWorkbook(bytes)) return bytes;
  if (!isCompoundDocument(bytes)) throw appError('errors.exam.requireExcel');
  const { read, write } = await import('@e965/xlsx');
  try {
    const book = read(bytes, { type: 'buffer', cellDates: true, cellNF: true, cellHTML: false, sheetRows: maxRows + 1 });
    return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  } catch {
    throw appError('errors.exam.invalidExcel');
  }
}

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
 * an .xlsx or .xls by content → 'require Excel' (415); one that inflates past `inflatedBytes` → importTooLarge
 * (413), refused as soon as inflating passes it, whatever the file declares; too many merged cells
 * or columns → importTooComplex (413); anything else exceljs cannot read → 'invalid Excel' (400).
 */
export async function loadWorkbook(upload: Buffer, inflatedBytes = IMPORT_INFLATED_BYTES): Promise<ExcelJS.Workbook> {
  const bytes = await asXlsx(upload, IMPORT_ROWS_MAX);
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

/** A worksheet's rows as read: arrays of cell values, row 1 at index 0; the first formula cell without its cached result. */
interface SheetRows {
  rows: unknown[][];
  truncated: boolean;
  uncomputed: string | null;
}

/** A formula cell whose file did not keep its result (written by a program that does not compute): its value is unknown. */
const isUncomputed = (value: unknown) =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value) && (value as { result?: unknown }).result === undefined;

function sheetRows(sheet: ExcelJS.Worksheet, maxRows: number): SheetRows {
  const read: SheetRows = { rows: [], truncated: false, uncomputed: null };
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (row.number > maxRows) {
      read.truncated = true;
      return;
    }
    while (read.rows.length < row.number - 1) read.rows.push([]);
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (read.uncomputed === null && isUncomputed(cell.value)) read.uncomputed = cell.address;
      cells[column - 1] = cell.type === MERGED_CELL ? '' : cell.value;
    });
    read.rows.push(Array.from(cells, (value) => value ?? ''));
  });
  return read;
}

/**
 * The rows of the worksheet an import reads (arrays of cell values, row numbers kept by position:
 * row 1 is index 0), at most `maxRows` of them (`truncated` when there were more). Of several
 * worksheets, the one whose header names the most of the import's columns (`names`; `pickSheet`),
 * else the first with content. A legacy .xls is read too (`asXlsx`). Refuses an upload over the
 * import size (413). The row cap applies while reading: a workbook with a value in a row past it,
 * or with far more rows than it, is answered `truncated` (and no rows) as soon as the streaming
 * count passes the cap, before exceljs builds it (`sheetRowCap.ts`); any other is read with
 * `loadWorkbook`'s bounds. A workbook without a worksheet is 'invalid Excel'; a formula in the
 * sheet read whose result the file did not keep is refused naming its cell.
 */
export async function readSheetRows(filepath: string, maxRows: number, names: NamesColumn = () => false): Promise<{ rows: unknown[][]; truncated: boolean }> {
  if ((await stat(filepath)).size > EXAM_IMPORT_FILE_BYTES) throw appError('errors.payloadTooLarge');
  const bytes = await asXlsx(await readFile(filepath), maxRows);
  if ((await readRowsUpToCap(bytes, maxRows, IMPORT_INFLATED_BYTES, ENTRIES_MAX)).overCap) return { rows: [], truncated: true };
  const workbook = await loadWorkbook(bytes);
  const sheets = workbook.worksheets.map((sheet) => sheetRows(sheet, maxRows));
  const picked = pickSheet(
    sheets.map((read) => read.rows),
    names,
  );
  const chosen = sheets.find((sheet) => sheet.rows === picked);
  if (!chosen) throw appError('errors.exam.invalidExcel');
  if (chosen.uncomputed) throw invalidInput('import.formulaWithoutValue', { cell: chosen.uncomputed }, 'file');
  return { rows: chosen.rows, truncated: chosen.truncated };
}

/** A cell's width by the spec's rule (admin §9): 2.2 per CJK character, 1.1 per other character. */
export function excelWidth(text: string): number {
  return [...text].reduce((sum, ch) => sum + (/[\u2E80-\uFFEF]/.test(ch) ? EXCEL_COLUMN_WIDTH.cjk : EXCEL_COLUMN_WIDTH.other), 0);
}

const COLUMN_WIDTH_MIN = 10;

/**
 * A one-sheet workbook of rows (a template, failed rows with their reasons, an export) as .xlsx
 * bytes — texts, and numbers kept as numbers so Excel can sum them —, the header bold and each
 * column as wide as its longest cell by the spec's rule.
 */
export async function writeWorkbook(sheetName: string, rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(COLUMN_WIDTH_MIN, ...rows.map((row) => excelWidth(String(row[index] ?? ''))));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
