// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { templateUrl } from '../exam/importWizard';
import { FAQ_IMPORT } from './faqImport';

describe('FAQ import', () => {
  it("runs the question import's wizard on the bank's own endpoints", () => {
    expect(FAQ_IMPORT.area).toBe('faq');
    expect(templateUrl(FAQ_IMPORT)).toBe('/api/admin/v3/faq/import/template');
    expect(FAQ_IMPORT.title).toBe('faqAdmin.import.title');
  });

  it('leaves the exam question import where it was', () => {
    expect(templateUrl()).toBe('/api/admin/study/question/import/template');
  });
});
