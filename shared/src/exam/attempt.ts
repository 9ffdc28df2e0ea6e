import type { ErrorKey } from '../i18n/messages.js';
import { mergeAnswers, type AnswerSave, type StoredAnswer } from './answers.js';
import { EXAM_SAVE_GRACE_MS } from './constants.js';
import { answerTiming, attemptClock, checkSubmitTime, effectiveAnswerTime, type AttemptClock, type AttemptClockInput, type ExamRefusal } from './timing.js';

/**
 * One learner's attempt at an exam and the pure transitions the server applies to it (and the
 * client applies optimistically): start, save, submit, and the submission the deadline makes.
 */

export type AttemptStatus = 'inProgress' | 'submitted';
/** Who ended the attempt: the learner's submit, or the server at the deadline with what it had. */
export type SubmittedBy = 'learner' | 'deadline';

export interface ExamAttempt extends AttemptClock {
  /** The attempt key handed out by the token call and sent with start, save, submit and querytime. */
  key: string;
  paperid: string;
  userid: string;
  status: AttemptStatus;
  submittedAt: number | null;
  submittedBy: SubmittedBy | null;
  /** The save key of the learner's submit, so that a repeated submit is answered, not refused. */
  submitId: string | null;
  answers: Record<string, StoredAnswer>;
}

export interface StartAttemptInput extends Omit<AttemptClockInput, 'startedAt'> {
  key: string;
  paperid: string;
  userid: string;
  /** The server's time of the start. */
  now: number;
}

/** A fresh attempt: no answers, the clock fixed from the server's start time. */
export function startAttempt(input: StartAttemptInput): ExamAttempt {
  const clock = attemptClock({ startedAt: input.now, minute: input.minute, limitMinute: input.limitMinute, windowEnd: input.windowEnd ?? null });
  return {
    key: input.key,
    paperid: input.paperid,
    userid: input.userid,
    ...clock,
    status: 'inProgress',
    submittedAt: null,
    submittedBy: null,
    submitId: null,
    answers: {},
  };
}

/** Refuses any use of an attempt by someone other than its learner. */
export function checkAttemptOwner(attempt: Pick<ExamAttempt, 'userid'>, userid: string): ExamRefusal | null {
  return attempt.userid === userid ? null : { error: 'errors.exam.notYourAttempt' };
}

/** Submits what the attempt holds once the deadline has passed; otherwise returns it unchanged. */
export function autoSubmitIfDue(attempt: ExamAttempt, now: number): ExamAttempt {
  if (attempt.status !== 'inProgress' || now < attempt.deadline) return attempt;
  return { ...attempt, status: 'submitted', submittedAt: attempt.deadline, submittedBy: 'deadline' };
}

/**
 * No answer can change any more: the learner submitted, or the grace window after the deadline
 * has passed (until then, answers given offline before the deadline may still arrive).
 */
export function isAttemptFinal(attempt: ExamAttempt, now: number, graceMs: number = EXAM_SAVE_GRACE_MS): boolean {
  return attempt.submittedBy === 'learner' || now > attempt.deadline + graceMs;
}

export type SaveRejection = 'unknownQuestion' | 'afterDeadline' | 'tooLate' | 'submitted';

/** The error a client is shown for a refused answer. */
export const SAVE_REJECTION_ERRORS: Readonly<Record<SaveRejection, ErrorKey>> = {
  unknownQuestion: 'errors.exam.questionNotFound',
  afterDeadline: 'errors.exam.timeUp',
  tooLate: 'errors.exam.timeUp',
  submitted: 'errors.exam.alreadySubmitted',
};

export interface SaveContext {
  /** The server's time of receipt. */
  receivedAt: number;
  /** The questions of the attempt's paper. */
  questionIds: ReadonlySet<string>;
  graceMs?: number;
}

export interface SaveOutcome {
  attempt: ExamAttempt;
  /** Questions whose answer the server now holds (including answers it already had). */
  accepted: string[];
  rejected: { questionid: string; reason: SaveRejection }[];
  /** Questions whose stored answer this save replaced. */
  changed: string[];
}

/**
 * Applies a save: each answer of a question of the paper, given before the deadline and arriving
 * within the grace window, is merged (newest wins). Nothing changes after the learner's submit.
 * A save arriving after the deadline also makes the deadline's submission, if it was not made yet.
 */
export function applySave(attempt: ExamAttempt, save: AnswerSave, context: SaveContext): SaveOutcome {
  const graceMs = context.graceMs ?? EXAM_SAVE_GRACE_MS;
  const rejected: SaveOutcome['rejected'] = [];
  const incoming: StoredAnswer[] = [];
  for (const item of save.items) {
    const reason = rejectionOf(attempt, item.questionid, item.at, context, graceMs);
    if (reason) rejected.push({ questionid: item.questionid, reason });
    else incoming.push({ ...item, at: effectiveAnswerTime(attempt, item.at, context.receivedAt), saveid: save.saveid });
  }
  const merged = mergeAnswers(attempt.answers, incoming);
  const next = autoSubmitIfDue(merged.changed.length > 0 ? { ...attempt, answers: merged.answers } : attempt, context.receivedAt);
  return { attempt: next, accepted: incoming.map((answer) => answer.questionid), rejected, changed: merged.changed };
}

function rejectionOf(attempt: ExamAttempt, questionid: string, at: number, context: SaveContext, graceMs: number): SaveRejection | null {
  if (attempt.submittedBy === 'learner') return 'submitted';
  if (!context.questionIds.has(questionid)) return 'unknownQuestion';
  const timing = answerTiming(attempt, at, context.receivedAt, graceMs);
  return timing === 'inTime' ? null : timing;
}

export type SubmitOutcome = { ok: true; attempt: ExamAttempt; repeated: boolean; save: SaveOutcome | null } | { ok: false; refusal: ExamRefusal };

/**
 * The learner's submit, with the answers it carries. Refused before the minimum time, after the
 * learner already submitted (unless it is the same submit again, which is answered as it was),
 * and when pressed after the deadline or arriving after the grace window. A submit pressed before
 * the deadline on an offline device counts when it arrives within the grace window, even if the
 * server has meanwhile submitted at the deadline. Submission cannot be revoked.
 */
export function submitAttempt(attempt: ExamAttempt, save: AnswerSave, context: SaveContext): SubmitOutcome {
  const graceMs = context.graceMs ?? EXAM_SAVE_GRACE_MS;
  if (attempt.submittedBy === 'learner') {
    return attempt.submitId === save.saveid
      ? { ok: true, attempt, repeated: true, save: null }
      : { ok: false, refusal: { error: 'errors.exam.alreadySubmitted' } };
  }
  if (answerTiming(attempt, save.at, context.receivedAt, graceMs) !== 'inTime') return { ok: false, refusal: { error: 'errors.exam.timeUp' } };
  const early = checkSubmitTime(attempt, context.receivedAt);
  if (early) return { ok: false, refusal: early };
  const saved = applySave({ ...attempt, status: 'inProgress', submittedBy: null, submittedAt: null }, save, context);
  const submittedAt =
    context.receivedAt < attempt.deadline ? context.receivedAt : Math.min(effectiveAnswerTime(attempt, save.at, context.receivedAt), attempt.deadline);
  return {
    ok: true,
    repeated: false,
    save: saved,
    attempt: { ...saved.attempt, status: 'submitted', submittedAt, submittedBy: 'learner', submitId: save.saveid },
  };
}
