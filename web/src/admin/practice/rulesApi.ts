import type { AdminScoringRule, ScoringRuleBody } from '@peilian/shared';
import { adminApi } from '../api';
import type { NameQuery } from './practiceApi';

/** The scoring rule calls (docs/practice.md) through the admin endpoint table. */

export const fetchRules = (query: NameQuery) => adminApi.scoringRules.list(query);

export async function saveRule(id: string, body: ScoringRuleBody): Promise<AdminScoringRule> {
  const response = id ? await adminApi.scoringRules.update({ id }, body) : await adminApi.scoringRules.create({}, body);
  return response.rule;
}

export async function setRuleDisabled(id: string, disabled: 0 | 1): Promise<AdminScoringRule> {
  return (await adminApi.scoringRules.disable({ id }, { disabled })).rule;
}

export async function deleteRule(id: string): Promise<void> {
  await adminApi.scoringRules.remove({ id });
}
