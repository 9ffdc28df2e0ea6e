import {
  APPEAL_LIMITS,
  appealRejectBodySchema,
  appealTotal,
  applyRescore,
  type AppealRecordView,
  type AppealScoreChange,
  type MessageKey,
} from '@peilian/shared';

/** The reviewer's typed new scores by criterion key (null: left as it is). */
export type ScoreDraft = Readonly<Record<string, number | null | undefined>>;

export interface RescoreDraftView {
  /** The criteria whose typed score differs from their score now: what `resolve` sends. */
  changes: AppealScoreChange[];
  /** Why a typed score would be refused (lowered, out of range), by criterion key. */
  issues: Record<string, MessageKey>;
  /** The record's total with the acceptable typed scores, by the record's own formula. */
  total: number;
  /** Why the whole re-scoring would be refused (one of `issues`, or nothing changed); null: it may be sent. */
  error: MessageKey | null;
}

/**
 * What the typed new scores make of the record (docs/appeals.md "Re-scoring"): the changes to send,
 * each score's refusal under the rules the server applies (`applyRescore`: never below the score now,
 * never above the item's max), and the new total the server will store (`appealTotal`).
 */
export function rescoreDraft(record: Pick<AppealRecordView, 'criteria' | 'formula' | 'whole'>, draft: ScoreDraft): RescoreDraftView {
  const changes = record.criteria.flatMap((criterion) => {
    const score = draft[criterion.key];
    return score === null || score === undefined || score === criterion.score ? [] : [{ key: criterion.key, score }];
  });
  const issues: Record<string, MessageKey> = {};
  for (const change of changes) {
    const one = applyRescore(record.criteria, [change]);
    if (!one.ok) issues[change.key] = one.error;
  }
  const accepted = new Map(changes.filter((change) => !issues[change.key]).map((change) => [change.key, change.score]));
  const criteria = record.criteria.map((criterion) => ({ ...criterion, score: accepted.get(criterion.key) ?? criterion.score }));
  const outcome = applyRescore(record.criteria, changes);
  return { changes, issues, total: appealTotal(record.formula, criteria, record.whole), error: outcome.ok ? null : outcome.error };
}

/** The opinion's refusal under the server's rule (required, at most 50), else null. */
export function opinionIssue(opinion: string): MessageKey | null {
  const parsed = appealRejectBodySchema.safeParse({ opinion });
  return parsed.success ? null : ((parsed.error.issues[0]?.message ?? 'appeals.rules.opinionRequired') as MessageKey);
}

/** The opinion's limit, for the text box's count. */
export const OPINION_MAX = APPEAL_LIMITS.opinionMax;
