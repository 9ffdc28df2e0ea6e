import { createTranslator, faqResponseSchema, type AdminFaq } from '@peilian/shared';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { faqTemplateHeader } from '../src/faq/imports/template.js';
import type { Caller } from './tasksClient.js';

/** A row of the FAQ import template: category, kind, question, answer, keywords, sort, thinking, description. */
export function faqRow(values: {
  category?: string;
  kind?: string;
  question: string;
  answer?: string;
  keywords?: string;
  sort?: unknown;
  thinking?: string;
  description?: string;
}): unknown[] {
  return [
    values.category ?? '导入问答',
    values.kind ?? '主问题',
    values.question,
    values.answer ?? '',
    values.keywords ?? '',
    values.sort ?? '',
    values.thinking ?? '',
    values.description ?? '',
  ];
}

/** An .xlsx of the FAQ template (the header in `language`) with the given rows. */
export async function faqWorkbook(rows: readonly unknown[][], language: 'zh-CN' | 'zh-TW' | 'en' = 'zh-CN', header?: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('问答');
  sheet.addRow(header ?? faqTemplateHeader(createTranslator(language)));
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A valid FAQ body (`faqBodySchema`) with overrides. */
export function faqBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { question: '首付最低多少？', answer: '首付最低20%，36期免息。', keywords: '20%|两成,免息', ...overrides };
}

/** Creates an FAQ (asserting success) and answers it as the server presented it. */
export async function createFaq(admin: Caller, overrides: Record<string, unknown> = {}): Promise<AdminFaq> {
  const answer = await admin('POST', '/api/admin/v3/faq', faqBody(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return faqResponseSchema.parse(answer.body).faq;
}
