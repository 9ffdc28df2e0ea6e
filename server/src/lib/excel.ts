import { readFile } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { EXCEL_COLUMN_WIDTH } from '@peilian/shared';
import { appError } from '../errors/index.js';

/**
 * Reading and writing the import workbooks with exceljs. An upload is at most 10 MB, so it is read
 * whole: exceljs's streaming reader drops the last zip entries now and then (measured: about 1 read
 * in 700 of the same file lost `xl/workbook.xml`), which would turn a good file into "invalid Excel"
 * or worse. A zip bomb is refused from the central directory's sizes before anything is inflated.
 * Cells are handed over as exceljs values (formulas with their cached result, rich text,
 * hyperlinks) for shared `cellText`; the cells of a merged range after its first cell read empty.
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
/** Far above what the row limit allows (5 000 rows of long text are about 50 MB of XML). */
const UNZIPPED_BYTES_MAX = 96 * 1024 * 1024;

const looksLikeXlsx = (bytes: Buffer) => bytes.length >= 4 && ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/** The sum of the uncompressed sizes a zip's central directory declares; null when there is none (or it is ZIP64). */
export function declaredUnzippedBytes(bytes: Buffer): number | null {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * The first worksheet's rows (arrays of cell values, row numbers kept by position: row 1 is index
 * 0), at most `maxRows` of them (`truncated` when there were more). Refuses a file that is not an
 * .xlsx by content ('require Excel') and a workbook without a readable worksheet ('invalid Excel');
 * one that would inflate beyond any file within the row limit counts as `truncated` unread.
 */
export async function readSheetRows(filepath: string, maxRows: number): Promise<{ rows: unknown[][]; truncated: boolean }> {
  const bytes = await readFile(filepath);
  if (!looksLikeXlsx(bytes)) throw appError('errors.exam.requireExcel');
  const unzipped = declaredUnzippedBytes(bytes);
  if (unzipped === null) throw appError('errors.exam.invalidExcel');
  if (unzipped > UNZIPPED_BYTES_MAX) return { rows: [], truncated: true };
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  } catch {
    throw appError('errors.exam.invalidExcel');
  }
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
