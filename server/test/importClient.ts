import { createTranslator, EXAM_IMPORT_TEMPLATE, QUESTION_IMPORT_TEMPLATE, templateHeader } from '@peilian/shared';
import ExcelJS from 'exceljs';

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** A question-template row: category, type, level, score, text, options A–F, answer, tip. */
export function questionRow(values: {
  category?: string;
  type?: string;
  level?: unknown;
  score?: unknown;
  text: string;
  options?: string[];
  answer: string;
  tip?: string;
}): unknown[] {
  const options = values.options ?? [];
  return [
    values.category ?? '导入题库',
    values.type ?? '单选题',
    values.level ?? '',
    values.score ?? 10,
    values.text,
    ...Array.from({ length: 6 }, (_, index) => options[index] ?? ''),
    values.answer,
    values.tip ?? '',
  ];
}

/** An .xlsx of the question or exam template (zh-CN header) with the given rows. */
export async function templateWorkbook(kind: 'question' | 'exam', rows: readonly unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  sheet.addRow(templateHeader(kind === 'question' ? QUESTION_IMPORT_TEMPLATE : EXAM_IMPORT_TEMPLATE, createTranslator('zh-CN')));
  for (const row of rows) sheet.addRow([...row]);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an .xlsx as text. */
export async function readWorkbook(bytes: ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

/** Posts a file as the multipart field `file` to an import path (query included). */
export async function postImport(fetchPath: Fetch, token: string, pathname: string, bytes: Buffer | string, filename = 'questions.xlsx', language = 'zh-CN') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  const response = await fetchPath(pathname, { method: 'POST', headers: { token, 'Accept-Language': language }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { errcode?: number; errmsg?: string; detail?: string[] } };
}
