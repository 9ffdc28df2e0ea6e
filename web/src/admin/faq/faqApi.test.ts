// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { importPath, templateUrl } from '../exam/importWizard';
import { FAQ_IMPORT } from './faqApi';

describe('FAQ import', () => {
  it("runs the question import's wizard on the bank's own endpoints", () => {
    expect(importPath('preview', 1, FAQ_IMPORT)).toBe('/api/admin/v3/faq/import?step=preview&mode=1');
    expect(importPath('import', 3, FAQ_IMPORT)).toBe('/api/admin/v3/faq/import?step=import&mode=3');
    expect(templateUrl(FAQ_IMPORT)).toBe('/api/admin/v3/faq/import/template');
    expect(FAQ_IMPORT.title).toBe('faqAdmin.import.title');
  });

  it('leaves the exam question import where it was', () => {
    expect(importPath('import', 2)).toBe('/api/admin/study/question/import?step=import&mode=2');
    expect(templateUrl()).toBe('/api/admin/study/question/import/template');
  });
});
