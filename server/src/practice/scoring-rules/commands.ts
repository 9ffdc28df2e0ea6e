import type { AdminScoringRule, NameListQuery, ScoringRuleBody } from '@peilian/shared';
import {
  deleteScoringRule,
  findScoringRuleInOrg,
  insertScoringRule,
  listScoringRules,
  scoringRuleNameTaken,
  updateScoringRule,
} from '../../data/practice/scoringRules.js';
import { scenarioUses } from '../../data/practice/scenarios.js';
import type { ScoringRuleRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { presentScoringRule } from '../presenter.js';
import { inOrg } from '../context.js';
import type { Caller } from '../../auth/caller.js';

/** Scoring rules (admin §3, §5): name ≤ 30, weighted items summing to 100 %, each with min < max; names unique. */

const columns = (input: ScoringRuleBody) => ({
  name: input.name,
  passScore: input.passscore,
  items: input.items.map((item) => ({ name: item.name, weight: item.weight, min: item.min, max: item.max })),
});

export async function scoringRuleList(request: Caller, query: NameListQuery) {
  const found = await listScoringRules(request.deps.db, request.caller.orgId, query.name, query.disabled, query.page, query.rows);
  return { rows: found.rows.map(presentScoringRule), total: found.total };
}

export function scoringRuleInOrg(request: Caller, id: string): Promise<ScoringRuleRow> {
  return inOrg(request, id, (orgId, ruleId) => findScoringRuleInOrg(request.deps.db, orgId, ruleId), 'errors.practice.scoringRuleNotFound');
}

export async function createScoringRule(request: Caller, input: ScoringRuleBody): Promise<AdminScoringRule> {
  if (await scoringRuleNameTaken(request.deps.db, request.caller.orgId, input.name)) throw appError('errors.practice.ruleNameExists');
  return presentScoringRule(await insertScoringRule(request.deps.db, { orgId: request.caller.orgId, creatorId: request.caller.id, ...columns(input) }));
}

export async function editScoringRule(request: Caller, rule: ScoringRuleRow, input: ScoringRuleBody): Promise<AdminScoringRule> {
  if (await scoringRuleNameTaken(request.deps.db, request.caller.orgId, input.name, rule.id)) throw appError('errors.practice.ruleNameExists');
  await updateScoringRule(request.deps.db, request.caller.orgId, rule.id, columns(input), request.deps.clock.now());
  return presentScoringRule(await scoringRuleInOrg(request, rule.id));
}

export async function setScoringRuleDisabled(request: Caller, rule: ScoringRuleRow, disabled: 0 | 1): Promise<AdminScoringRule> {
  await updateScoringRule(request.deps.db, request.caller.orgId, rule.id, { disabled }, request.deps.clock.now());
  return presentScoringRule(await scoringRuleInOrg(request, rule.id));
}

export async function removeScoringRule(request: Caller, rule: ScoringRuleRow): Promise<void> {
  if (await scenarioUses(request.deps.db, request.caller.orgId, { scoringRuleId: rule.id })) throw appError('errors.practice.inUse');
  await deleteScoringRule(request.deps.db, request.caller.orgId, rule.id);
}
