import { startAttempt } from '@peilian/shared';
import { findAttemptsByNumber, insertAttempts, type NewAttempt } from '../../data/attempts.js';
import { insertExamLogs } from '../../data/examLogs.js';
import { startStudentTasks } from '../../data/studentTasks.js';
import { batchInTransaction, type Alone } from '../../db/batching.js';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { ExamGate } from '../attemptAccess.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Attempts started together (a whole company opening the exam at nine) are created in one
 * transaction: the attempts, the child tasks marked started and the start events, one statement
 * each. An attempt number that exists already (a second device starting at the same moment) is
 * answered with the existing attempt. If the batch fails, each start runs alone.
 */

export interface StartCall {
  request: Caller;
  exam: ExamGate;
  number: number;
}

export interface Started {
  row: ExamAttemptRow;
  created: boolean;
}

type Outcome = { started: Started } | { error: unknown } | Alone;

const batchedStart = batchInTransaction(startAll);

/** The new attempt's row as the server's clock fixes it: start, deadline (never after the window) and minimum submission time. */
export function newAttempt({ request, exam, number }: StartCall): NewAttempt {
  const { caller } = request;
  const now = request.deps.clock.now();
  const windowEnd = Math.min(exam.gate.child.endAt.getTime(), exam.gate.pkg.pkg.endAt.getTime());
  const clock = startAttempt({
    key: '',
    paperid: exam.paper.paper.id,
    userid: caller.id,
    now: now.getTime(),
    minute: exam.paper.paper.minute,
    limitMinute: exam.paper.paper.limitMinute,
    windowEnd,
  });
  return {
    orgId: caller.orgId,
    userId: caller.id,
    childTaskId: exam.gate.child.id,
    paperId: exam.paper.paper.id,
    attemptNo: number,
    startedAt: now,
    deadline: new Date(clock.deadline),
    minSubmitAt: new Date(clock.minSubmitAt),
  };
}

/** Creates attempt `number` through the batch of the caller's database; `alone` is the one-start path. */
export async function startInBatch(call: StartCall, alone: (call: StartCall) => Promise<Started>): Promise<Started> {
  const outcome = await batchedStart(call.request.deps.db, call);
  if ('error' in outcome) throw outcome.error;
  if ('alone' in outcome) return alone(call);
  return outcome.started;
}

const keyOf = (row: Pick<ExamAttemptRow, 'userId' | 'childTaskId' | 'attemptNo'>) => `${row.userId}:${row.childTaskId}:${row.attemptNo}`;

async function startAll(tx: Db, calls: StartCall[]): Promise<Outcome[]> {
  const wanted = calls.map(newAttempt);
  const unique = [...new Map(wanted.map((values) => [keyOf(values), values])).values()];
  const created = await insertAttempts(tx, unique);
  const createdByKey = new Map(created.map((row) => [keyOf(row), row]));
  const existing = await findAttemptsByNumber(
    tx,
    unique.filter((values) => !createdByKey.has(keyOf(values))),
  );
  const existingByKey = new Map(existing.map((row) => [keyOf(row), row]));
  const packageOf = new Map(calls.map((call, index) => [keyOf(wanted[index]!), call.exam.gate.pkg.pkg.id]));
  await startStudentTasks(
    tx,
    created.map((row) => ({ orgId: row.orgId, userId: row.userId, childTaskId: row.childTaskId, packageId: packageOf.get(keyOf(row))!, at: row.startedAt })),
  );
  await insertExamLogs(
    tx,
    created.map((row) => ({ orgId: row.orgId, attemptId: row.id, event: 'start', detail: { attempt: row.attemptNo }, at: row.startedAt })),
  );
  const answered = new Set<string>();
  return wanted.map((values) => {
    const key = keyOf(values);
    const fresh = createdByKey.get(key);
    if (fresh && !answered.has(key)) {
      answered.add(key);
      return { started: { row: fresh, created: true } };
    }
    const row = fresh ?? existingByKey.get(key);
    return row ? { started: { row, created: false } } : { error: appError('errors.exam.attemptNotFound') };
  });
}
