import { and, asc, count, desc, eq, getTableColumns, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { columnArray, matchesAny, matchesAnyPlaceholder, matchValues } from './matchesAny.js';
import { preparedPerDatabase } from './prepared.js';
import { refersTo } from './references.js';
import { rowsAsArrays } from './rowsAsArrays.js';
import { seenBy, type Viewer } from './dataScope.js';
import { containing } from './like.js';
import { childTasks, departments, examAnswers, examAttempts, studentTasks, taskPackages, users, type ExamAnswerRow, type ExamAttemptRow } from '../db/schema/index.js';

export type NewAttempt = typeof examAttempts.$inferInsert;
export type NewAnswerSave = typeof examAnswers.$inferInsert;
/** What merging an attempt's answers reads of each save: a submit burst reads thousands, so nothing more. */
export type AnswerSaveItems = Pick<ExamAnswerRow, 'attemptId' | 'saveId' | 'items'>;

/** A learner's attempts at one exam child task, first attempt first. */
export async function attemptsOf(db: Db, orgId: string, userId: string, childTaskId: string): Promise<ExamAttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.userId, userId), eq(examAttempts.childTaskId, childTaskId)))
    .orderBy(asc(examAttempts.attemptNo));
}

/** `attemptsOf` for several (learner, child task) pairs in one statement, first attempt first. */
export async function attemptsOfMany(db: Db, keys: readonly { orgId: string; userId: string; childTaskId: string }[]): Promise<ExamAttemptRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(matchesAny({ orgId: examAttempts.orgId, userId: examAttempts.userId, childTaskId: examAttempts.childTaskId }, keys))
    .orderBy(asc(examAttempts.attemptNo));
}

/** Creates the attempt unless that attempt number exists already (two devices starting at once); answers the row or undefined. */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .insert(examAttempts)
    .values(values)
    .onConflictDoNothing({ target: [examAttempts.orgId, examAttempts.userId, examAttempts.childTaskId, examAttempts.attemptNo] })
    .returning();
  return row;
}

/** `insertAttempt` for several in one statement: answers the rows created (existing attempt numbers are skipped). */
export async function insertAttempts(db: Db, values: readonly NewAttempt[]): Promise<ExamAttemptRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(examAttempts)
    .select(rowsAsArrays(examAttempts, values))
    .onConflictDoNothing({ target: [examAttempts.orgId, examAttempts.userId, examAttempts.childTaskId, examAttempts.attemptNo] })
    .returning();
}

/** Attempts by (organisation, learner, child task, attempt number). */
export async function findAttemptsByNumber(db: Db, keys: readonly Pick<ExamAttemptRow, 'orgId' | 'userId' | 'childTaskId' | 'attemptNo'>[]): Promise<ExamAttemptRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(
      matchesAny({ orgId: examAttempts.orgId, userId: examAttempts.userId, childTaskId: examAttempts.childTaskId, attemptNo: examAttempts.attemptNo }, keys),
    );
}

/** Attempts by their keys, in one statement (those not found are left out). */
export async function findAttemptsInOrg(db: Db, keys: readonly { orgId: string; id: string }[]): Promise<ExamAttemptRow[]> {
  if (keys.length === 0) return [];
  return attemptsByKeys(db, matchValues(ATTEMPT_KEY, keys));
}

const ATTEMPT_KEY = { orgId: examAttempts.orgId, id: examAttempts.id };
// Every save and submit of an exam day reads its attempt: prepared once.
const attemptsByKeys = preparedPerDatabase('attempts_by_keys', (db) => db.select().from(examAttempts).where(matchesAnyPlaceholder(ATTEMPT_KEY)));

export async function findAttemptInOrg(db: Db, orgId: string, id: string): Promise<ExamAttemptRow | undefined> {
  const [row] = await findAttemptsInOrg(db, [{ orgId, id }]);
  return row;
}

