import { open } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { appError } from '../errors/index.js';

/**
 * Reading and writing the import workbooks with exceljs. Reading streams the first worksheet and
 * stops after `maxRows` rows, so a huge sheet costs no more than the limit; cells are handed over
 * as exceljs values (formulas with their cached result, rich text, hyperlinks) for shared
 * `cellText`. The cells of a merged range below or right of its first cell read empty.
 */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** True when the file starts like an .xlsx (a zip); a renamed .csv or .xls does not. */
async function looksLikeXlsx(filepath: string): Promise<boolean> {
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && ZIP_MAGIC.every((byte, index) => head[index] === byte);
  } finally {
    await handle.close();
  }
}

/**
 * The first worksheet's rows (arrays of cell values, row numbers kept by position: row 1 is index
 * 0), at most `maxRows` of them (`truncated` when there were more). Refuses a file that is not an .xlsx by content ('require Excel')
 * and a workbook without a readable worksheet ('invalid Excel').
 */
export async function readSheetRows(filepath: string, maxRows: number): Promise<{ rows: unknown[][]; truncated: boolean }> {
  if (!(await looksLikeXlsx(filepath))) throw appError('errors.exam.requireExcel');
  const rows: unknown[][] = [];
  let sheets = 0;
  let truncated = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(filepath, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'cache', styles: 'ignore', entries: 'ignore' });
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (row.number > maxRows) {
          truncated = true;
          break;
        }
        while (rows.length < row.number - 1) rows.push([]);
        const cells: unknown[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = cell.value;
        });
        rows.push(Array.from(cells, (value) => value ?? ''));
      }
      break;
    }
  } catch {
    throw appError('errors.exam.invalidExcel');
  }
  if (sheets === 0) throw appError('errors.exam.invalidExcel');
  return { rows, truncated };
}

/** A one-sheet workbook of text rows (a template, or failed rows with their reasons) as .xlsx bytes. */
export async function writeWorkbook(sheetName: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
