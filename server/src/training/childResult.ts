import { STUDENT_TASK_STATUS } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { StudentTaskRow } from '../db/schema/index.js';
import type { Learner } from '../data/center.js';
import { listChildTasks } from '../data/childTasks.js';
import { lockStudentTask, saveStudentTask, studentTasksOfPackage } from '../data/studentTasks.js';
import { recordOutcome } from './progressWrites.js';

/** What a finished run of a child task (an exam attempt, a practice session) makes of its record. */
export interface ChildResult {
  /** The child task is passed now (a record once passed stays passed). */
  passed: boolean;
  /** The record's status unless it is already passed. */
  status: number;
  score: number | null;
  startedAt: Date;
  /** Learning seconds the run added (0: none). */
  seconds: number;
}

/**
 * Writes a scored run of a child task into the learner's student task — `result` reads the record
 * as it stands, locked — and carries it through `recordOutcome` into the package (completion,
 * stars, experience, learning time). Runs inside the caller's transaction.
 */
export async function recordChildResult(
  tx: Db,
  keys: { learner: Learner; packageId: string; childTaskId: string },
  now: Date,
  result: (record: StudentTaskRow) => ChildResult,
): Promise<{ packageCompleted: boolean }> {
  const { learner, packageId, childTaskId } = keys;
  const record = await lockStudentTask(tx, { ...learner, packageId, childTaskId }, now);
  const outcome = result(record);
  const wasPassed = record.status === STUDENT_TASK_STATUS.passed;
  const childPassed = outcome.passed && !wasPassed;
  await saveStudentTask(
    tx,
    record,
    {
      status: wasPassed ? record.status : outcome.status,
      score: outcome.score,
      startedAt: record.startedAt ?? outcome.startedAt,
      ...(outcome.seconds > 0 ? { durationSeconds: record.durationSeconds + outcome.seconds } : {}),
      ...(childPassed ? { passedAt: now } : {}),
    },
    now,
  );
  // One after the other: a transaction is one connection, which runs one query at a time.
  const children = await listChildTasks(tx, learner.orgId, packageId);
  const records = await studentTasksOfPackage(tx, learner.orgId, learner.userId, packageId);
  return recordOutcome(tx, { learner, packageId, childTaskId, children, records, seconds: outcome.seconds, childPassed, now });
}
