import { STUDENT_TASK_STATUS } from '@peilian/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matchesAny } from './matchesAny.js';
import { rowsAsArrays } from './rowsAsArrays.js';
import { studentPackages, studentTaskDays, studentTasks, type StudentPackageRow, type StudentTaskRow } from '../db/schema/index.js';

export type StudentTaskChanges = Partial<Pick<StudentTaskRow, 'status' | 'durationSeconds' | 'score' | 'progress' | 'startedAt' | 'passedAt'>>;

/** A learner's records of a package's child tasks. */
export async function studentTasksOfPackage(db: Db, orgId: string, userId: string, packageId: string): Promise<StudentTaskRow[]> {
  return db
    .select()
    .from(studentTasks)
    .where(and(eq(studentTasks.orgId, orgId), eq(studentTasks.userId, userId), eq(studentTasks.packageId, packageId)));
}

/**
 * The learner's record of a child task, created when missing, locked for the rest of the
 * transaction: concurrent progress reports of one learner are applied one after the other.
 */
export async function lockStudentTask(
  db: Db,
  keys: { orgId: string; userId: string; packageId: string; childTaskId: string },
  now: Date,
): Promise<StudentTaskRow> {
  await db
    .insert(studentTasks)
    .values({ ...keys, updatedAt: now })
    .onConflictDoNothing({ target: [studentTasks.orgId, studentTasks.userId, studentTasks.childTaskId] });
  const [row] = await db
    .select()
    .from(studentTasks)
    .where(and(eq(studentTasks.orgId, keys.orgId), eq(studentTasks.userId, keys.userId), eq(studentTasks.childTaskId, keys.childTaskId)))
    .for('update')
    .limit(1);
  if (!row) throw new Error('lockStudentTask found no row');
  return row;
}

/** `studentTasksOfPackage` for several (learner, package) pairs in one statement. */
export async function studentTasksOfPackages(db: Db, keys: readonly { orgId: string; userId: string; packageId: string }[]): Promise<StudentTaskRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(studentTasks)
    .where(matchesAny({ orgId: studentTasks.orgId, userId: studentTasks.userId, packageId: studentTasks.packageId }, keys));
}

/**
 * Marks child tasks started for their learners at `at`, in one statement: a missing record is
 * created in progress; a record not started yet moves to in progress; any other is left as it is.
 */
export async function startStudentTasks(db: Db, keys: readonly { orgId: string; userId: string; packageId: string; childTaskId: string; at: Date }[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(studentTasks)
    .select(rowsAsArrays(studentTasks, keys.map(({ at, ...key }) => ({ ...key, status: STUDENT_TASK_STATUS.inProgress, startedAt: at, updatedAt: at }))))
    .onConflictDoUpdate({
      target: [studentTasks.orgId, studentTasks.userId, studentTasks.childTaskId],
      set: { status: STUDENT_TASK_STATUS.inProgress, startedAt: sql`coalesce(${studentTasks.startedAt}, excluded.started_at)`, updatedAt: sql`excluded.updated_at` },
      setWhere: eq(studentTasks.status, STUDENT_TASK_STATUS.notStarted),
    });
}

export async function saveStudentTask(db: Db, task: Pick<StudentTaskRow, 'id' | 'orgId'>, changes: StudentTaskChanges, now: Date): Promise<StudentTaskRow> {
  const [row] = await db
    .update(studentTasks)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(studentTasks.orgId, task.orgId), eq(studentTasks.id, task.id)))
    .returning();
  if (!row) throw new Error('saveStudentTask found no row');
  return row;
}

/** A learner's package record, if any. */
export async function findStudentPackage(db: Db, orgId: string, userId: string, packageId: string): Promise<StudentPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(studentPackages)
    .where(and(eq(studentPackages.orgId, orgId), eq(studentPackages.userId, userId), eq(studentPackages.packageId, packageId)))
    .limit(1);
  return row;
}

/**
 * Writes a learner's package record: passed children, score and completion as given, learning time
 * added. Returns the stored row.
 */
export async function saveStudentPackage(
  db: Db,
  values: { orgId: string; userId: string; packageId: string; passedChildren: number; score: number; completedAt: Date | null; addSeconds: number },
  now: Date,
): Promise<StudentPackageRow> {
  const { addSeconds, ...fields } = values;
  const [row] = await db
    .insert(studentPackages)
    .values({ ...fields, durationSeconds: addSeconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [studentPackages.orgId, studentPackages.userId, studentPackages.packageId],
      set: {
        passedChildren: fields.passedChildren,
        score: fields.score,
        completedAt: fields.completedAt,
        durationSeconds: sql`${studentPackages.durationSeconds} + ${addSeconds}`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('saveStudentPackage returned no row');
  return row;
}

/** Adds learning seconds to a learner's day of a child task (China-time day). */
export async function addTaskDaySeconds(db: Db, values: { orgId: string; userId: string; childTaskId: string; day: string; seconds: number }): Promise<void> {
  await db
    .insert(studentTaskDays)
    .values({ orgId: values.orgId, userId: values.userId, childTaskId: values.childTaskId, day: values.day, durationSeconds: values.seconds })
    .onConflictDoUpdate({
      target: [studentTaskDays.orgId, studentTaskDays.userId, studentTaskDays.childTaskId, studentTaskDays.day],
      set: { durationSeconds: sql`${studentTaskDays.durationSeconds} + ${values.seconds}` },
    });
}
