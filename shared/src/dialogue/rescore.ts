import type { PracticeFailReason } from '../schemas/practiceSession.js';
import { NOTHING_ANSWERED, ruleScore, type RuleInput } from './sessionScoring.js';

/**
 * Re-scoring a finished session after its scoring rule changed (docs/practice.md "Scoring rules:
 * details and re-scoring"): the four dimensions the session stored stay what the learner earned;
 * only the rule's items, their points, the total and the pass score are worked out again.
 */

/** How the session ran, which its stored result alone does not say. */
export interface RescoreContext {
  /** The session played a role-play brief (any answer counts as answered). */
  roleplay: boolean;
  /** The flow reached its end node (`end_reason = 'completed'`). */
  completed: boolean;
}

const DIMENSION_KEYS = ['completeness', 'turnscore', 'keywords', 'polite'] as const;
const numberIn = (record: Record<string, unknown>, key: string): number => (typeof record[key] === 'number' ? (record[key] as number) : 0);

/**
 * Whether a session's result carries a completed appeal (`result.appeal = { id, status, before,
 * after }`, written by the appeals feature): its score was settled by a person, so a rule change
 * never re-scores it.
 */
export function appealSettled(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const appeal = (result as { appeal?: unknown }).appeal;
  return typeof appeal === 'object' && appeal !== null && (appeal as { status?: unknown }).status === 'completed';
}

/** Whether the session had an answer that counts: a matched one in a flow, any answer in a role-play. */
function answeredIn(result: Record<string, unknown>, context: RescoreContext): boolean {
  const summary = (typeof result.summary === 'object' && result.summary !== null ? result.summary : {}) as Record<string, unknown>;
  const turns = numberIn(summary, 'turns');
  // A timeout counts among the non-standard answers (`engine.ts`), so the rest of the turns matched.
  return context.roleplay ? turns > 0 : turns > numberIn(summary, 'nonStandardAnswers');
}

/**
 * A stored result scored again by `rule` (null: no rule or a disabled one — the mean, pass score
 * 60, as `sessionResult` does): new items, total, pass score, pass and fail reason; every other
 * key of the result (the dimensions, steps, checklist, an appeal) is kept as it was.
 */
export function rescoredResult(
  stored: Record<string, unknown>,
  rule: RuleInput | null,
  context: RescoreContext,
): { score: number; passed: boolean; result: Record<string, unknown> } {
  const answered = answeredIn(stored, context);
  const dims = answered ? Object.fromEntries(DIMENSION_KEYS.map((key) => [key, numberIn(stored, key)])) : NOTHING_ANSWERED;
  const { items, score } = ruleScore(dims, answered, rule);
  const passscore = rule?.passScore ?? 60;
  const answeredtoend = stored.answeredtoend === true;
  const passed = answeredtoend && score >= passscore;
  const notAtEnd: PracticeFailReason = context.roleplay ? 'closingMissed' : context.completed ? 'flowNotAnswered' : 'flowNotFinished';
  const failreason: PracticeFailReason | null = passed ? null : score < passscore ? 'belowPassScore' : notAtEnd;
  return {
    score,
    passed,
    result: { ...stored, formula: items.length ? 'rule' : 'mean', total: score, items, passscore, failreason },
  };
}
