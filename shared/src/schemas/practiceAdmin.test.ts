import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zhCN } from '../i18n/zh-CN.js';
import {
  audioFieldsSchema,
  customerBodySchema,
  hotWordBodySchema,
  scenarioBodySchema,
  scoringRuleBodySchema,
  scoringRuleUpdateBodySchema,
  speechBodySchema,
  speechListQuerySchema,
  synonymBodySchema,
  voiceTemplateBodySchema,
  wordsBodySchema,
} from './practiceAdmin.js';

/** The message keys a schema answers for an input (every one must exist in the zh-CN source). */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    let node: unknown = zhCN;
    for (const part of issue.message.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    expect(typeof node, `${issue.message} is a text of zh-CN`).toBe('string');
    return issue.message;
  });
}

describe('practice library schemas', () => {
  it('reads a speech with defaults and counts keywords of both separators', () => {
    expect(speechBodySchema.parse({ category: ' 开场 ', text: ' 你好 ' })).toEqual({
      category: '开场',
      text: '你好',
      difficulty: 1,
      emotion: 0,
      keywords: '',
      voiceno: '',
    });
    expect(messages(speechBodySchema, { category: 'a', text: 'b', keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join('|') })).toEqual([
      'practiceAdmin.rules.keywordsTooMany',
    ]);
    expect(messages(speechBodySchema, { category: 'a', text: 'b', emotion: '7', difficulty: 0 })).toEqual([
      'practiceAdmin.rules.difficultyInvalid',
      'practiceAdmin.rules.emotionInvalid',
    ]);
    expect(speechListQuerySchema.parse({ emotion: '', difficulty: '2' })).toMatchObject({ difficulty: 2, page: 1, rows: 30 });
  });

  it('holds customers to 2–240 characters and 20 attributes of 2–10 characters', () => {
    expect(messages(customerBodySchema, { name: 'a' })).toEqual(['practiceAdmin.rules.customerNameLength']);
    expect(messages(customerBodySchema, { name: 'ab', attributes: [{ label: 'x' }] })).toEqual(['practiceAdmin.rules.attributeLength']);
    expect(customerBodySchema.parse({ name: '王先生', gender: 'true' })).toMatchObject({ gender: 1, attributes: [], avatar: '' });
  });

  it('normalises hot-word replacements and allows homophones only for Chinese words', () => {
    expect(hotWordBodySchema.parse({ word: '途岳', replace: '图跃| 图跃 |涂月', homophone: '1' })).toMatchObject({
      replace: '图跃|涂月',
      homophone: 1,
      priority: 100,
      status: 0,
    });
    expect(messages(hotWordBodySchema, { word: 'SUV', homophone: 1 })).toEqual(['practiceAdmin.rules.homophoneNeedsChinese']);
    expect(messages(hotWordBodySchema, { word: 'x'.repeat(33) })).toEqual(['practiceAdmin.rules.wordTooLong']);
  });

  it('splits word libraries and synonyms from text and de-duplicates them', () => {
    expect(wordsBodySchema.parse({ words: '傻\n骗子，傻' }).words).toEqual(['傻', '骗子']);
    expect(synonymBodySchema.parse({ base: '优惠', words: '折扣, 打折｜让利' }).words).toEqual(['折扣', '打折', '让利']);
    expect(messages(synonymBodySchema, { base: '优惠', words: '优惠' })).toEqual(['practiceAdmin.rules.synonymSelf']);
  });

  it('needs scoring weights summing to 100 with min below max', () => {
    let n = 0;
    const item = (weight: number, min = 0, max = 100) => ({ name: `item${(n += 1)}`, weight, min, max });
    expect(scoringRuleBodySchema.safeParse({ name: 'r', items: [item(33.33), item(33.33), item(33.34)] }).success).toBe(true);
    expect(messages(scoringRuleBodySchema, { name: 'r', items: [item(50), item(40)] })).toEqual(['practiceAdmin.rules.weightsSum']);
    expect(messages(scoringRuleBodySchema, { name: 'r', items: [item(100, 5, 5)] })).toEqual(['practiceAdmin.rules.minBelowMax']);
    expect(messages(scoringRuleBodySchema, { name: 'r'.repeat(31), items: [item(100)] })).toEqual(['practiceAdmin.rules.ruleNameTooLong']);
  });

  it.each([
    [0, false],
    [-1, false],
    [100.5, false],
    [101, false],
    ['', false],
    ['abc', false],
    [100, true],
    ['59.5', true],
    [0.01, true],
  ])('takes a pass score of %o only above 0 and at most 100 (accepted: %s), never clamping it', (passscore, accepted) => {
    const body = { name: 'r', passscore, items: [{ name: '总分', weight: 100, min: 0, max: 100 }] };
    if (accepted) return expect(scoringRuleBodySchema.parse(body).passscore).toBe(Number(passscore));
    expect(messages(scoringRuleBodySchema, body)).toEqual(['tasks.rules.passScoreRange']);
  });

  it('defaults a missing pass score to 60 and an update to not re-scoring', () => {
    const body = { name: 'r', items: [{ name: '总分', weight: 100 }] };
    expect(scoringRuleBodySchema.parse(body).passscore).toBe(60);
    expect(scoringRuleUpdateBodySchema.parse(body).rescore).toBe(false);
    expect(scoringRuleUpdateBodySchema.parse({ ...body, rescore: true }).rescore).toBe(true);
    expect(messages(scoringRuleUpdateBodySchema, { ...body, rescore: 'yes' })).toEqual(['practiceAdmin.rules.rescoreInvalid']);
  });

  it("reports a scenario's blocking flow rules with their dialogue messages, not the ones that only keep it a draft", () => {
    const keys = messages(scenarioBodySchema, {
      scenario: {
        name: '',
        category: 'x',
        intentMode: 'keywords',
        intentSimilarity: 60,
        specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
        flow: { nodes: [] },
      },
    });
    expect(keys).toEqual(['dialogue.rules.nameRequired']);
    expect(messages(scenarioBodySchema, { scenario: 42 })[0]).toBe('dialogue.rules.invalidFormat');
  });

  it('reads voice templates and audio fields with their enumerations', () => {
    expect(voiceTemplateBodySchema.parse({ name: '男声' })).toMatchObject({ language: 'mandarin', source: 'espeak', isfree: 1, sex: 0 });
    expect(messages(voiceTemplateBodySchema, { name: '男声', language: 'x' })).toEqual(['practiceAdmin.rules.languageInvalid']);
    expect(messages(audioFieldsSchema, { kind: 'music', name: 'a' })).toEqual(['practiceAdmin.rules.audioKindInvalid']);
  });
});
