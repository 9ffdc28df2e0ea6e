import type { MessageKey } from '../i18n/messages.js';
import type { Appeal } from '../schemas/appeals.js';
import { APPEAL_LIMITS, isAppealOpen, learnerAppealStatus } from './domain.js';

/**
 * How both learner surfaces show an appeal (docs/appeals.md "On the learner surfaces"), decided once:
 * the status as the learner sees it (processing shows as waiting), whether a reply waits unread,
 * the reason's counter, and the score before and after.
 */

/** The status's message key: 待处理 (pending or processing), 已通过, 已驳回. */
export const appealStatusKey = (status: number): MessageKey => `appeals.status.${learnerAppealStatus(status)}`;

/** A replied appeal the learner has not opened since (the badge). */
export const isAppealUnread = (appeal: Pick<Appeal, 'status' | 'replyseen'>): boolean => !isAppealOpen(appeal.status) && !appeal.replyseen;

/** The reason's counter, `12/100`. */
export const appealReasonCount = (reason: string): string => `${reason.length}/${APPEAL_LIMITS.reasonMax}`;

/** The appeal's items as the learner reads them: their labels, or none when it is about the whole record. */
export const appealItemLabels = (appeal: Pick<Appeal, 'items'>): string[] => appeal.items.map((item) => item.label || item.key);

/** The score before and after a decision ('—' where there is none); null while the appeal is open. */
export function appealScores(appeal: Pick<Appeal, 'status' | 'scorebefore' | 'scoreafter'>): { before: string; after: string } | null {
  if (isAppealOpen(appeal.status)) return null;
  const shown = (score: number | null) => (score === null ? '—' : String(score));
  return { before: shown(appeal.scorebefore), after: shown(appeal.scoreafter ?? appeal.scorebefore) };
}

/** The due day is shown while the appeal waits for its reply (§9: 15 working days). */
export const appealDueShown = (appeal: Pick<Appeal, 'status' | 'duedate'>): boolean => isAppealOpen(appeal.status) && appeal.duedate !== '';

/**
 * Why a record cannot be appealed, as a message key; null when the form is simply not offered
 * (not scored yet: the entry stays hidden).
 */
export function appealRefusalKey(refusal: string | null): MessageKey | null {
  if (refusal === null || refusal.endsWith('notScored')) return null;
  return (refusal.startsWith('appeals.') || refusal.startsWith('errors.') ? refusal : 'appeals.learner.cannotAppeal') as MessageKey;
}
