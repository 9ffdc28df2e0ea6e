import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/index.js';
import { scoreItemName } from './scoreItems.js';

describe("a score item's name", () => {
  it("shows the product's standard items in the reader's language, from either Chinese", () => {
    const en = createTranslator('en');
    expect(['关键词', '流程完整度', '礼貌用语'].map((name) => scoreItemName(en, name))).toEqual(['Keywords', 'Flow completeness', 'Politeness']);
    expect(scoreItemName(createTranslator('zh-TW'), '礼貌用语')).toBe('禮貌用語');
    expect(scoreItemName(createTranslator('zh-CN'), '禮貌用語')).toBe('礼貌用语');
    expect(scoreItemName(en, '语速音量')).toBe('Pace and volume');
    expect(scoreItemName(createTranslator('zh-TW'), '语速音量')).toBe('語速音量');
  });

  it('keeps any other name as the admin wrote it', () => {
    expect(scoreItemName(createTranslator('en'), '异议处理')).toBe('异议处理');
  });
});
