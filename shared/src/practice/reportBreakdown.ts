import type { MessageKey, Translate } from '../i18n/messages.js';
import type { PracticeResult, PracticeSessionView, PracticeStep, PracticeTurn } from '../schemas/practiceSession.js';
import { scoreItemName } from './scoreItems.js';

/**
 * What the practice report says about a score (docs/practice.md "Scoring"): how the total is made,
 * with or without a scoring rule, and why each answer scored what it did. Both apps render these
 * rows as they are; the shown parts add up to the shown total.
 */

/** One part of the total: the item (or dimension), its weight or share of the mean, its score, what it adds. */
export interface BreakdownPart {
  key: string;
  name: string;
  weight: string;
  score: number;
  /** What the part adds to the total, in tenths so that the parts shown sum exactly to `total`. */
  points: number;
}

export interface ReportBreakdown {
  formula: PracticeResult['formula'];
  parts: BreakdownPart[];
  /** The total as shown (0.1), equal to the sum of the parts' `points`. */
  total: number;
  /** The formula in words. */
  formulaText: string;
  /** How many answers the per-answer means are over (null: a result without steps). */
  answersText: string | null;
  /** How many learner steps were answered (null: a result without steps). */
  completenessText: string | null;
}

/** A score as the report shows it: to one decimal, without a trailing ".0". */
export function formatScore(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * Rounds each value to tenths so that the rounded values sum to `total` rounded to tenths: the
 * largest-remainder way, moving a tenth at a time to the value its rounding hurt most.
 */
export function roundToTotal(values: readonly number[], total: number): number[] {
  const exact = values.map((value) => value * 10);
  const tenths = exact.map((value) => Math.round(value));
  let left = Math.round(total * 10) - tenths.reduce((a, b) => a + b, 0);
  while (left !== 0 && tenths.length > 0) {
    const step = Math.sign(left);
    let at = 0;
    for (let i = 1; i < tenths.length; i++) if (step * (exact[i]! - tenths[i]!) > step * (exact[at]! - tenths[at]!)) at = i;
    tenths[at]! += step;
    left -= step;
  }
  return tenths.map((value) => value / 10);
}

const MEAN_PARTS = ['completeness', 'turnscore'] as const;

/** How the total of a scored session is made: each rule item (or the two dimensions of the mean) and the sum. */
export function reportBreakdown(t: Translate, result: PracticeResult): ReportBreakdown {
  const rule = result.formula === 'rule' && result.items.length > 0;
  const raw = rule
    ? result.items.map((item, index) => ({
        key: `item-${index}`,
        name: scoreItemName(t, item.name),
        weight: t('practiceLearner.report.breakdown.ruleWeight', { weight: item.weight }),
        score: item.score,
        exact: item.points,
      }))
    : MEAN_PARTS.map((dimension) => ({
        key: dimension,
        name: t(`practiceLearner.report.dimension.${dimension}`),
        weight: t('practiceLearner.report.breakdown.meanWeight', { count: MEAN_PARTS.length }),
        score: result[dimension],
        exact: result[dimension] / MEAN_PARTS.length,
      }));
  const points = roundToTotal(
    raw.map((part) => part.exact),
    result.total,
  );
  const steps = result.steps.length;
  return {
    formula: rule ? 'rule' : 'mean',
    parts: raw.map(({ exact: _exact, ...part }, index) => ({ ...part, score: Math.round(part.score * 10) / 10, points: points[index]! })),
    total: Math.round(result.total * 10) / 10,
    formulaText: t(rule ? 'practiceLearner.report.breakdown.formulaRule' : 'practiceLearner.report.breakdown.formulaMean'),
    answersText: steps ? t('practiceLearner.report.breakdown.answers', { count: result.answers }) : null,
    completenessText: steps
      ? t('practiceLearner.report.breakdown.completeness', { answered: result.steps.filter((step) => step.outcome === 'answered').length, steps })
      : null,
  };
}

/** One line of why an answer scored what it did. */
export interface TurnReason {
  kind: 'said' | 'missed' | 'timeout' | 'forced' | 'nonStandard' | 'length' | 'repetition' | 'density' | 'sensitive';
  text: string;
}

/** The keywords the learner said, in their own words (the term in brackets of the language when it differs): a synonym group shows the word said. */
export function keywordsSaid(turn: Pick<PracticeTurn, 'keywords'>, t: Translate): string[] {
  return (turn.keywords?.said ?? []).map(({ term, text }) => (text && text !== term ? t('practiceLearner.report.saidAs', { text, term }) : term));
}

/** Why a turn scored what it did: timed out or moved on, keywords said and missed, the penalties. */
export function turnReasons(t: Translate, turn: PracticeTurn, step: PracticeStep | null): TurnReason[] {
  const reasons: TurnReason[] = [];
  const add = (kind: TurnReason['kind'], params?: Record<string, string>) =>
    reasons.push({ kind, text: t(`practiceLearner.report.reason.${kind}` as MessageKey, params) });
  if (turn.outcome === 'timeout') add('timeout');
  if (step?.outcome === 'forced') add('forced');
  if (turn.outcome === 'timeout') return reasons;
  if (turn.outcome === 'nonStandard') add('nonStandard');
  const words = t('practiceLearner.report.wordSeparator');
  const said = keywordsSaid(turn, t);
  if (said.length) add('said', { words: said.join(words) });
  const missed = turn.keywords?.missed ?? [];
  if (missed.length) add('missed', { words: missed.map((clause) => clause.join(' / ')).join(t('practiceLearner.report.clauseSeparator')) });
  for (const factor of ['length', 'repetition', 'density'] as const) if (turn.quality && turn.quality[factor] < 1) add(factor);
  if (turn.sensitive.length) add('sensitive', { words: turn.sensitive.map((hit) => hit.text || hit.word).join(words) });
  return reasons;
}

/** The report's answers in flow order: each turn with its reasons, and between them the steps left without an answer. */
export type ReportEntry = { kind: 'turn'; turn: PracticeTurn; reasons: TurnReason[] } | { kind: 'step'; step: PracticeStep; text: string };

/**
 * Every turn with why it scored what it did, and the learner steps without a turn of their own
 * (skipped by a jump, not answered, ended by silence) where the flow met them: before the next turn
 * the steps name, or after the last.
 */
export function reportEntries(t: Translate, session: Pick<PracticeSessionView, 'turns' | 'result'>): ReportEntry[] {
  const steps = session.result?.steps ?? [];
  const bySeq = new Map(steps.filter((step) => step.seq !== null && step.outcome !== 'answered').map((step) => [step.seq, step]));
  const before = new Map<number, PracticeStep[]>();
  let pending: PracticeStep[] = [];
  for (const step of steps) {
    if (step.seq === null) pending.push(step);
    else if (pending.length) {
      before.set(step.seq, [...(before.get(step.seq) ?? []), ...pending]);
      pending = [];
    }
  }
  const stepEntry = (step: PracticeStep): ReportEntry => ({
    kind: 'step',
    step,
    text: t(`practiceLearner.report.step.${step.outcome === 'skipped' || step.outcome === 'silence' ? step.outcome : 'unanswered'}`, {
      name: step.nodename,
    }),
  });
  const entries: ReportEntry[] = [];
  for (const turn of session.turns) {
    entries.push(...(before.get(turn.seq) ?? []).map(stepEntry));
    entries.push({ kind: 'turn', turn, reasons: turnReasons(t, turn, bySeq.get(turn.seq) ?? null) });
  }
  const placed = new Set(session.turns.map((turn) => turn.seq));
  const unplaced = [...before.entries()].filter(([seq]) => !placed.has(seq)).flatMap(([, list]) => list);
  return [...entries, ...unplaced.map(stepEntry), ...pending.map(stepEntry)];
}

const END_REASONS = ['completed', 'requested', 'silenceLimit', 'nonStandardLimit', 'flowError', 'turnLimit', 'timeLimit'];

/**
 * Why the session ended, in words: "流程已完成" only when the learner answered their way to the
 * end; the end reached by a jump, a timeout or a forced move says some steps were not answered.
 */
export function endReasonText(t: Translate, session: Pick<PracticeSessionView, 'endreason' | 'result'>): string | null {
  const reason = session.endreason;
  if (!reason || !END_REASONS.includes(reason)) return null;
  if (reason === 'completed' && session.result && !session.result.answeredtoend) return t('practiceLearner.report.completedUnanswered');
  return t(`dialogue.endReasons.${reason}` as MessageKey);
}

/** Why a finished session did not pass (null when it passed or is not scored). */
export function failReasonText(t: Translate, session: Pick<PracticeSessionView, 'passed' | 'result'>): string | null {
  const reason = session.passed === false ? session.result?.failreason : null;
  return reason ? t(`practiceLearner.report.failReason.${reason}`) : null;
}
