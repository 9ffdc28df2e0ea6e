import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SERVER_DIR } from './server';

/** Import workbooks (the question template `#question-v1`, or a downloaded template with rows added) built with exceljs as the server package has it. */

interface Workbook {
  addWorksheet(name: string): { addRow(values: unknown[]): void };
  worksheets: { rowCount: number; getRow(index: number): { values: unknown } }[];
  xlsx: { writeBuffer(): Promise<ArrayBuffer>; load(data: Buffer): Promise<unknown> };
}
const { Workbook: WorkbookClass } = createRequire(join(SERVER_DIR, 'package.json'))('exceljs') as { Workbook: new () => Workbook };

/** The content type of an Excel workbook, as a file chooser hands it over. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const QUESTION_HEADER = [
  '题目分类',
  '题型',
  '难度',
  '分值',
  '题目',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '答案',
  '解析',
  '#question-v1',
];

/** One row of the question template: category, type, level, score, text, options A–F, answer, tip. */
export interface QuestionRow {
  category: string;
  type: string;
  text: string;
  options: string[];
  answer: string;
  level?: string;
  score?: number;
  tip?: string;
}

const cells = (row: QuestionRow): unknown[] => {
  const options = Array.from({ length: 6 }, (_, index) => row.options[index] ?? '');
  return [row.category, row.type, row.level ?? '中', row.score ?? 10, row.text, ...options, row.answer, row.tip ?? ''];
};

/** An .xlsx of the question template with the rows. */
export async function questionWorkbook(rows: readonly QuestionRow[]): Promise<Buffer> {
  const book = new WorkbookClass();
  const sheet = book.addWorksheet('题目');
  for (const values of [QUESTION_HEADER, ...rows.map(cells)]) sheet.addRow(values);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The data rows of a downloaded workbook's first sheet as text, one string per row (header left out). */
export async function workbookRows(data: Buffer): Promise<string[]> {
  const book = new WorkbookClass();
  await book.xlsx.load(data);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  return Array.from({ length: sheet.rowCount - 1 }, (_, index) => JSON.stringify(sheet.getRow(index + 2).values));
}

/** A downloaded import template's header row with the rows below it (in place of any example rows the template holds). */
export async function templateWithRows(template: Buffer, rows: readonly unknown[][]): Promise<Buffer> {
  const source = new WorkbookClass();
  await source.xlsx.load(template);
  const header = (source.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
  const book = new WorkbookClass();
  const sheet = book.addWorksheet('导入');
  for (const values of [header, ...rows]) sheet.addRow([...values]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
