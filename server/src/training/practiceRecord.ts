import { STUDENT_TASK_STATUS } from '@peilian/shared';
import type { Learner } from '../data/center.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import { bestSessionScores } from '../data/practiceTaskSessions.js';
import type { Db } from '../db/client.js';
import { isUuid } from '../http/request.js';
import { recordChildResult } from './childResult.js';
import { taskMode } from './practiceMode.js';
import { passScoreOf } from './practiceTasks.js';

/**
 * Works a learner's scenario child task out again from their finished sessions of it, after those
 * were re-scored (docs/practice.md "Scoring rules: details and re-scoring"): the score becomes the
 * best session score now — it may go down — and the status follows `recordPracticeResult`'s rule,
 * passed when a session that reached the flow's end scores at least the pass score, else failed.
 * A record once passed stays passed (`recordChildResult`): a pass already counted into the
 * package, stars and experience is never taken back. The package is then worked out by
 * `recordOutcome`, adding no learning time. Runs inside the caller's transaction; a child task
 * deleted since, or without a finished session of the learner, records nothing.
 */
export async function rederivePracticeRecord(tx: Db, keys: { learner: Learner; childId: string }, now: Date): Promise<void> {
  const { learner, childId } = keys;
  const found = isUuid(childId) ? await findChildTaskInOrg(tx, learner.orgId, childId) : undefined;
  if (!found) return;
  const { best, bestAtEnd } = await bestSessionScores(tx, learner.orgId, learner.userId, taskMode(childId));
  if (best === null) return;
  const passed = bestAtEnd !== null && bestAtEnd >= passScoreOf(found.child, found.pkg);
  await recordChildResult(tx, { learner, packageId: found.pkg.id, childTaskId: found.child.id }, now, (record) => ({
    passed,
    status: passed ? STUDENT_TASK_STATUS.passed : STUDENT_TASK_STATUS.failed,
    score: best,
    startedAt: record.startedAt ?? now,
    seconds: 0,
  }));
}
