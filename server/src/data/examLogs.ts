import type { Db } from '../db/client.js';
import { examLogs } from '../db/schema/index.js';
import { rowsAsArrays } from './rowsAsArrays.js';

/** Records what happened to an attempt (start, submit, deadline submission, rescoring). */
export async function insertExamLog(db: Db, values: NewExamLog): Promise<void> {
  await insertExamLogs(db, [values]);
}

export type NewExamLog = { orgId: string; attemptId: string; event: string; detail?: Record<string, unknown>; at: Date };

/** Several events in one statement. */
export async function insertExamLogs(db: Db, values: readonly NewExamLog[]): Promise<void> {
  if (values.length > 0) await db.insert(examLogs).select(rowsAsArrays(examLogs, values));
}

