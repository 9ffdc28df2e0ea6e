import type { ErrorKey } from '../i18n/messages.js';

/**
 * What an appeal re-scores (docs/appeals.md "Re-scoring"): a record's criteria — a practice
 * session's rule items (or, without a rule, its completeness and turn score), an exam's questions,
 * a drill's answers — and how its total is made of them. Pure, so the reviewer's page shows the new
 * total the server will store.
 */

export interface AppealCriterion {
  key: string;
  label: string;
  score: number;
  min: number;
  max: number;
  /** The item's weight (%) when the total is `weighted`; null otherwise. */
  weight: number | null;
}

/**
 * `weighted`: Σ weight × score / 100 (a scoring rule's items); `mean`: the criteria's mean (a
 * session without a rule: (completeness + turn score) / 2; a drill: its answers, whole points);
 * `sum`: Σ scores (an exam's questions).
 */
export type AppealFormula = 'weighted' | 'mean' | 'sum';

export interface AppealScoreChange {
  key: string;
  score: number;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

export function appealTotal(formula: AppealFormula, criteria: readonly Pick<AppealCriterion, 'score' | 'weight'>[], whole = false): number {
  const scores = criteria.map((c) => c.score);
  const sum = scores.reduce((a, b) => a + b, 0);
  const total =
    formula === 'weighted'
      ? criteria.reduce((a, c) => a + ((c.weight ?? 0) * c.score) / 100, 0)
      : formula === 'mean'
        ? scores.length
          ? sum / scores.length
          : 0
        : sum;
  return whole ? Math.round(total) : tenth(total);
}

export type RescoreOutcome =
  { ok: true; criteria: AppealCriterion[]; changed: { key: string; label: string; from: number; to: number }[] } | { ok: false; error: ErrorKey; key?: string };

/**
 * Applies the reviewer's new scores: each names a criterion of the record, lies within its range
 * and is not below its score now — an appeal never costs the learner a point — and at least one
 * changes something (else the appeal is to be rejected).
 */
export function applyRescore(criteria: readonly AppealCriterion[], changes: readonly AppealScoreChange[]): RescoreOutcome {
  const byKey = new Map(criteria.map((c) => [c.key, c]));
  const next = new Map<string, number>();
  for (const change of changes) {
    const criterion = byKey.get(change.key);
    if (!criterion) return { ok: false, error: 'errors.appeals.itemUnknown', key: change.key };
    if (next.has(change.key)) return { ok: false, error: 'errors.appeals.itemRepeated', key: change.key };
    if (!Number.isFinite(change.score) || change.score > criterion.max) return { ok: false, error: 'errors.appeals.scoreOutOfRange', key: change.key };
    if (change.score < criterion.score) return { ok: false, error: 'errors.appeals.scoreLowered', key: change.key };
    next.set(change.key, tenth(change.score));
  }
  const changed = criteria
    .filter((c) => next.has(c.key) && next.get(c.key) !== c.score)
    .map((c) => ({ key: c.key, label: c.label, from: c.score, to: next.get(c.key)! }));
  if (changed.length === 0) return { ok: false, error: 'errors.appeals.nothingChanged' };
  return { ok: true, changed, criteria: criteria.map((c) => (next.has(c.key) ? { ...c, score: next.get(c.key)! } : c)) };
}
