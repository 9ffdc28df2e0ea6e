import { describe, expect, it } from 'vitest';
import { faqEditorPath } from './paths';

describe('FAQ editor links', () => {
  it('opens a question by id, a new one in the chosen catalogue, or a new one without', () => {
    expect(faqEditorPath({ id: 'f1', catalogid: 'c1' })).toBe('/admin/voice/editbank?id=f1');
    expect(faqEditorPath({ catalogid: 'c1' })).toBe('/admin/voice/editbank?catalogid=c1');
    expect(faqEditorPath({})).toBe('/admin/voice/editbank');
  });
});
