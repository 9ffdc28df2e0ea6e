import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { manyRowsWorkbook, withSheetXml } from '../../test/zipBombs.js';
import { AppError } from '../errors/index.js';
import { readRowsUpToCap } from './sheetRowCap.js';

// The row cap while reading (docs/security.md "Excel imports"): exceljs's streaming worksheet reader
// walks the rows of every sheet and stops at the first one past the cap. A small cap keeps it cheap.
const CAP = 100;
const MB64 = 64 * 1024 * 1024;
const read = (bytes: Buffer, inflatedBytes = MB64) => readRowsUpToCap(bytes, CAP, inflatedBytes, 1000);
const valueRow = (row: number) => [`第${row}行`, row];

describe('readRowsUpToCap', () => {
  it('stops at the first row past the cap that holds a value, having read no more than one row past it', async () => {
    const bytes = await manyRowsWorkbook(['题目', '答案'], 50_000, valueRow);
    expect(await read(bytes)).toEqual({ overCap: true, rowsRead: CAP + 1 });
  });

  it('stops a sheet of empty formatted rows once it held twice the cap; takes up to that many past its data', async () => {
    expect(await read(await manyRowsWorkbook(['题目'], 50_000, () => []))).toEqual({ overCap: true, rowsRead: 2 * CAP + 1 });
    const tolerated = await manyRowsWorkbook(['题目'], 2 * CAP - 1, (row) => (row <= CAP ? valueRow(row) : []));
    expect(await read(tolerated)).toEqual({ overCap: false, rowsRead: 2 * CAP });
  });

  it('reads a workbook within the cap to its end, and holds every sheet to it', async () => {
    expect(await read(await manyRowsWorkbook(['题目', '答案'], CAP - 1, valueRow))).toEqual({ overCap: false, rowsRead: CAP });

    const book = new ExcelJS.Workbook();
    book.addWorksheet('导入').addRow(['题目']);
    const second = book.addWorksheet('备用');
    for (let row = 1; row <= CAP + 1; row += 1) second.addRow([row]);
    expect(await read(Buffer.from(await book.xlsx.writeBuffer()))).toEqual({ overCap: true, rowsRead: CAP + 2 });
  });

  it('refuses a sheet inflating past the import limit as too large, and XML exceljs cannot read as invalid', async () => {
    const key = (promise: Promise<unknown>) => promise.then(String, (error: unknown) => (error instanceof AppError ? error.key : String(error)));
    const bytes = await manyRowsWorkbook(['题目'], 10, valueRow);
    expect(await key(read(bytes, 1024))).toBe('errors.importTooLarge');
    expect(await key(read(withSheetXml(bytes, (xml) => xml.replace('<sheetData>', '<sheetData><row r="2"><c'))))).toBe('errors.exam.invalidExcel');
  });
});
