import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSheetXml } from '../../test/zipBombs.js';
import { AppError } from '../errors/index.js';
import { loadWorkbook } from './excel.js';
import { mergedArea } from './workbookGuard.js';

let workbook: Buffer;

interface DataValidations {
  add(address: string, validation: Record<string, unknown>): void;
  model: Record<string, unknown>;
}
// exceljs has data validations on every worksheet but leaves them out of its types.
const validations = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { dataValidations: DataValidations }).dataValidations;

beforeAll(async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(['题目', '答案']);
  sheet.addRow(['合并', '']);
  sheet.mergeCells('A2:B2');
  // A drop-down over a whole column, as Excel users add them, and a print area: neither is read.
  validations(sheet).add('B2:B1048576', { type: 'list', allowBlank: true, formulae: ['"A,B"'] });
  book.definedNames.add('导入!$A$1:$B$2', 'Print_Area');
  workbook = Buffer.from(await book.xlsx.writeBuffer());
});

const errorKey = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof AppError ? error.key : String(error)),
  );
const sheetWith = (edit: (xml: string) => string) => withSheetXml(workbook, edit);

describe('mergedArea (how exceljs reads a merge reference)', () => {
  it('counts the cells of a range, with or without $ and a sheet name', () => {
    expect(mergedArea('A2:B2')).toBe(2);
    expect(mergedArea('$A$1:$C$10')).toBe(30);
    expect(mergedArea("'my sheet'!B3:A1")).toBe(6);
    expect(mergedArea('A1:XFD1048576')).toBe(16_384 * 1_048_576);
    expect(mergedArea('A1')).toBe(1);
    expect(mergedArea('A1:XFE2')).toBe(0);
    expect(mergedArea('A:B')).toBe(0);
  });
});

describe('loadWorkbook', () => {
  it('reads a workbook with merged cells, whole-column drop-downs and defined names', async () => {
    const book = await loadWorkbook(workbook);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '题目', '答案']);
    expect(sheet.getCell('B2').isMerged).toBe(true);
  });

  it('refuses a small file that merges more cells than an import reads, however the reference is written', async () => {
    const merge = (reference: string) => sheetWith((xml) => xml.replace('<mergeCell ref="A2:B2"/>', reference));
    for (const tag of [
      '<mergeCell ref="A1:XFD1048576"/>',
      '<mergeCell ref="A1&#58;Z99999"/>',
      '<mergeCell note=">" ref="A1:Z99999"/>',
      "<mergeCell ref='$A$1:$ZZ$1000'/>",
    ]) {
      const file = merge(tag);
      expect(file.length, tag).toBeLessThan(10_000);
      await expect(errorKey(loadWorkbook(file)), tag).resolves.toBe('errors.importTooComplex');
    }
    const many = Array.from({ length: 6000 }, (_, index) => `<mergeCell ref="C${index + 3}:D${index + 3}"/>`).join('');
    await expect(errorKey(loadWorkbook(merge(`<mergeCell ref="A2:B2"/>${many}`)))).resolves.toBe('errors.importTooComplex');
  });

  it('refuses a column definition past the last column, which exceljs would fill column by column', async () => {
    const file = sheetWith((xml) => xml.replace('<sheetData>', '<cols><col min="1" max="999999999" width="9"/></cols><sheetData>'));
    await expect(errorKey(loadWorkbook(file))).resolves.toBe('errors.importTooComplex');
  });

  it('skips data validations and defined names, whatever ranges they name', async () => {
    const file = sheetWith((xml) => xml.replace('sqref="B2:B1048576"', 'sqref="A1:XFD1048576 A1:XFD1048576"'));
    const book = await loadWorkbook(file);
    expect(book.worksheets[0]?.getCell('A1').value).toBe('题目');
    expect(Object.keys(validations(book.worksheets[0]!).model)).toEqual([]);
  });

  it('tells a non-workbook and a broken workbook apart', async () => {
    await expect(errorKey(loadWorkbook(Buffer.from('题目,答案\n')))).resolves.toBe('errors.exam.requireExcel');
    await expect(errorKey(loadWorkbook(sheetWith(() => '<worksheet><sheetData>')))).resolves.toBe('errors.exam.invalidExcel');
  });
});
