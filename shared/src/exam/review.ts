import type { ExamRefusal } from './timing.js';

/**
 * What a learner sees of a finished attempt, as the exam is configured: the score only, the score
 * and which questions were right, or also the correct answers and tips.
 */
export const REVIEW_MODES = { scoreOnly: 0, marks: 1, answers: 2 } as const;
export type ReviewMode = (typeof REVIEW_MODES)[keyof typeof REVIEW_MODES];

export interface ReviewVisibility {
  score: boolean;
  /** Per question: right or wrong, and the learner's own answer. */
  marks: boolean;
  /** Per question: the correct answer and the tip. */
  answers: boolean;
}

/**
 * Nothing before submission. Correct answers only once the attempt is final (the learner submitted,
 * or the grace window after the deadline is over), so that no second device can read them while
 * offline answers may still arrive.
 */
export function reviewVisibility(mode: number, state: { submitted: boolean; final: boolean }): ReviewVisibility {
  if (!state.submitted) return { score: false, marks: false, answers: false };
  return { score: true, marks: mode >= REVIEW_MODES.marks, answers: mode >= REVIEW_MODES.answers && state.final };
}

/** Who may read a result: its learner once submitted, and administrators (logs, preview) at any time. */
export function checkResultAccess(input: { isOwner: boolean; isAdmin: boolean; submitted: boolean }): ExamRefusal | null {
  if (input.isAdmin) return null;
  if (!input.isOwner) return { error: 'errors.exam.notYourAttempt' };
  return input.submitted ? null : { error: 'errors.exam.answersHidden' };
}