/** The attempt locked for the rest of the transaction: saves and submits of one attempt run one after the other. */
export async function lockAttempt(db: Db, orgId: string, id: string): Promise<ExamAttemptRow | undefined> {
  const [row] = await lockAttempts(db, [{ orgId, id }]);
  return row;
}

/** What scoring writes to an attempt. */
export type AttemptScore = Required<Pick<ExamAttemptRow, 'submittedAt' | 'submittedBy' | 'submitId' | 'score' | 'passed'>>;

/** Several attempts marked submitted with their scores, in one statement; answers the updated rows. */
export async function scoreAttemptRows(db: Db, updates: readonly { orgId: string; id: string; score: AttemptScore }[]): Promise<ExamAttemptRow[]> {
  if (updates.length === 0) return [];
  type Update = (typeof updates)[number];
  const cells: [PgColumn, (update: Update) => unknown][] = [
    [examAttempts.orgId, (update) => update.orgId],
    [examAttempts.id, (update) => update.id],
    [examAttempts.submittedAt, (update) => update.score.submittedAt],
    [examAttempts.submittedBy, (update) => update.score.submittedBy],
    [examAttempts.submitId, (update) => update.score.submitId],
    [examAttempts.score, (update) => update.score.score],
    [examAttempts.passed, (update) => update.score.passed],
  ];
  const scored = sql`unnest(${sql.join(
    cells.map(([column, cell]) => columnArray(column, updates.map(cell))),
    sql`, `,
  )}) as scored(org_id, id, submitted_at, submitted_by, submit_id, score, passed)`;
  return db
    .update(examAttempts)
    .set({
      status: 1,
      submittedAt: sql`scored.submitted_at`,
      submittedBy: sql`scored.submitted_by`,
      submitId: sql`scored.submit_id`,
      score: sql`scored.score`,
      passed: sql`scored.passed`,
    })
    .from(scored)
    .where(and(eq(examAttempts.orgId, sql`scored.org_id`), eq(examAttempts.id, sql`scored.id`)))
    .returning(getTableColumns(examAttempts));
}

/** A submitted attempt's score written anew (an appeal's re-scoring); answers the row, or undefined when it is not submitted. */
export async function rescoreSubmittedAttempt(db: Db, orgId: string, id: string, score: Pick<ExamAttemptRow, 'score' | 'passed'>): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .update(examAttempts)
    .set(score)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.id, id), eq(examAttempts.status, 1)))
    .returning();
  return row;
}

/**
 * Several attempts locked for the rest of the transaction, in id order (so two processes locking
 * overlapping sets never deadlock). Answers the rows found among the given (organisation, id) pairs.
 */
export async function lockAttempts(db: Db, keys: readonly { orgId: string; id: string }[]): Promise<ExamAttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(matchesAny({ orgId: examAttempts.orgId, id: examAttempts.id }, keys))
    .orderBy(asc(examAttempts.id))
    .for('update');
}

/** Stores several saves in one statement; answers the `attemptId:saveId` of those inserted (replays are not). */
export async function insertAnswerSaves(db: Db, values: readonly NewAnswerSave[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .insert(examAnswers)
    .select(rowsAsArrays(examAnswers, values))
    .onConflictDoNothing({ target: [examAnswers.orgId, examAnswers.attemptId, examAnswers.saveId] })
    .returning({ attemptId: examAnswers.attemptId, saveId: examAnswers.saveId });
  return new Set(rows.map((row) => `${row.attemptId}:${row.saveId}`));
}

/** Stored saves by (organisation, attempt, save id), for answering replays. */
export async function findAnswerSaves(db: Db, keys: readonly { orgId: string; attemptId: string; saveId: string }[]): Promise<ExamAnswerRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(examAnswers)
    .where(matchesAny({ orgId: examAnswers.orgId, attemptId: examAnswers.attemptId, saveId: examAnswers.saveId }, keys));
}

