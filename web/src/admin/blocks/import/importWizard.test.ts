// @vitest-environment jsdom
import type { ImportResponse } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { canImport, importQuery, isXlsxName, templateUrl, type ImportSource } from './importWizard';

const QUESTION_IMPORT: ImportSource = { area: 'questions', templateName: 'q.xlsx', errorsName: 'q-errors.xlsx', title: 'examAdmin.import.title' };

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

describe('the import wizard', () => {
  it('allows importing only after a preview without wrong rows', () => {
    expect(canImport(null)).toBe(false);
    expect(canImport(preview(1))).toBe(false);
    expect(canImport(preview(0, 0))).toBe(false);
    expect(canImport(preview(0))).toBe(true);
  });

  it('allows a partial import as soon as one row passed', () => {
    const partial: ImportSource = { ...QUESTION_IMPORT, partial: true };
    expect(canImport(preview(1), partial)).toBe(true);
    expect(canImport(preview(3), partial)).toBe(false);
    expect(canImport(preview(0, 0), partial)).toBe(false);
  });

  it('takes .xlsx files only', () => {
    expect(isXlsxName('题目.XLSX')).toBe(true);
    expect(isXlsxName('题目.xls')).toBe(false);
    expect(isXlsxName('题目.csv')).toBe(false);
  });

  it("offers the source's template", () => {
    expect(templateUrl(QUESTION_IMPORT)).toBe('/api/admin/study/question/import/template');
  });

  it('sends the mode only when the import offers a choice', () => {
    const oneMode: ImportSource = { ...QUESTION_IMPORT, modes: [1] };
    expect(importQuery(QUESTION_IMPORT, 'preview', 3)).toEqual({ step: 'preview', mode: 3 });
    expect(importQuery(oneMode, 'import', 1)).toEqual({ step: 'import' });
  });
});
