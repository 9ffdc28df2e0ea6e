import { dialogue } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { saveSessionScores, sessionsScoredBy, type RescoreCandidate } from '../../data/practice/scoringRuleUsage.js';
import type { ScoringRuleRow } from '../../db/schema/index.js';
import { boundChildOf, rederivePracticeRecord } from '../../training/index.js';

/** Sessions read, scored and written per statement: a page bounds the memory, whatever the organisation's size. */
export const RESCORE_BATCH = 500;

/** What a re-score did: sessions scored again, and those left because a completed appeal settled them. */
export interface RescoreCount {
  rescored: number;
  skipped: number;
}

/** The rule as a session finishing now is scored by it: a disabled rule scores nothing (`finishing`). */
const ruleInputOf = (rule: ScoringRuleRow): dialogue.RuleInput | null => (rule.disabled === 0 ? { items: rule.items, passScore: rule.passScore } : null);

/** One page's new scores, and the learners' child tasks they are bound to. */
function rescorePage(page: readonly RescoreCandidate[], rule: dialogue.RuleInput | null) {
  const scores: { id: string; score: number; passed: 0 | 1; result: Record<string, unknown> }[] = [];
  const bound: { userId: string; childId: string }[] = [];
  for (const session of page) {
    if (!session.result || dialogue.appealSettled(session.result)) continue;
    const again = dialogue.rescoredResult(session.result, rule, { roleplay: session.roleplay, completed: session.endReason === 'completed' });
    scores.push({ id: session.id, score: again.score, passed: again.passed ? 1 : 0, result: again.result });
    const childId = boundChildOf(session.mode);
    if (childId) bound.push({ userId: session.userId, childId });
  }
  return { scores, bound };
}

/**
 * Scores every finished session of the scenarios using `rule` again with the rule as saved (docs/
 * practice.md "Scoring rules: details and re-scoring"), page by page, inside the update's one
 * transaction — the rule and the scores it gives commit together, and the operation log records
 * every session changed under the rule's save. A session whose completed appeal settled its score
 * is left as it is. Each learner's child task a re-scored session is bound to is then worked out
 * again from their sessions of it, once.
 */
export async function rescoreSessions(request: Caller, rule: ScoringRuleRow): Promise<RescoreCount> {
  const { db } = request.deps;
  const input = ruleInputOf(rule);
  const count: RescoreCount = { rescored: 0, skipped: 0 };
  const records = new Map<string, { userId: string; childId: string }>();
  for (let after = ''; ;) {
    const page = await sessionsScoredBy(db, request.orgId, rule.id, after, RESCORE_BATCH);
    if (page.length === 0) break;
    const { scores, bound } = rescorePage(page, input);
    await saveSessionScores(db, request.orgId, scores);
    count.rescored += scores.length;
    count.skipped += page.length - scores.length;
    for (const one of bound) records.set(`${one.userId}:${one.childId}`, one);
    after = page.at(-1)!.id;
  }
  const now = request.deps.clock.now();
  for (const { userId, childId } of records.values()) await rederivePracticeRecord(db, { learner: { orgId: request.orgId, userId }, childId }, now);
  return count;
}
