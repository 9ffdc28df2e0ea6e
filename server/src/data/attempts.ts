import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { examAnswers, examAttempts, type ExamAnswerRow, type ExamAttemptRow } from '../db/schema/index.js';

export type NewAttempt = typeof examAttempts.$inferInsert;
export type AttemptChanges = Partial<Pick<ExamAttemptRow, 'status' | 'submittedAt' | 'submittedBy' | 'submitId' | 'score' | 'passed'>>;
export type NewAnswerSave = typeof examAnswers.$inferInsert;

/** A learner's attempts at one exam child task, first attempt first. */
export async function attemptsOf(db: Db, orgId: string, userId: string, childTaskId: string): Promise<ExamAttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.userId, userId), eq(examAttempts.childTaskId, childTaskId)))
    .orderBy(asc(examAttempts.attemptNo));
}

/** Creates the attempt unless that attempt number exists already (two devices starting at once); answers the row or undefined. */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .insert(examAttempts)
    .values(values)
    .onConflictDoNothing({ target: [examAttempts.userId, examAttempts.childTaskId, examAttempts.attemptNo] })
    .returning();
  return row;
}

export async function findAttemptInOrg(db: Db, orgId: string, id: string): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.id, id)))
    .limit(1);
  return row;
}

/** The attempt locked for the rest of the transaction: saves and submits of one attempt run one after the other. */
export async function lockAttempt(db: Db, orgId: string, id: string): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateAttempt(db: Db, orgId: string, id: string, changes: AttemptChanges): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .update(examAttempts)
    .set(changes)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.id, id)))
    .returning();
  return row;
}

/** Stores a save once: a replay of the same (attempt, save id) inserts nothing and answers false. */
export async function insertAnswerSave(db: Db, values: NewAnswerSave): Promise<boolean> {
  const rows = await db.insert(examAnswers).values(values).onConflictDoNothing({ target: [examAnswers.attemptId, examAnswers.saveId] }).returning({ saveId: examAnswers.saveId });
  return rows.length > 0;
}

export async function findAnswerSave(db: Db, orgId: string, attemptId: string, saveId: string): Promise<ExamAnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(examAnswers)
    .where(and(eq(examAnswers.orgId, orgId), eq(examAnswers.attemptId, attemptId), eq(examAnswers.saveId, saveId)))
    .limit(1);
  return row;
}

/** Every save of an attempt (their merge is order-free). */
export async function answerSavesOf(db: Db, orgId: string, attemptId: string): Promise<ExamAnswerRow[]> {
  return db
    .select()
    .from(examAnswers)
    .where(and(eq(examAnswers.orgId, orgId), eq(examAnswers.attemptId, attemptId)));
}

/**
 * Attempts still in progress whose deadline has passed, across organisations: the deadline sweep's
 * work list (each is then settled inside its own organisation).
 */
export async function dueAttempts(db: Db, now: Date, limit: number): Promise<Pick<ExamAttemptRow, 'id' | 'orgId'>[]> {
  return db
    .select({ id: examAttempts.id, orgId: examAttempts.orgId })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 0), lte(examAttempts.deadline, now)))
    .orderBy(asc(examAttempts.deadline))
    .limit(limit);
}
