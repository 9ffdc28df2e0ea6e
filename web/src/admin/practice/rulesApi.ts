import { scoringRuleListResponseSchema, scoringRuleResponseSchema, type AdminScoringRule, type ScoringRuleBody } from '@peilian/shared';
import { api } from '../../app/services';
import type { NameQuery } from './practiceApi';

/** The scoring rule calls (docs/practice.md), answers checked by the shared schemas. */

const json = { json: true };

export async function fetchRules(query: NameQuery) {
  return scoringRuleListResponseSchema.parse(await api.get('api/admin/voice/scorerule', { ...query }));
}

export async function saveRule(id: string, body: ScoringRuleBody): Promise<AdminScoringRule> {
  const response = id ? await api.put(`api/admin/voice/scorerule/${id}`, { ...body }, json) : await api.post('api/admin/voice/scorerule', { ...body }, json);
  return scoringRuleResponseSchema.parse(response).rule;
}

export async function setRuleDisabled(id: string, disabled: 0 | 1): Promise<AdminScoringRule> {
  return scoringRuleResponseSchema.parse(await api.post(`api/admin/voice/scorerule/${id}/disable`, { disabled }, json)).rule;
}

export async function deleteRule(id: string): Promise<void> {
  await api.delete(`api/admin/voice/scorerule/${id}`);
}
