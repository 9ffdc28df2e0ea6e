import type { PracticeChecklistItem, PracticeResult } from '../schemas/practiceSession.js';
import type { RoleplayBrief } from './roleplaySchema.js';
import type { TurnScore } from './scoring.js';
import { clamp, NOTHING_ANSWERED, resultOf, round1, ruleScore, SENSITIVE_PENALTY, turnScore, type RuleInput } from './sessionScoring.js';
import type { SessionSummary } from './types.js';

/**
 * How a role-play is scored (docs/practice.md "Role-play"): deterministically, from the learner's
 * words only — the checklist the brief sets and each answer judged as a flow answer is. The
 * customer's words, the model and anything the learner asks for play no part.
 */

/** A role-play turn's score: the first to tick a checklist item earns 100 less 20 a sensitive word; any other, its score as a flow answer. */
export function roleplayTurnScore(score: TurnScore): number {
  if (!score.ticked) return turnScore(score);
  return round1(clamp(100 - SENSITIVE_PENALTY * score.sensitive.length));
}

type ScoredTurn = { inputs: TurnScore; score: number };

/** Each checklist item, the first turn whose words ticked it and the words that did. */
export function checklistOf(brief: RoleplayBrief, turns: readonly ScoredTurn[]): PracticeChecklistItem[] {
  return brief.checklist.map((item) => {
    const first = turns.find((turn) => turn.inputs.checklist?.some((tick) => tick.id === item.id));
    const hit = first?.inputs.checklist?.find((tick) => tick.id === item.id)?.hit ?? [];
    return { id: item.id, kind: item.kind, title: item.title, turn: first?.inputs.turn ?? null, said: hit.map((term) => term.text) };
  });
}

const share = (part: number, whole: number) => (whole ? round1((100 * part) / whole) : 0);

/**
 * A finished role-play's score: completeness is the share of the checklist ticked (no checklist:
 * of the answers matching one of the flow's intents), keywords the share of its knowledge points
 * (none: completeness), turnscore and polite the per-answer means a flow session has. It passes
 * when the score reaches the pass mark and every closing item was ticked (none: every item).
 */
export function roleplayResult(
  brief: RoleplayBrief,
  summary: SessionSummary,
  turns: readonly ScoredTurn[],
  rule: RuleInput | null,
): { score: number; passed: boolean; result: PracticeResult } {
  const checklist = checklistOf(brief, turns);
  const ticked = (items: readonly PracticeChecklistItem[]) => items.filter((item) => item.turn !== null).length;
  const matched = turns.filter((turn) => turn.inputs.outcome === 'matched').length;
  const completeness = checklist.length ? share(ticked(checklist), checklist.length) : share(matched, turns.length);
  const knowledge = checklist.filter((item) => item.kind === 'knowledge');
  const sensitive = turns.reduce((sum, turn) => sum + turn.inputs.sensitive.length, 0);
  const polite = turns.filter((turn) => turn.inputs.polite.length > 0).length;
  const answered = turns.length > 0;
  const dims = answered
    ? {
        completeness,
        turnscore: share(turns.reduce((sum, turn) => sum + turn.score, 0) / 100, turns.length),
        keywords: knowledge.length ? share(ticked(knowledge), knowledge.length) : completeness,
        polite: round1(clamp(share(polite, turns.length) - SENSITIVE_PENALTY * sensitive)),
      }
    : NOTHING_ANSWERED;
  const { items, score } = ruleScore(dims, answered, rule);
  const closing = checklist.filter((item) => item.kind === 'closing');
  const answeredtoend = answered && ticked(closing.length ? closing : checklist) === (closing.length ? closing : checklist).length;
  const passscore = rule?.passScore ?? 60;
  const passed = answeredtoend && score >= passscore;
  const failreason = passed ? null : score < passscore ? 'belowPassScore' : 'closingMissed';
  return {
    score,
    passed,
    result: { ...resultOf(summary, dims, { items, score, passscore }), answeredtoend, failreason, steps: [], answers: turns.length, checklist },
  };
}
