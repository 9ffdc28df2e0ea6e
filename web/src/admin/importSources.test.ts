// @vitest-environment jsdom
import { createTranslator, type ImportResponse } from '@peilian/shared';
import { describe, expect, it, vi } from 'vitest';
import { doneText, downloadTemplate, importQuery, modesOf } from './blocks/import/importWizard';
import { adminDownload } from './data/files';
import { EXAM_IMPORT, QUESTION_IMPORT } from './exam';
import { FAQ_IMPORT } from './faq';
import { USER_BATCH_IMPORT, USER_IMPORT } from './people';
import { SPEECH_IMPORT, SYNONYM_IMPORT } from './practice';

vi.mock('./data/files', () => ({ adminDownload: vi.fn(async () => ({ bytes: new ArrayBuffer(0), type: 'application/octet-stream' })) }));

const t = createTranslator('zh-CN');
const answer: ImportResponse = {
  ...{ successed: true, step: 'preview', ok: true, total: 6, okcount: 6, errcount: 0, fileerrors: [], rows: [] },
  ...{ insertcount: 0, updatecount: 0, skipcount: 0, errrows: [], errorfile: '' },
};

describe("the back office's imports, all through the one wizard", () => {
  it('each use their own endpoints', async () => {
    for (const source of [QUESTION_IMPORT, EXAM_IMPORT, FAQ_IMPORT, SYNONYM_IMPORT, SPEECH_IMPORT, USER_IMPORT, USER_BATCH_IMPORT])
      await downloadTemplate(source);
    expect(vi.mocked(adminDownload).mock.calls).toEqual([
      ['questions', 'importTemplate', {}],
      ['examinations', 'importTemplate', {}],
      ['faq', 'importTemplate', {}],
      ['synonyms', 'importTemplate', {}],
      ['speeches', 'importTemplate', {}],
      ['users', 'importTemplate', {}],
      ['users', 'batchImportTemplate', {}],
    ]);
  });

  it('offer the three modes, except the synonym import: mode 1 only, none sent (admin §4)', () => {
    expect(modesOf(FAQ_IMPORT)).toEqual([1, 2, 3]);
    expect(modesOf(SPEECH_IMPORT)).toEqual([1, 2, 3]);
    expect(importQuery(SPEECH_IMPORT, 'import', 2)).toEqual({ step: 'import', mode: 2 });
    expect(modesOf(SYNONYM_IMPORT)).toEqual([1]);
    expect(importQuery(SYNONYM_IMPORT, 'preview', 1)).toEqual({ step: 'preview' });
  });

  it('the batch-user import sends no mode and tells what it enabled, disabled and deleted (admin §5 "Batch user")', () => {
    expect(importQuery(USER_BATCH_IMPORT, 'import', 1)).toEqual({ step: 'import' });
    const result = { ...answer, step: 'import' as const, enablecount: 1, disablecount: 2, deletecount: 3 };
    expect(doneText(USER_BATCH_IMPORT, result, t)).toBe('操作完成：启用1个，禁用2个，删除3个，跳过0行');
    expect(doneText(USER_IMPORT, { ...result, insertcount: 4 }, t)).toBe('导入完成：新增4条，更新0条，跳过0条');
  });
});