export async function findAnswerSave(db: Db, orgId: string, attemptId: string, saveId: string): Promise<ExamAnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(examAnswers)
    .where(and(eq(examAnswers.orgId, orgId), eq(examAnswers.attemptId, attemptId), eq(examAnswers.saveId, saveId)))
    .limit(1);
  return row;
}

/** Every save of several attempts, in one statement (their merge is order-free). */
export async function answerSavesOfMany(db: Db, keys: readonly { orgId: string; attemptId: string }[]): Promise<AnswerSaveItems[]> {
  if (keys.length === 0) return [];
  return db
    .select({ attemptId: examAnswers.attemptId, saveId: examAnswers.saveId, items: examAnswers.items })
    .from(examAnswers)
    .where(matchesAny({ orgId: examAnswers.orgId, attemptId: examAnswers.attemptId }, keys));
}

/** Every save of an attempt. */
export const answerSavesOf = (db: Db, orgId: string, attemptId: string): Promise<AnswerSaveItems[]> => answerSavesOfMany(db, [{ orgId, attemptId }]);

/**
 * Across organisations: the deadline sweep works for every organisation.
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

/**
 * Across organisations: the sweep works for every organisation.
 * Submitted attempts whose result has not reached the learner's child-task record yet (the record
 * was last written before the submission), across organisations: what a process that stopped
 * between a submit and its bookkeeping left behind.
 */
export async function attemptsAwaitingOutcome(db: Db, limit: number): Promise<Pick<ExamAttemptRow, 'id' | 'orgId'>[]> {
  return db
    .select({ id: examAttempts.id, orgId: examAttempts.orgId })
    .from(examAttempts)
    .innerJoin(studentTasks, and(eq(studentTasks.orgId, examAttempts.orgId), eq(studentTasks.userId, examAttempts.userId), eq(studentTasks.childTaskId, examAttempts.childTaskId)))
    .where(and(eq(examAttempts.status, 1), lt(studentTasks.updatedAt, examAttempts.submittedAt)))
    .limit(limit);
}

/** Which handed-in papers of an examination to list: `name` matches a learner's name or account. */
export interface HandedInFilter {
  /** Whose papers: the organisation's, narrowed by data permission (dataScope.ts). */
  viewer: Viewer;
  paperId: string;
  name: string;
  passed?: 0 | 1 | undefined;
}

/** A submitted attempt with its learner, department, child task and package. */
export interface HandedInPaper {
  attempt: ExamAttemptRow;
  name: string;
  account: string;
  department: string | null;
  childTitle: string;
  packageTitle: string;
}

function handedInWhere(filter: HandedInFilter): SQL | undefined {
  return and(
    eq(examAttempts.orgId, filter.viewer.orgId),
    seenBy(filter.viewer, examAttempts.userId),
    eq(examAttempts.paperId, filter.paperId),
    eq(examAttempts.status, 1),
    filter.name ? or(ilike(users.name, containing(filter.name)), ilike(users.account, containing(filter.name))) : undefined,
    filter.passed === undefined ? undefined : eq(examAttempts.passed, filter.passed),
  );
}

/** One page of an examination's handed-in papers (submitted attempts), newest first, and how many there are. */
export async function handedInPapers(db: Db, filter: HandedInFilter, page: number, rows: number): Promise<{ rows: HandedInPaper[]; total: number }> {
  const where = handedInWhere(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select({ attempt: examAttempts, name: users.name, account: users.account, department: departments.name, childTitle: childTasks.title, packageTitle: taskPackages.title })
      .from(examAttempts)
      .innerJoin(users, refersTo(examAttempts, examAttempts.userId, users))
      .leftJoin(departments, refersTo(users, users.departmentId, departments))
      .innerJoin(childTasks, refersTo(examAttempts, examAttempts.childTaskId, childTasks))
      .innerJoin(taskPackages, refersTo(childTasks, childTasks.packageId, taskPackages))
      .where(where)
      .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(examAttempts).innerJoin(users, refersTo(examAttempts, examAttempts.userId, users)).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}
