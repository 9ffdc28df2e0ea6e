import { CHILD_TASK_TYPES, REVIEW_MODES, retakeRulesSchema, type AdminChildTask, type AdminPaper, type ValidationIssue } from '@peilian/shared';
import type { ChildFields, PaperChoice } from './childFields';

/**
 * The exam child task's part of the form (docs/exam.md): the published paper it names in
 * `refs: [{ refid }]` and its settings — `retry` 0–99999, `noRetakeAfterPass` 0/1 and `review`
 * 0 score only / 1 marks / 2 answers (default 1), read the way the server reads them.
 */

export function paperChoice(paper: Pick<AdminPaper, 'id' | 'title' | 'questioncount' | 'total' | 'minute' | 'score'>): PaperChoice {
  return { id: paper.id, title: paper.title, questioncount: paper.questioncount, total: paper.total, minute: paper.minute, score: paper.score };
}

/** The review modes in the order the dialog offers them. */
export const REVIEW_MODE_OPTIONS = [REVIEW_MODES.scoreOnly, REVIEW_MODES.marks, REVIEW_MODES.answers] as const;
const isReviewMode = (value: unknown): value is number => (REVIEW_MODE_OPTIONS as readonly unknown[]).includes(value);

type ExamFields = Pick<ChildFields, 'paper' | 'retry' | 'noRetakeAfterPass' | 'review'>;

/** The exam fields of a stored child task (defaults for other types and for settings the server would not read). */
export function examSettingsOf(child: Pick<AdminChildTask, 'type' | 'refs' | 'settings'>): ExamFields {
  if (child.type !== CHILD_TASK_TYPES.exam) return { paper: null, retry: 0, noRetakeAfterPass: false, review: REVIEW_MODES.marks };
  const ref = child.refs.find((item) => 'refid' in item);
  const rules = retakeRulesSchema.safeParse(child.settings);
  const review = Number(child.settings.review);
  return {
    paper: ref && 'refid' in ref ? { id: ref.refid, title: '', questioncount: 0, total: 0, minute: 0, score: 0 } : null,
    retry: rules.success ? rules.data.retry : 0,
    noRetakeAfterPass: rules.success && rules.data.noRetakeAfterPass === 1,
    review: isReviewMode(review) ? review : REVIEW_MODES.marks,
  };
}

/** The retake count and review mode checked by the shared retake rules (the paper by the child-task schema). */
export function examIssues(fields: ExamFields): Partial<Record<keyof ChildFields, ValidationIssue>> {
  const issues: Partial<Record<keyof ChildFields, ValidationIssue>> = {};
  const retry = fields.retry === null || fields.retry === undefined ? null : retakeRulesSchema.shape.retry.safeParse(fields.retry);
  if (!retry?.success) issues.retry = { key: 'exam.retake.retryInvalid' };
  if (!isReviewMode(fields.review)) issues.review = { key: 'tasks.rules.settingsInvalid' };
  return issues;
}
