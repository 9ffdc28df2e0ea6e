import { createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { isOverLimit, limitProps, type TextLimit } from './textLimit';

const t = createTranslator('zh-CN');
const NAME: TextLimit = { max: 5, tooLong: 'practiceAdmin.rules.ruleNameTooLong' };

describe('a limited text field', () => {
  it('shows its count against the limit and never cuts the text', () => {
    const { item, count } = limitProps('四个字儿', NAME, t);
    expect(item).toEqual({});
    expect(count).toMatchObject({ show: true, max: 5 });
    expect(count).not.toHaveProperty('exceedFormatter');
    expect(count.strategy?.('六个字的名字')).toBe(6);
  });

  it('says the spec message in the language as soon as the text is past the limit', () => {
    expect(limitProps('六个字的名字', NAME, t).item).toEqual({ validateStatus: 'error', help: '规则名称最多5个字' });
    expect(limitProps('six chars', NAME, createTranslator('en')).item.help).toBe('The rule name can have at most 5 characters');
  });

  it('keeps the field’s other messages, each once', () => {
    const shown = limitProps('六个字的名字', NAME, t, { validateStatus: 'error', help: '规则名称最多5个字；名称不能含特殊字符' });
    expect(shown.item.help).toBe('规则名称最多5个字；名称不能含特殊字符');
    expect(limitProps('短', NAME, t, { validateStatus: 'error', help: '请输入' }).item).toEqual({ validateStatus: 'error', help: '请输入' });
  });

  it('counts as the server does: trimmed by default, or by the limit’s own measure', () => {
    expect(isOverLimit('  五个字儿  ', NAME)).toBe(false);
    const codePoints: TextLimit = { ...NAME, length: (text) => [...text].length };
    expect(isOverLimit('😀😀😀😀😀', codePoints)).toBe(false);
    expect(isOverLimit('😀😀😀😀😀', NAME)).toBe(true);
  });
});
