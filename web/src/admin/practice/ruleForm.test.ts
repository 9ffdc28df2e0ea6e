import { describe, expect, it } from 'vitest';
import { isOverLimit } from '../blocks/textLimit';
import {
  itemIssues,
  itemListIssues,
  newRuleDraft,
  RULE_TEXT_LIMITS,
  ruleBody,
  ruleDraftOf,
  ruleIssues,
  scoringChanged,
  weightTotal,
  withItem,
  withItemChanged,
  withoutItem,
} from './ruleForm';

const named = (draft = newRuleDraft()) => {
  const [first] = draft.items;
  return withItemChanged({ ...draft, name: '汽车销售评分' }, first?.key ?? 0, { name: '开场' });
};

describe('scoring rule form', () => {
  it('starts with one item of 100 % that may be saved once named', () => {
    const draft = named();
    expect(weightTotal(draft)).toBe(100);
    expect(ruleIssues(draft)).toEqual([]);
  });

  it('gives a new item the weight still missing and refuses weights not summing to 100 %', () => {
    let draft = named();
    draft = withItemChanged(draft, draft.items[0]?.key ?? 0, { weight: 33.33 });
    draft = withItem(draft);
    expect(draft.items[1]?.weight).toBe(66.67);
    draft = withItemChanged(draft, draft.items[1]?.key ?? 0, { name: '需求', weight: 60 });
    expect(itemListIssues(ruleIssues(draft)).map((issue) => [issue.key, issue.params])).toEqual([['practiceAdmin.rules.weightsSum', { sum: 93.33 }]]);
    expect(ruleIssues(withoutItem(draft, draft.items[0]?.key ?? 0)).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.weightsSum']);
  });

  it('refuses a repeated item name, a lowest score not below the highest and an unnamed item', () => {
    let draft = withItemChanged(named(), named().items[0]?.key ?? 0, {});
    draft = withItemChanged(draft, draft.items[0]?.key ?? 0, { weight: 50, min: 80, max: 80 });
    draft = withItem(draft);
    const issues = ruleIssues(draft);
    expect(itemIssues(issues, 0).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.minBelowMax']);
    expect(itemIssues(issues, 1).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.itemNameRequired']);
    const twice = withItemChanged(draft, draft.items[1]?.key ?? 0, { name: '开场' });
    expect(itemListIssues(ruleIssues(twice)).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.itemDuplicate']);
  });

  it('limits the rule and item names where the shared rules do, past it with the message the server refuses them with', () => {
    const { name, itemName } = RULE_TEXT_LIMITS;
    const long = { ...named(), name: '名'.repeat(name.max + 1) };
    expect(isOverLimit(long.name, name)).toBe(true);
    expect(ruleIssues(long).map((issue) => [issue.field, issue.key, issue.params])).toEqual([['name', name.tooLong, { max: name.max }]]);
    const base = named();
    const item = withItemChanged(base, base.items[0]?.key ?? 0, { name: '项'.repeat(itemName.max + 1) });
    expect(isOverLimit(item.items[0]?.name ?? '', itemName)).toBe(true);
    expect(ruleIssues(item).map((issue) => issue.key)).toEqual([itemName.tooLong]);
  });

  it('refuses a pass score outside (0, 100] as typed, a cleared one included, and never clamps it', () => {
    for (const passscore of [0, 101, 100.5, -1, null]) {
      const draft = { ...named(), passscore };
      expect(ruleIssues(draft).map((issue) => [issue.field, issue.key])).toEqual([['passscore', 'tasks.rules.passScoreRange']]);
      expect(ruleBody(draft).passscore).toBe(passscore ?? '');
    }
    expect(ruleIssues({ ...named(), passscore: 100 })).toEqual([]);
  });

  it('tells a change of how the rule scores (pass score or items) from a change of its name only', () => {
    const rule = { id: 'r', name: '规则', passscore: 60, items: [{ name: '关键词', weight: 100, min: 0, max: 100 }], disabled: 0, createdate: 0 };
    const draft = ruleDraftOf(rule);
    expect(scoringChanged(rule, { ...draft, name: '新名字' })).toBe(false);
    expect(scoringChanged(rule, { ...draft, passscore: 70 })).toBe(true);
    expect(scoringChanged(rule, withItemChanged(draft, draft.items[0]?.key ?? 0, { max: 90 }))).toBe(true);
  });
});
