// @vitest-environment jsdom
import { createTranslator, type ImportResponse } from '@peilian/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDownload } from '../../data/files';
import { canImport, downloadErrorFile, downloadTemplate, importPlan, importQuery, isExcelName, type ImportSource } from './importWizard';

vi.mock('../../data/files', () => ({ adminDownload: vi.fn(async () => ({ bytes: new ArrayBuffer(0), type: 'application/octet-stream' })) }));

beforeEach(() => {
  vi.mocked(adminDownload).mockClear();
});

const QUESTION_IMPORT: ImportSource = { area: 'questions', subject: 'question', title: 'examAdmin.import.title' };

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

  it('takes Excel workbooks only, .xlsx or a legacy .xls', () => {
    expect(isExcelName('题目.XLSX')).toBe(true);
    expect(isExcelName('花名册.xls')).toBe(true);
    expect(isExcelName('题目.csv')).toBe(false);
  });

  it("offers the source's template", async () => {
    await downloadTemplate(QUESTION_IMPORT);
    expect(vi.mocked(adminDownload).mock.calls).toEqual([['questions', 'importTemplate', {}]]);
  });

  it("fetches the failed rows' file its answer names by the import's own call, and no other path", async () => {
    await downloadErrorFile(QUESTION_IMPORT, '/api/admin/study/question/import/errors/9d1c');
    await downloadErrorFile(
      { area: 'users', calls: 'batchImport', subject: 'batchusers', title: 'people.users.batchImportTitle' },
      '/api/admin/organization/user/batchimport/errors/e1',
    );
    expect(vi.mocked(adminDownload).mock.calls).toEqual([
      ['questions', 'importErrors', { id: '9d1c' }],
      ['users', 'batchImportErrors', { id: 'e1' }],
    ]);
    await expect(downloadErrorFile(QUESTION_IMPORT, '/api/admin/v3/faq/import/errors/9d1c')).rejects.toThrow('not a failed-rows file of this import');
  });

  it('sends the mode only when the import offers a choice', () => {
    const oneMode: ImportSource = { ...QUESTION_IMPORT, modes: [1] };
    expect(importQuery(QUESTION_IMPORT, 'preview', 3)).toEqual({ step: 'preview', mode: 3 });
    expect(importQuery(oneMode, 'import', 1)).toEqual({ step: 'import' });
  });

  it('says what a people import will do with its rows, in the language on screen, and nothing for the other imports', () => {
    const rows: ImportResponse['rows'] = [
      { row: 2, ok: true, errors: [], warnings: [], action: 'skip', account: 'a1', name: '甲' },
      { row: 3, ok: true, errors: [], warnings: [], action: 'skip', account: 'a2', name: '乙' },
      { row: 4, ok: true, errors: [], warnings: [], action: 'insert', account: 'a3', name: '丙' },
      { row: 5, ok: false, errors: [{ column: '账号', message: '必填' }], warnings: [], account: '', name: '丁' },
    ];
    const answer = { ...preview(1, 4), rows };
    expect(importPlan(answer, createTranslator('zh-CN'))).toBe('共4行：新增1行，跳过2行，错误1行');
    expect(importPlan(answer, createTranslator('en'))).toBe('4 rows: 1 to create, 2 skipped, 1 wrong');
    expect(importPlan({ ...answer, total: 1, errcount: 0, rows: rows.slice(0, 1) }, createTranslator('en'))).toBe('1 row: 1 skipped');
    expect(importPlan(preview(0), createTranslator('zh-CN'))).toBeNull();
  });
});
