import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { examLogs, type ExamLogRow } from '../db/schema/index.js';

/** Records what happened to an attempt (start, submit, deadline submission, rescoring). */
export async function insertExamLog(db: Db, values: NewExamLog): Promise<void> {
  await insertExamLogs(db, [values]);
}

export type NewExamLog = { orgId: string; attemptId: string; event: string; detail?: Record<string, unknown>; at: Date };

/** Several events in one statement. */
export async function insertExamLogs(db: Db, values: readonly NewExamLog[]): Promise<void> {
  if (values.length > 0) await db.insert(examLogs).values([...values]);
}

/** The events of an attempt, oldest first. */
export async function examLogsOf(db: Db, orgId: string, attemptId: string): Promise<ExamLogRow[]> {
  return db
    .select()
    .from(examLogs)
    .where(and(eq(examLogs.orgId, orgId), eq(examLogs.attemptId, attemptId)))
    .orderBy(asc(examLogs.at));
}
