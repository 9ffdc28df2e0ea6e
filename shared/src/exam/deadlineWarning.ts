import type { MessageKey } from '../i18n/messages.js';
import type { ExamTiming } from './timing.js';

/** Minutes left at which the learner is told the deadline is near, largest first. */
export const DEADLINE_WARNINGS = [5, 1] as const;
export type DeadlineWarning = (typeof DEADLINE_WARNINGS)[number];

/** What each warning says. */
export const DEADLINE_WARNING_TEXT: Record<DeadlineWarning, MessageKey> = { 5: 'examLearner.deadlineFive', 1: 'examLearner.deadlineOne' };

/**
 * The warning that applies at this moment of an attempt: 1 in the last minute, 5 in the last five,
 * else null. None once time is up, and none for a threshold the attempt was never longer than
 * (an exam without a time limit never warns).
 */
export function deadlineWarningOf(timing: Pick<ExamTiming, 'startedAt' | 'deadline' | 'remainingSeconds' | 'expired'>): DeadlineWarning | null {
  if (timing.expired) return null;
  const length = (timing.deadline - timing.startedAt) / 1000;
  let warning: DeadlineWarning | null = null;
  for (const minutes of DEADLINE_WARNINGS) {
    if (length > minutes * 60 && timing.remainingSeconds <= minutes * 60) warning = minutes;
  }
  return warning;
}

/** Which warnings a screen has already dealt with: `undefined` before its first look at the clock. */
export type DeadlineWarningSeen = DeadlineWarning | null | undefined;

/**
 * The warning to announce now, given the last one seen, and the new last one. The first look (an
 * exam just opened, or opened again after a reload) announces nothing: what already applies then
 * counts as told, so a reload never repeats a warning; each later threshold is announced once.
 */
export function nextDeadlineWarning(seen: DeadlineWarningSeen, now: DeadlineWarning | null): { announce: DeadlineWarning | null; seen: DeadlineWarningSeen } {
  if (seen === undefined) return { announce: null, seen: now };
  if (now === null || now === seen || (seen !== null && now > seen)) return { announce: null, seen };
  return { announce: now, seen: now };
}
