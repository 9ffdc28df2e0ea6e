// @vitest-environment jsdom
import type { ImportResponse } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { canImport, isXlsxName, templateUrl } from './importWizard';

const preview = (errcount: number, total = 3): ImportResponse => ({
  successed: true,
  step: 'preview',
  ok: errcount === 0,
  total,
  okcount: total - errcount,
  errcount,
  fileerrors: [],
  rows: [],
  insertcount: 0,
  updatecount: 0,
  skipcount: 0,
  errrows: [],
  errorfile: '',
});

describe('question import wizard', () => {
  it('allows importing only after a preview without wrong rows', () => {
    expect(canImport(null)).toBe(false);
    expect(canImport(preview(1))).toBe(false);
    expect(canImport(preview(0, 0))).toBe(false);
    expect(canImport(preview(0))).toBe(true);
  });

  it('takes .xlsx files only', () => {
    expect(isXlsxName('题目.XLSX')).toBe(true);
    expect(isXlsxName('题目.xls')).toBe(false);
    expect(isXlsxName('题目.csv')).toBe(false);
  });

  it("offers the exam question import's template by default", () => {
    expect(templateUrl()).toBe('/api/admin/study/question/import/template');
  });
});
