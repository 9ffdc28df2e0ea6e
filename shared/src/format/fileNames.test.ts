import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { IMPORT_FILE_SUBJECTS, importFileName, safeFileName } from './fileNames.js';

describe('the names downloads are saved under', () => {
  it("names every import's template and failed rows in the reader's language", () => {
    const zh = createTranslator('zh-CN');
    expect(importFileName(zh, 'template', 'question')).toBe('题目导入模板.xlsx');
    expect(importFileName(zh, 'errors', 'users')).toBe('用户导入错误行.xlsx');
    expect(importFileName(createTranslator('zh-TW'), 'template', 'synonyms')).toBe('同義詞匯入範本.xlsx');
    expect(importFileName(createTranslator('en'), 'errors', 'faq')).toBe('FAQ import errors.xlsx');
    // Every subject has its words: none falls back to its key.
    for (const subject of IMPORT_FILE_SUBJECTS) expect(importFileName(zh, 'template', subject)).toMatch(/^[^a-z]+\.xlsx$/);
  });

  it('keeps a title any file system accepts', () => {
    expect(safeFileName('汽车销售/售后: "SUV"?', 'json')).toBe('汽车销售_售后_ _SUV_.json');
    expect(safeFileName('  ', 'xlsx')).toBe('_.xlsx');
    expect(safeFileName('长'.repeat(100), 'xlsx')).toBe(`${'长'.repeat(80)}.xlsx`);
  });
});
