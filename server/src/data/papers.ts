import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matchesAny } from './matchesAny.js';
import { refersTo } from './references.js';
import { seenBy, type Viewer } from './dataScope.js';
import { catalogues, childTasks, examAttempts, paperQuestions, papers, taskPackages, type PaperQuestionRow, type PaperRow } from '../db/schema/index.js';
import { seenContent, type SeenRecords } from './recordAccess.js';
import { containing } from './like.js';

export type NewPaper = typeof papers.$inferInsert;
export type PaperChanges = Partial<Pick<PaperRow, 'catalogId' | 'title' | 'minute' | 'limitMinute' | 'passScore' | 'status' | 'disabled' | 'publishedAt'>>;
export type NewPaperQuestion = Omit<typeof paperQuestions.$inferInsert, 'paperId' | 'orgId' | 'position'>;

export interface PaperWithCatalog {
  paper: PaperRow;
  catalogName: string | null;
}

export interface PaperFilter {
  orgId: string;
  title: string;
  status?: number | undefined;
  disabled?: number | undefined;
  catalogIds?: readonly string[] | undefined;
  /** Catalogues the reader may not see: their papers are left out. */
  hiddenCatalogIds?: readonly string[] | undefined;
  /** Papers whose own list decides whether the reader sees them. */
  records?: SeenRecords | undefined;
}

function filterOf(filter: PaperFilter): SQL | undefined {
  return and(
    eq(papers.orgId, filter.orgId),
    filter.title ? ilike(papers.title, containing(filter.title)) : undefined,
    filter.status === undefined ? undefined : eq(papers.status, filter.status),
    filter.disabled === undefined ? undefined : eq(papers.disabled, filter.disabled),
    filter.catalogIds === undefined ? undefined : inArray(papers.catalogId, filter.catalogIds.length > 0 ? [...filter.catalogIds] : ['00000000-0000-0000-0000-000000000000']),
    seenContent(papers, filter.hiddenCatalogIds, filter.records),
  );
}

export async function insertPaper(db: Db, values: NewPaper): Promise<PaperRow> {
  const [row] = await db.insert(papers).values(values).returning();
  if (!row) throw new Error('insertPaper returned no row');
  return row;
}

export async function updatePaper(db: Db, orgId: string, id: string, changes: PaperChanges, now: Date): Promise<PaperRow | undefined> {
  const [row] = await db
    .update(papers)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(papers.orgId, orgId), eq(papers.id, id)))
    .returning();
  return row;
}

export async function deletePaper(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(papers).where(and(eq(papers.orgId, orgId), eq(papers.id, id)));
}

export async function findPaperInOrg(db: Db, orgId: string, id: string): Promise<PaperWithCatalog | undefined> {
  const [row] = await db
    .select({ paper: papers, catalogName: catalogues.name })
    .from(papers)
    .leftJoin(catalogues, refersTo(papers, papers.catalogId, catalogues))
    .where(and(eq(papers.orgId, orgId), eq(papers.id, id)))
    .limit(1);
  return row;
}

