import { createTranslator, importIssueMessage } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { checkFaqImport } from './rows.js';
import { faqColumnLabel, faqTemplateHeader } from './template.js';

const zh = createTranslator('zh-CN');
const header = faqTemplateHeader(zh);
/** category, kind, question, answer, keywords, sort, thinking, description */
const check = (...rows: string[][]) => checkFaqImport([header, ...rows]);
const messages = (result: ReturnType<typeof check>, index: number) => result.rows[index]!.errors.map((issue) => importIssueMessage(zh, issue, faqColumnLabel));

describe('checkFaqImport', () => {
  it('joins similar and extended rows to the main row above, with full-width and English kinds', async () => {
    const result = check(
      ['价格／金融', '主问题', '首付多少？', '两成', '首付,两成|20%', '８', 'Yes'],
      ['', '相似', '首付几成？'],
      ['', 'EXTENDED', '贷款多久批？', '当天'],
      ['', 'main', '保修多久？', '三年'],
    );
    expect(result.ok).toBe(true);
    expect(result.faqs).toEqual([
      expect.objectContaining({
        row: 2,
        categoryPath: ['价格', '金融'],
        keywords: '首付,两成|20%',
        sort: 8,
        thinking: 1,
        similar: [{ question: '首付几成？', answer: '' }],
        extended: [{ question: '贷款多久批？', answer: '当天' }],
      }),
      expect.objectContaining({ row: 5, categoryPath: [], question: '保修多久？', sort: null, thinking: 0, similar: [] }),
    ]);
  });

  it('refuses a main question twice in one catalogue, a repeated question under one FAQ, and too many similar questions', async () => {
    const similar = Array.from({ length: 21 }, (_, index) => ['', '相似问题', `问法${index}`]);
    const result = check(['甲', '主问题', '问？', '答'], ...similar, ['', '相似问题', '问？'], ['甲', '主问题', '问？', '答'], ['乙', '主问题', '问？', '答']);
    expect(messages(result, 21)).toEqual(['相似问题最多20个']);
    expect(messages(result, 22)).toEqual(['问题“问？”在所属主问题中重复出现']);
    expect(messages(result, 23)).toEqual(['同一分类下的主问题“问？”在文件中重复出现']);
    expect(result.rows[24]!.ok).toBe(true);
    expect(result.faqs[0]!.similar).toHaveLength(20);
  });

  it('holds questions to the bank and import limits, answers to 800, keywords to the matcher rules and categories to 32 a level', async () => {
    const result = check(
      ['', '主问题', '问'.repeat(801), '答'],
      ['', '主问题', '问'.repeat(1001), '答'.repeat(801)],
      ['类'.repeat(33), '主问题', '问', '答', '价格,价格', '', '', '述'.repeat(201)],
      ['', '延伸问题', '延伸'],
    );
    expect(messages(result, 0)).toEqual(['问题最多800个字']);
    expect(messages(result, 1)).toEqual(['问题最多1000个字', '标准答案最多800个字符']);
    expect(messages(result, 2)).toEqual(['描述最多200个字符', '每一级分类名称最多32个字', '答案关键词不能重复']);
    expect(messages(result, 3)).toEqual(['答案不能为空']);
  });

  it('answers file problems instead of rows: an empty sheet, no rows, no main question', async () => {
    expect(checkFaqImport([]).fileErrors).toEqual([{ key: 'import.emptyFile' }]);
    expect(check().fileErrors).toEqual([{ key: 'import.noRows' }]);
    expect(check(['', '相似问题', '问']).fileErrors).toEqual([{ key: 'faqAdmin.importFile.noMain' }]);
  });
});
