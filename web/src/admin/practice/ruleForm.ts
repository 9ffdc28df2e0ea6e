import { PRACTICE_LIMITS, SCORING_RULE_NAME_MAX, scoringRuleBodySchema, TOTAL_SCORE, type AdminScoringRule, type ScoringRuleInput } from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';

/** The rule's limited texts, each with the message the server's rule (`scoringRuleBodySchema`) refuses a longer one with. */
export const RULE_TEXT_LIMITS = {
  name: { max: SCORING_RULE_NAME_MAX, tooLong: 'practiceAdmin.rules.ruleNameTooLong' },
  itemName: { max: PRACTICE_LIMITS.scoringItemNameMax, tooLong: 'practiceAdmin.rules.itemNameTooLong' },
} as const satisfies Record<string, TextLimit>;

/** A scoring item row of the dialog, with a stable key for the list. */
export interface ItemRow {
  key: number;
  name: string;
  weight: number;
  min: number;
  max: number;
}

/** The scoring rule dialog's state (admin §2 trainassessrule). */
export interface RuleDraft {
  id: string;
  name: string;
  /** As typed: null once cleared, refused by the shared rule like any score outside (0, 100]. */
  passscore: number | null;
  items: ItemRow[];
}

let nextKey = 1;
const row = (name = '', weight = 0, min = 0, max: number = PRACTICE_LIMITS.scoringScoreMax): ItemRow => ({ key: nextKey++, name, weight, min, max });

/** A new rule: one item carrying the whole 100 %. */
export function newRuleDraft(): RuleDraft {
  return { id: '', name: '', passscore: 60, items: [row('', TOTAL_SCORE)] };
}

export function ruleDraftOf(rule: AdminScoringRule): RuleDraft {
  return { id: rule.id, name: rule.name, passscore: rule.passscore, items: rule.items.map((item) => row(item.name, item.weight, item.min, item.max)) };
}

/** Appends an item with the weight still missing to reach 100 % (0 when none is), up to 20 items. */
export function withItem(draft: RuleDraft): RuleDraft {
  if (draft.items.length >= PRACTICE_LIMITS.scoringItemsMax) return draft;
  return { ...draft, items: [...draft.items, row('', Math.max(0, Math.round((TOTAL_SCORE - weightTotal(draft)) * 100) / 100))] };
}

export function withItemChanged(draft: RuleDraft, key: number, change: Partial<Omit<ItemRow, 'key'>>): RuleDraft {
  return { ...draft, items: draft.items.map((item) => (item.key === key ? { ...item, ...change } : item)) };
}

export function withoutItem(draft: RuleDraft, key: number): RuleDraft {
  return { ...draft, items: draft.items.filter((item) => item.key !== key) };
}

/** The weights' sum as the server compares it (rounded to 0.01). */
export function weightTotal(draft: RuleDraft): number {
  return Math.round(draft.items.reduce((sum, item) => sum + item.weight, 0) * 100) / 100;
}

export function ruleBody(draft: RuleDraft): ScoringRuleInput {
  return { name: draft.name, passscore: draft.passscore ?? '', items: draft.items.map(({ name, weight, min, max }) => ({ name, weight, min, max })) };
}

/** Whether the draft scores differently from the rule as it was read: another pass score or other items (names, weights, ranges, order). */
export function scoringChanged(rule: Pick<RuleDraft, 'passscore' | 'items'> | Pick<AdminScoringRule, 'passscore' | 'items'>, draft: RuleDraft): boolean {
  const items = (list: readonly { name: string; weight: number; min: number; max: number }[]) =>
    JSON.stringify(list.map(({ name, weight, min, max }) => [name.trim(), weight, min, max]));
  return rule.passscore !== draft.passscore || items(rule.items) !== items(draft.items);
}

/** What keeps the rule from being saved — the server's rules (`scoringRuleBodySchema`). */
export function ruleIssues(draft: RuleDraft): FormIssue[] {
  return schemaIssues(scoringRuleBodySchema, ruleBody(draft));
}

/** Issues of one item row (by its index) and of the item list as a whole. */
export function itemIssues(issues: readonly FormIssue[], index: number): FormIssue[] {
  return issues.filter((issue) => issue.field === 'items' && issue.path[1] === index);
}
export function itemListIssues(issues: readonly FormIssue[]): FormIssue[] {
  return issues.filter((issue) => issue.field === 'items' && issue.path.length === 1);
}
