import { ERRORS, examTiming, SAVE_REJECTION_ERRORS, submitAttempt, type AnswerSave, type ExamSaveResponse, type ExamSubmitResponse } from '@peilian/shared';
import { answerSavesOf, insertAnswerSave, lockAttempt } from '../../data/attempts.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { attemptRefusal, packageIdOf } from '../attemptAccess.js';
import { loadPaper, mergedAnswers, scoreAttempt, stripSave, toExamAttempt } from '../attemptState.js';
import { recordOutcomeLater, submitArrives } from '../outcomes.js';
import { saveAnswer } from './saveAnswers.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Saving and submitting answers (learner §7 save, submit). Each call is one transaction on the
 * locked attempt: nothing is acknowledged before it is committed, a replayed save or submit (same
 * save id) changes nothing, and only the attempt's own learner may write to it. The rules of what
 * counts — the deadline, the grace window for answers given offline, the minimum time before
 * submission, no change after the learner's submit — are shared's `applySave` / `submitAttempt`.
 */

async function paperFor(request: Caller, paperId: string, db: Caller['deps']['db'] = request.deps.db) {
  const paper = await loadPaper(db, request.caller.orgId, paperId, true);
  if (!paper) throw appError('errors.exam.paperNotFound');
  return paper;
}

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
    row = await deps.db.transaction(async (tx) => {
      const locked = await lockAttempt(tx, caller.orgId, key);
      const refusal = attemptRefusal(locked, caller, childId);
      if (!locked || refusal) throw appError(refusal ?? 'errors.exam.attemptNotFound');
      const paper = await paperFor(request, locked.paperId, tx);
      const attempt = toExamAttempt(locked, mergedAnswers(await answerSavesOf(tx, caller.orgId, locked.id)));
      const submitted = submitAttempt(attempt, save, { receivedAt: now.getTime(), questionIds: paper.questionIds });
      if (!submitted.ok) throw appError(submitted.refusal.error, submitted.refusal.params);
      if (submitted.repeated) return locked;
      const accepted = new Set(submitted.save?.accepted ?? []);
      const items = Object.values(submitted.attempt.answers)
        .filter((answer) => accepted.has(answer.questionid) && answer.saveid === save.saveid)
        .map(stripSave);
      await insertAnswerSave(tx, { attemptId: locked.id, saveId: save.saveid, orgId: caller.orgId, items, clientAt: save.at, receivedAt: now });
      const changes = { submittedAt: new Date(submitted.attempt.submittedAt ?? now.getTime()), submittedBy: 'learner' as const, submitId: save.saveid };
      return scoreAttempt(tx, locked, paper, packageId, changes, 'submit', now, submitted.attempt.answers, outcome);
    });
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
