import { CHILD_TASK_TYPES } from '@peilian/shared';
import { and, asc, count, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { childTasks, practiceSessions, scenarios, taskPackages, type ScenarioRow } from '../../db/schema/index.js';
import { refersTo } from '../references.js';

/**
 * Where a scoring rule is used and the sessions it scores (docs/practice.md "Scoring rules: details
 * and re-scoring"): the scenarios naming it, the scenario child tasks running those scenarios, and
 * the finished sessions of those scenarios — all of one organisation.
 */

/** The organisation's scenarios scored by a rule, by name. */
export function scenariosOfScoringRule(db: Db, orgId: string, ruleId: string): Promise<Pick<ScenarioRow, 'id' | 'name' | 'category' | 'status'>[]> {
  return db
    .select({ id: scenarios.id, name: scenarios.name, category: scenarios.category, status: scenarios.status })
    .from(scenarios)
    .where(and(eq(scenarios.orgId, orgId), eq(scenarios.scoringRuleId, ruleId)))
    .orderBy(asc(scenarios.name), asc(scenarios.id));
}

export interface ScenarioChildUse {
  packageId: string;
  title: string;
  tasktype: number;
  childId: string;
  childTitle: string;
  scenarioId: string;
}

/** The scenario child tasks (type 1, `refs: [{ refid }]`) running one of these scenarios, of packages not in the recycle bin, by package then task. */
export async function childTasksRunningScenarios(db: Db, orgId: string, scenarioIds: readonly string[]): Promise<ScenarioChildUse[]> {
  if (scenarioIds.length === 0) return [];
  const runs = sql.join(
    scenarioIds.map((id) => sql`${childTasks.refs} @> ${JSON.stringify([{ refid: id }])}::jsonb`),
    sql` or `,
  );
  return db
    .select({
      packageId: taskPackages.id,
      title: taskPackages.title,
      tasktype: taskPackages.tasktype,
      childId: childTasks.id,
      childTitle: childTasks.title,
      scenarioId: sql<string>`${childTasks.refs} -> 0 ->> 'refid'`,
    })
    .from(childTasks)
    .innerJoin(taskPackages, refersTo(childTasks, childTasks.packageId, taskPackages))
    .where(and(eq(childTasks.orgId, orgId), eq(childTasks.type, CHILD_TASK_TYPES.scenario), isNull(taskPackages.deletedAt), sql`(${runs})`))
    .orderBy(asc(taskPackages.title), asc(taskPackages.id), asc(childTasks.sort), asc(childTasks.id));
}

/** Finished sessions of the organisation whose scenario the rule scores now. */
const scoredBy = (orgId: string, ruleId: string): SQL =>
  and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.status, 'finished'), eq(scenarios.scoringRuleId, ruleId)) as SQL;

/** How many finished sessions of the scenarios a rule scores there are. */
export async function countSessionsScoredBy(db: Db, orgId: string, ruleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(practiceSessions)
    .innerJoin(scenarios, refersTo(practiceSessions, practiceSessions.scenarioId, scenarios))
    .where(scoredBy(orgId, ruleId));
  return row?.n ?? 0;
}

/** A finished session as re-scoring reads it: its stored result and what the result alone does not say. */
export interface RescoreCandidate {
  id: string;
  userId: string;
  mode: string;
  endReason: string | null;
  result: Record<string, unknown> | null;
  roleplay: boolean;
}

/** The next `limit` finished sessions scored by the rule after the id `after` ('' from the first), by id. */
export function sessionsScoredBy(db: Db, orgId: string, ruleId: string, after: string, limit: number): Promise<RescoreCandidate[]> {
  return db
    .select({
      id: practiceSessions.id,
      userId: practiceSessions.userId,
      mode: practiceSessions.mode,
      endReason: practiceSessions.endReason,
      result: practiceSessions.result,
      roleplay: sql<boolean>`jsonb_typeof(${practiceSessions.document} -> 'roleplay') = 'object'`,
    })
    .from(practiceSessions)
    .innerJoin(scenarios, refersTo(practiceSessions, practiceSessions.scenarioId, scenarios))
    .where(and(scoredBy(orgId, ruleId), after ? gt(practiceSessions.id, after) : undefined))
    .orderBy(asc(practiceSessions.id))
    .limit(limit);
}

/** Writes sessions' new scores in one statement. */
export async function saveSessionScores(db: Db, orgId: string, scores: readonly { id: string; score: number; passed: 0 | 1; result: Record<string, unknown> }[]): Promise<void> {
  if (scores.length === 0) return;
  await db.execute(sql`update practice_sessions s set score = v.score, passed = v.passed, result = v.result
    from jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as v(id uuid, score real, passed integer, result jsonb)
    where s.org_id = ${orgId} and s.id = v.id`);
}
