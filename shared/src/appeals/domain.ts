/**
 * Appeals (admin-back-office §3 Complaint, §4, §5, §9; docs/appeals.md): a learner appeals a scored
 * study record once; an administrator re-scores items of it or rejects it, with an opinion.
 */

/** The study records a learner may appeal: a practice session, an exam attempt, a quick Q&A drill. */
export const APPEAL_TYPES = ['practice', 'exam', 'faq'] as const;
export type AppealType = (typeof APPEAL_TYPES)[number];

/**
 * 0 pending, 1 processing (an administrator has taken it up; the learner still sees 待处理),
 * 2 completed (re-scored), 3 rejected. Completed and rejected are final.
 */
export const APPEAL_STATUS = { pending: 0, processing: 1, completed: 2, rejected: 3 } as const;
export type AppealStatus = (typeof APPEAL_STATUS)[keyof typeof APPEAL_STATUS];
export const APPEAL_STATUSES = [0, 1, 2, 3] as const;

/** What the learner is shown: processing shows as waiting (§4). */
export const learnerAppealStatus = (status: number): 'waiting' | 'completed' | 'rejected' =>
  status === APPEAL_STATUS.completed ? 'completed' : status === APPEAL_STATUS.rejected ? 'rejected' : 'waiting';

export const isAppealOpen = (status: number): boolean => status === APPEAL_STATUS.pending || status === APPEAL_STATUS.processing;

export const APPEAL_LIMITS = {
  /** §5: appeal reason required, at most 100. */
  reasonMax: 100,
  /** §5, §8: audit opinion required, at most 50. */
  opinionMax: 50,
  /** §9: the reply within 15 working days. */
  replyWorkingDays: 15,
  /** Items (turns, questions, criteria) one appeal may point at. */
  itemsMax: 50,
  /** Days one work calendar may list (holidays and make-up days each). */
  calendarDaysMax: 400,
} as const;

/** The steps of an appeal's trail. */
export const APPEAL_EVENTS = ['submitted', 'accepted', 'completed', 'rejected'] as const;
export type AppealEvent = (typeof APPEAL_EVENTS)[number];
