import type { PracticeCoachResponse } from '@peilian/shared';
import { findScopedStudentSession } from '../../data/reportRoleplays.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { coachOf } from '../../practice/index.js';
import { reportScope } from '../scope.js';

/**
 * `GET report/student/:id/roleplay/:sessionId/coach`: the coach's review of a session of a learner
 * of the caller's scope, as the learner reads it (written now if the model had not yet). The learner
 * is looked up as the dashboard looks them up, so whoever may not open the dashboard — a learner
 * the data permission hides, another organisation's — and a session of anyone else or of no one
 * are 404 `studentNotFound`.
 */
export async function studentRoleplayCoach(request: Caller, userId: string, sessionId: string): Promise<PracticeCoachResponse> {
  const row = await findScopedStudentSession(request.deps.db, reportScope(request), userId, sessionId);
  if (!row) throw appError('errors.reports.studentNotFound');
  return coachOf(request, row);
}
