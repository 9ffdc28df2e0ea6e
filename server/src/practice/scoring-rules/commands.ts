import type { AdminScoringRule, NameListQuery, ScoringRuleBody, ScoringRuleUpdateBody, ScoringRuleUsage } from '@peilian/shared';
import {
  deleteScoringRule,
  findScoringRuleInOrg,
  insertScoringRule,
  listScoringRules,
  scoringRuleNameTaken,
  updateScoringRule,
} from '../../data/practice/scoringRules.js';
import { scenarioUses } from '../../data/practice/scenarios.js';
import { childTasksRunningScenarios, countSessionsScoredBy, scenariosOfScoringRule } from '../../data/practice/scoringRuleUsage.js';
import type { ScoringRuleRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { presentScoringRule } from '../presenter.js';
import { inOrg } from '../context.js';
import type { Caller } from '../../auth/caller.js';
import { rescoreSessions, type RescoreCount } from './rescore.js';

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

/**
 * Saves a rule; with `rescore`, then scores the finished sessions of the scenarios using it again
 * with the rule as saved (`rescoreSessions`, in the same transaction). Without it past sessions keep
 * the score they were given.
 */
export async function editScoringRule(
  request: Caller,
  rule: ScoringRuleRow,
  input: ScoringRuleUpdateBody,
): Promise<{ rule: AdminScoringRule; rescore: RescoreCount | null }> {
  if (await scoringRuleNameTaken(request.deps.db, request.caller.orgId, input.name, rule.id)) throw appError('errors.practice.ruleNameExists');
  await updateScoringRule(request.deps.db, request.caller.orgId, rule.id, columns(input), request.deps.clock.now());
  const saved = await scoringRuleInOrg(request, rule.id);
  return { rule: presentScoringRule(saved), rescore: input.rescore ? await rescoreSessions(request, saved) : null };
}

/** The details page's usage: the scenarios scoring with the rule, the task packages running them, the finished sessions it scores. */
export async function scoringRuleUsage(request: Caller, rule: ScoringRuleRow): Promise<Omit<ScoringRuleUsage, 'successed'>> {
  const { db } = request.deps;
  const scenes = await scenariosOfScoringRule(db, request.orgId, rule.id);
  const children = await childTasksRunningScenarios(
    db,
    request.orgId,
    scenes.map((scene) => scene.id),
  );
  return {
    rule: presentScoringRule(rule),
    scenes,
    packages: children.map((use) => ({
      id: use.packageId,
      title: use.title,
      tasktype: use.tasktype,
      childid: use.childId,
      childtitle: use.childTitle,
      sceneid: use.scenarioId,
    })),
    sessions: await countSessionsScoredBy(db, request.orgId, rule.id),
  };
}

export async function setScoringRuleDisabled(request: Caller, rule: ScoringRuleRow, disabled: 0 | 1): Promise<AdminScoringRule> {
  await updateScoringRule(request.deps.db, request.caller.orgId, rule.id, { disabled }, request.deps.clock.now());
  return presentScoringRule(await scoringRuleInOrg(request, rule.id));
}

export async function removeScoringRule(request: Caller, rule: ScoringRuleRow): Promise<void> {
  if (await scenarioUses(request.deps.db, request.caller.orgId, { scoringRuleId: rule.id })) throw appError('errors.practice.inUse');
  await deleteScoringRule(request.deps.db, request.caller.orgId, rule.id);
}
