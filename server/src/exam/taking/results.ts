import {
  checkResultAccess,
  isAttemptFinal,
  PACKAGE_TASKTYPES,
  reviewVisibility,
  scoreQuestion,
  standingResult,
  sumScores,
  toReviewItem,
  type ExamLogsResponse,
  type ExamResultResponse,
} from '@peilian/shared';
import { answerSavesOf, attemptsOf } from '../../data/attempts.js';
import { findChildTaskInOrg } from '../../data/childTasks.js';
import { findAdminUser } from '../../data/adminUsers.js';
import type { ChildTaskRow, ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { manageableTasktypes } from '../../training/index.js';

import { settleIfDue } from '../attemptAccess.js';
import { examSettings, loadPaper, mergedAnswers, toExamAttempt } from '../attemptState.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Results and history (learner §7 result, logs): a learner reads their own once submitted; an
 * administrator of the exam task list reads any learner's of the organisation (`userid`). What the
 * review shows follows the exam's review mode, correct answers only once the attempt is final.
 */

interface Subject {
  child: ChildTaskRow;
  packageId: string;
  userId: string;
  isAdmin: boolean;
  attempts: ExamAttemptRow[];
}

async function subjectOf(request: Caller, childId: string, userid: string): Promise<Subject> {
  const { db } = request.deps;
  const found = isUuid(childId) ? await findChildTaskInOrg(db, request.caller.orgId, childId) : undefined;
  if (!found || found.child.type !== 2) throw appError('errors.tasks.unavailable');
  let userId = request.caller.id;
  let isAdmin = false;
  if (userid && userid !== request.caller.id) {
    if (!(await manageableTasktypes(request.deps, request.caller)).includes(PACKAGE_TASKTYPES.exam)) throw appError('errors.exam.notYourAttempt');
    const target = isUuid(userid) ? await findAdminUser(db, request.viewer, userid) : undefined;
    if (!target) throw appError('errors.tasks.userNotFound');
    userId = target.user.id;
    isAdmin = true;
  }
  const rows = await attemptsOf(db, request.caller.orgId, userId, childId);
  const now = request.deps.clock.now();
  const last = rows.at(-1);
  if (last?.status === 0) rows[rows.length - 1] = await settleIfDue(db, last, async () => found.pkg.id, now);
  return { child: found.child, packageId: found.pkg.id, userId, isAdmin, attempts: rows };
}

const standingOf = (rows: readonly ExamAttemptRow[]) => {
  const standing = standingResult(rows.map((row) => ({ status: row.status === 1 ? 'submitted' : 'inProgress', score: row.score, passed: row.passed === 1 })));
  return { score: standing.score, passed: standing.passed };
};

/** `GET .../{id}/result?userid`: the latest submitted attempt with its review as configured. */
export async function examResult(request: Caller, childId: string, userid: string): Promise<Omit<ExamResultResponse, 'successed'>> {
  const subject = await subjectOf(request, childId, userid);
  const row = [...subject.attempts].reverse().find((attempt) => attempt.status === 1);
  const refusal = checkResultAccess({ isOwner: subject.userId === request.caller.id, isAdmin: subject.isAdmin, submitted: Boolean(row) });
  if (refusal) throw appError(refusal.error);
  if (!row) throw appError('errors.exam.attemptNotFound');
  const paper = await loadPaper(request.deps.db, request.caller.orgId, row.paperId, true);
  if (!paper) throw appError('errors.exam.paperNotFound');
  const answers = mergedAnswers(await answerSavesOf(request.deps.db, request.caller.orgId, row.id));
  const now = request.deps.clock.now().getTime();
  const final = isAttemptFinal(toExamAttempt(row), now);
  const visibility = subject.isAdmin
    ? { score: true, marks: true, answers: true }
    : reviewVisibility(examSettings(subject.child).review, { submitted: true, final });
  const scored = paper.questions.map((question) => ({ question, answer: answers[question.id], scored: scoreQuestion(question, answers[question.id]) }));
  const submittedAt = (row.submittedAt ?? row.deadline).getTime();
  return {
    paper: { id: paper.paper.id, title: paper.paper.title, score: paper.paper.passScore, total: sumScores(paper.questions.map((question) => question.score)) },
    attemptid: row.id,
    startedAt: row.startedAt.getTime(),
    submittedAt,
    submittedBy: row.submittedBy === 'deadline' ? 'deadline' : 'learner',
    usedSeconds: Math.max(0, Math.round((submittedAt - row.startedAt.getTime()) / 1000)),
    score: row.score ?? 0,
    passed: row.passed === 1,
    correctCount: scored.filter((item) => item.scored.correct).length,
    answeredCount: scored.filter((item) => item.scored.answered).length,
    questionCount: paper.questions.length,
    standing: standingOf(subject.attempts),
    visibility: { marks: visibility.marks, answers: visibility.answers },
    review: visibility.marks ? scored.map((item) => toReviewItem(item.question, item.answer, item.scored, visibility)) : [],
  };
}

/** `GET .../{id}/logs?userid`: every attempt of the learner, oldest first. */
export async function examLogs(request: Caller, childId: string, userid: string): Promise<Omit<ExamLogsResponse, 'successed'>> {
  const subject = await subjectOf(request, childId, userid);
  return {
    rows: subject.attempts.map((row) => ({
      attempt: row.attemptNo,
      startedAt: row.startedAt.getTime(),
      submittedAt: row.submittedAt?.getTime() ?? null,
      submittedBy: row.submittedBy === 'learner' || row.submittedBy === 'deadline' ? row.submittedBy : null,
      status: row.status === 1 ? 'submitted' : 'inProgress',
      score: row.score,
      passed: row.passed === 1,
    })),
    standing: standingOf(subject.attempts),
  };
}
