import { ERRORS, examTiming, SAVE_REJECTION_ERRORS, type AnswerSave, type ExamSaveResponse, type ExamSubmitResponse } from '@peilian/shared';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { packageIdOf } from '../attemptAccess.js';
import { recordOutcomeLater, submitArrives } from '../outcomes.js';
import { saveAnswer } from './saveAnswers.js';
import { submitAnswers } from './submitAnswers.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Saving and submitting answers (learner §7 save, submit). Each call is one transaction on the
 * locked attempt: nothing is acknowledged before it is committed, a replayed save or submit (same
 * save id) changes nothing, and only the attempt's own learner may write to it. The rules of what
 * counts — the deadline, the grace window for answers given offline, the minimum time before
 * submission, no change after the learner's submit — are shared's `applySave` / `submitAttempt`.
 */

/** `POST .../{id}/save?key` `{ answer }`: the answers the server now holds, the refused ones and why. */
export async function examSave(request: Caller, childId: string, key: string, save: AnswerSave): Promise<Omit<ExamSaveResponse, 'successed'>> {
  if (!isUuid(key)) throw appError('errors.exam.attemptNotFound');
  const now = request.deps.clock.now();
  const result = await saveAnswer({ request, childId, key, save, now });
  const timing = examTiming(
    { startedAt: result.row.startedAt.getTime(), deadline: result.row.deadline.getTime(), minSubmitAt: result.row.minSubmitAt.getTime() },
    now.getTime(),
  );
  return {
    saveid: save.saveid,
    accepted: result.accepted,
    rejected: result.rejected.map(({ questionid, reason }) => {
      const error = SAVE_REJECTION_ERRORS[reason];
      return { questionid, errcode: ERRORS[error].errcode, reason: request.t(error) };
    }),
    status: result.row.status === 1 ? 'submitted' : 'inProgress',
    deadline: result.row.deadline.getTime(),
    remainingSeconds: result.row.status === 1 ? 0 : timing.remainingSeconds,
    servertime: now.getTime(),
  };
}

/**
 * `POST .../{id}/submit?key` `{ answer }`: submits with the final answers and scores. Refused before
 * the minimum time and after the learner already submitted — except the same submit again, which
 * is answered as it was. Irreversible.
 */
export async function examSubmit(request: Caller, childId: string, key: string, save: AnswerSave): Promise<Omit<ExamSubmitResponse, 'successed'>> {
  const { deps, caller } = request;
  if (!isUuid(key)) throw appError('errors.exam.attemptNotFound');
  const packageId = await packageIdOf(request, childId);
  const now = deps.clock.now();
  const traffic = submitArrives(deps.db);
  const outcome = traffic.crowded ? 'later' : 'now';
  let answered = false;
  let row: ExamAttemptRow;
  try {
    row = await submitAnswers({ request, childId, key, save, now, packageId, outcome });
    answered = true;
  } finally {
    traffic.done(answered);
  }
  if (outcome === 'later' && row.submitId === save.saveid) recordOutcomeLater(deps.db, deps.clock, { orgId: caller.orgId, attemptId: row.id, packageId });
  return {
    saveid: save.saveid,
    submittedAt: (row.submittedAt ?? now).getTime(),
    submittedBy: row.submittedBy === 'deadline' ? 'deadline' : 'learner',
    score: row.score,
    passed: row.passed === 1,
    servertime: now.getTime(),
  };
}
