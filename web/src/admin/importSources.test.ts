// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { importQuery, modesOf, templateUrl } from './blocks/import/importWizard';
import { EXAM_IMPORT, QUESTION_IMPORT } from './exam/examImports';
import { FAQ_IMPORT } from './faq/faqImport';
import { SYNONYM_IMPORT } from './practice/synonymImport';

describe("the back office's imports, all through the one wizard", () => {
  it('each use their own endpoints', () => {
    expect([QUESTION_IMPORT, EXAM_IMPORT, FAQ_IMPORT, SYNONYM_IMPORT].map(templateUrl)).toEqual([
      '/api/admin/study/question/import/template',
      '/api/admin/study/examination/import/template',
      '/api/admin/v3/faq/import/template',
      '/api/admin/organization/synonyms/import/template',
    ]);
  });

  it('offer the three modes, except the synonym import: mode 1 only, none sent (admin §4)', () => {
    expect(modesOf(FAQ_IMPORT)).toEqual([1, 2, 3]);
    expect(modesOf(SYNONYM_IMPORT)).toEqual([1]);
    expect(importQuery(SYNONYM_IMPORT, 'preview', 1)).toEqual({ step: 'preview' });
  });
});