/** A paper row locked for the rest of the transaction (publishing and editing are serialised). */
export async function lockPaper(db: Db, orgId: string, id: string): Promise<PaperRow | undefined> {
  const [row] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.orgId, orgId), eq(papers.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** One page of papers, newest first, with the question counts and totals read separately. */
export async function listPapers(db: Db, filter: PaperFilter, page: number, rows: number): Promise<{ rows: PaperWithCatalog[]; total: number }> {
  const where = filterOf(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select({ paper: papers, catalogName: catalogues.name })
      .from(papers)
      .leftJoin(catalogues, refersTo(papers, papers.catalogId, catalogues))
      .where(where)
      .orderBy(desc(papers.createdAt), desc(papers.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(papers).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** The questions of papers in order (of one organisation). */
export async function paperQuestionsOf(db: Db, orgId: string, paperIds: readonly string[]): Promise<PaperQuestionRow[]> {
  if (paperIds.length === 0) return [];
  return db
    .select()
    .from(paperQuestions)
    .where(and(eq(paperQuestions.orgId, orgId), inArray(paperQuestions.paperId, [...paperIds])))
    .orderBy(asc(paperQuestions.paperId), asc(paperQuestions.position));
}

/** Replaces a paper's questions with the given ones, numbered in order. */
export async function replacePaperQuestions(db: Db, orgId: string, paperId: string, rows: readonly NewPaperQuestion[]): Promise<void> {
  await db.delete(paperQuestions).where(and(eq(paperQuestions.orgId, orgId), eq(paperQuestions.paperId, paperId)));
  if (rows.length === 0) return;
  await db.insert(paperQuestions).values(rows.map((row, position) => ({ ...row, orgId, paperId, position })));
}

/** Whether any learner has started the paper (it can then be neither unpublished nor deleted). */
export async function paperHasAttempts(db: Db, orgId: string, paperId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.orgId, orgId), eq(examAttempts.paperId, paperId)))
    .limit(1);
  return Boolean(row);
}

/** Papers of the organisation by exact title (the exam import's identity of a paper), oldest first. */
export async function findPapersByTitle(db: Db, orgId: string, titles: readonly string[]): Promise<PaperRow[]> {
  if (titles.length === 0) return [];
  return db
    .select()
    .from(papers)
    .where(and(eq(papers.orgId, orgId), inArray(papers.title, [...titles])))
    .orderBy(asc(papers.createdAt), asc(papers.id));
}

/** The disabled flags of papers by (organisation, id), read as they are now (an examination's start decides on them). */
export async function paperDisabledFlags(db: Db, keys: readonly { orgId: string; paperId: string }[]): Promise<Pick<PaperRow, 'id' | 'orgId' | 'disabled'>[]> {
  if (keys.length === 0) return [];
  return db
    .select({ id: papers.id, orgId: papers.orgId, disabled: papers.disabled })
    .from(papers)
    .where(matchesAny({ orgId: papers.orgId, paperId: papers.id }, keys));
}

/** An exam child task running a paper, with its package's title and publish state. */
export interface PaperExamChild {
  id: string;
  title: string;
  startAt: Date;
  endAt: Date;
  packageId: string;
  packageTitle: string;
  publishState: number;
}

/** The exam child tasks (type 2) that name the paper (`refs: [{ refid }]`), by package window then task order. */
export async function examChildrenOfPaper(db: Db, orgId: string, paperId: string): Promise<PaperExamChild[]> {
  return db
    .select({
      id: childTasks.id,
      title: childTasks.title,
      startAt: childTasks.startAt,
      endAt: childTasks.endAt,
      packageId: taskPackages.id,
      packageTitle: taskPackages.title,
      publishState: taskPackages.publishState,
    })
    .from(childTasks)
    .innerJoin(taskPackages, refersTo(childTasks, childTasks.packageId, taskPackages))
    .where(and(eq(childTasks.orgId, orgId), eq(childTasks.type, 2), sql`${childTasks.refs} @> ${JSON.stringify([{ refid: paperId }])}::jsonb`))
    .orderBy(asc(childTasks.startAt), asc(taskPackages.title), asc(childTasks.sort), asc(childTasks.id));
}

/** How learners fared at a paper: each learner once, with their best submitted attempt. */
export interface PaperFigures {
  started: number;
  submitted: number;
  passed: number;
  average: number | null;
  highest: number | null;
}

/** The figures of a paper's attempts in one statement (learners who started, handed in, passed; average and highest best score). */
export async function paperFigures(db: Db, viewer: Viewer, paperId: string): Promise<PaperFigures> {
  const perLearner = db
    .select({
      userId: examAttempts.userId,
      submitted: sql<boolean>`bool_or(${examAttempts.status} = 1)`.as('submitted'),
      passed: sql<boolean>`bool_or(${examAttempts.status} = 1 and ${examAttempts.passed} = 1)`.as('passed'),
      best: sql<number | null>`max(${examAttempts.score}) filter (where ${examAttempts.status} = 1)`.as('best'),
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.orgId, viewer.orgId), seenBy(viewer, examAttempts.userId), eq(examAttempts.paperId, paperId)))
    .groupBy(examAttempts.userId)
    .as('per_learner');
  const [row] = await db
    .select({
      started: count(),
      submitted: sql<number>`count(*) filter (where ${perLearner.submitted})`.mapWith(Number),
      passed: sql<number>`count(*) filter (where ${perLearner.passed})`.mapWith(Number),
      average: sql<string | null>`avg(${perLearner.best})`,
      highest: sql<string | null>`max(${perLearner.best})`,
    })
    .from(perLearner);
  const number = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { started: row?.started ?? 0, submitted: row?.submitted ?? 0, passed: row?.passed ?? 0, average: number(row?.average), highest: number(row?.highest) };
}
