import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { seenBy, type Viewer } from './dataScope.js';
import {
  childTasks,
  departments,
  faqAnswers,
  faqDrills,
  faqs,
  taskPackages,
  users,
  type FaqAnswerRow,
  type FaqDrillRow,
  type FaqRow,
} from '../db/schema/index.js';
import { containing } from './like.js';

/** Quick Q&A drills and their answers (docs/faq.md "The drill", "Results"), and the draws from the bank. */

export type NewFaqDrill = typeof faqDrills.$inferInsert;
export type NewFaqAnswer = typeof faqAnswers.$inferInsert;
export type FaqDrillChanges = Partial<Pick<FaqDrillRow, 'status' | 'score' | 'passed' | 'finishedAt'>>;

/** Where a draw takes its questions from: the whole bank, catalogues, or named questions. */
export type FaqPool = { all: true } | { catalogIds: readonly string[] } | { faqIds: readonly string[] };

/** A question of the bank as a drill copies it. */
export type DrawnFaq = Pick<FaqRow, 'id' | 'question' | 'answer' | 'keywords' | 'similar' | 'emotion' | 'thinking' | 'images'>;

function poolWhere(orgId: string, pool: FaqPool): SQL | undefined {
  const open = and(eq(faqs.orgId, orgId), eq(faqs.disabled, 0));
  if ('catalogIds' in pool) return pool.catalogIds.length ? and(open, inArray(faqs.catalogId, [...pool.catalogIds])) : sql`false`;
  if ('faqIds' in pool) return pool.faqIds.length ? and(open, inArray(faqs.id, [...pool.faqIds])) : sql`false`;
  return open;
}

/** Up to `count` open questions of the pool in random order (a different draw for every call). */
export async function drawOpenFaqs(db: Db, orgId: string, pool: FaqPool, count: number): Promise<DrawnFaq[]> {
  return db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      keywords: faqs.keywords,
      similar: faqs.similar,
      emotion: faqs.emotion,
      thinking: faqs.thinking,
      images: faqs.images,
    })
    .from(faqs)
    .where(poolWhere(orgId, pool))
    .orderBy(sql`random()`)
    .limit(count);
}

/** Which of `ids` are questions of the organisation's bank (open or closed). */
export async function existingFaqIds(db: Db, orgId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.orgId, orgId), inArray(faqs.id, [...ids])));
  return rows.map((row) => row.id);
}

/**
 * Stores a new drill; a learner's second running drill of the same child task (two starts at once)
 * is not stored — the partial unique index refuses it — and answers undefined.
 */
export async function insertDrill(db: Db, values: NewFaqDrill): Promise<FaqDrillRow | undefined> {
  const [row] = await db.insert(faqDrills).values(values).onConflictDoNothing().returning();
  return row;
}

/** The learner's running drill of a child task, if any. */
export async function findRunningDrill(db: Db, orgId: string, userId: string, childTaskId: string): Promise<FaqDrillRow | undefined> {
  const [row] = await db
    .select()
    .from(faqDrills)
    .where(and(eq(faqDrills.orgId, orgId), eq(faqDrills.userId, userId), eq(faqDrills.childTaskId, childTaskId), eq(faqDrills.status, 0)))
    .limit(1);
  return row;
}

/** A drill of this learner (another learner's, or another organisation's, is not found). */
export async function findLearnerDrill(db: Db, orgId: string, userId: string, id: string): Promise<FaqDrillRow | undefined> {
  const [row] = await db
    .select()
    .from(faqDrills)
    .where(and(eq(faqDrills.orgId, orgId), eq(faqDrills.userId, userId), eq(faqDrills.id, id)))
    .limit(1);
  return row;
}

/** A drill of the organisation, whoever drilled it. */
export async function findDrillById(db: Db, orgId: string, id: string): Promise<FaqDrillRow | undefined> {
  const [row] = await db
    .select()
    .from(faqDrills)
    .where(and(eq(faqDrills.orgId, orgId), eq(faqDrills.id, id)))
    .limit(1);
  return row;
}

/** The drill, locked for the rest of the transaction: an answer and the finish of one drill go one after the other. */
export async function lockDrill(db: Db, orgId: string, id: string): Promise<FaqDrillRow | undefined> {
  const [row] = await db
    .select()
    .from(faqDrills)
    .where(and(eq(faqDrills.orgId, orgId), eq(faqDrills.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateDrill(db: Db, orgId: string, id: string, changes: FaqDrillChanges): Promise<FaqDrillRow> {
  const [row] = await db
    .update(faqDrills)
    .set(changes)
    .where(and(eq(faqDrills.orgId, orgId), eq(faqDrills.id, id)))
    .returning();
  if (!row) throw new Error('updateDrill found no row');
  return row;
}

/** A drill's answers, first question first. */
export async function drillAnswers(db: Db, orgId: string, drillId: string): Promise<FaqAnswerRow[]> {
  return db
    .select()
    .from(faqAnswers)
    .where(and(eq(faqAnswers.orgId, orgId), eq(faqAnswers.drillId, drillId)))
    .orderBy(asc(faqAnswers.seq));
}

/** The answer to question `seq` of a drill, if there is one. */
export async function findDrillAnswer(db: Db, orgId: string, drillId: string, seq: number): Promise<FaqAnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(faqAnswers)
    .where(and(eq(faqAnswers.orgId, orgId), eq(faqAnswers.drillId, drillId), eq(faqAnswers.seq, seq)))
    .limit(1);
  return row;
}

/** Stores an answer once: a second answer to the same question stores nothing and answers the first. */
export async function insertDrillAnswer(db: Db, values: NewFaqAnswer): Promise<FaqAnswerRow> {
  const [row] = await db.insert(faqAnswers).values(values).onConflictDoNothing({ target: [faqAnswers.orgId, faqAnswers.drillId, faqAnswers.seq] }).returning();
  const kept = row ?? (await findDrillAnswer(db, values.orgId, values.drillId, values.seq));
  if (!kept) throw new Error('insertDrillAnswer kept no row');
  return kept;
}

/**
 * Keeps an answer's recording once: the key is set only while the answer has none, so of two uploads
 * racing for one answer exactly one wins. Answers the key the answer keeps.
 */
export async function keepAnswerAudio(db: Db, orgId: string, answerId: string, key: string): Promise<string | null> {
  const [set] = await db
    .update(faqAnswers)
    .set({ audioKey: key })
    .where(and(eq(faqAnswers.orgId, orgId), eq(faqAnswers.id, answerId), isNull(faqAnswers.audioKey)))
    .returning({ key: faqAnswers.audioKey });
  if (set) return set.key;
  return (await db.select({ key: faqAnswers.audioKey }).from(faqAnswers).where(and(eq(faqAnswers.orgId, orgId), eq(faqAnswers.id, answerId))).limit(1))[0]?.key ?? null;
}

// The back office's results -----------------------------------------------------------------------

export interface DrillListFilter {
  /** Whose drills: the organisation's, narrowed by data permission (dataScope.ts). */
  viewer: Viewer;
  childTaskId?: string | undefined;
  packageId?: string | undefined;
  /** Part of the learner's name or account. */
  name: string;
}

/** A drill as the results list shows it: the learner, the task, how many questions were answered. */
export interface DrillListRow {
  drill: Omit<FaqDrillRow, 'questions'>;
  name: string;
  account: string;
  department: string | null;
  packageTitle: string | null;
  childTitle: string | null;
  answered: number;
  total: number;
}

// The list never needs the copied questions, the largest column.
const { questions: _questions, ...drillColumns } = getTableColumns(faqDrills);

const listColumns = {
  drill: drillColumns,
  name: users.name,
  account: users.account,
  department: departments.name,
  packageTitle: taskPackages.title,
  childTitle: childTasks.title,
  answered: sql<number>`(select count(*) from ${faqAnswers} where ${faqAnswers.drillId} = ${faqDrills.id})::int`,
  total: sql<number>`jsonb_array_length(${faqDrills.questions})::int`,
};

function listWhere(filter: DrillListFilter): SQL | undefined {
  return and(
    eq(faqDrills.orgId, filter.viewer.orgId),
    seenBy(filter.viewer, faqDrills.userId),
    filter.childTaskId ? eq(faqDrills.childTaskId, filter.childTaskId) : undefined,
    filter.packageId ? eq(faqDrills.packageId, filter.packageId) : undefined,
    filter.name ? or(ilike(users.name, containing(filter.name)), ilike(users.account, containing(filter.name))) : undefined,
  );
}

/** One page of the organisation's drills, newest first, and how many match. */
export async function listDrills(db: Db, filter: DrillListFilter, page: number, rows: number): Promise<{ rows: DrillListRow[]; total: number }> {
  const where = listWhere(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(faqDrills)
      .innerJoin(users, refersTo(faqDrills, faqDrills.userId, users))
      .leftJoin(departments, refersTo(users, users.departmentId, departments))
      .leftJoin(childTasks, refersTo(faqDrills, faqDrills.childTaskId, childTasks))
      .leftJoin(taskPackages, refersTo(faqDrills, faqDrills.packageId, taskPackages))
      .where(where)
      .orderBy(desc(faqDrills.startedAt), desc(faqDrills.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: sql<number>`count(*)::int` }).from(faqDrills).innerJoin(users, refersTo(faqDrills, faqDrills.userId, users)).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** A drill of the organisation the viewer sees, with its list row and its questions. */
export async function findDrillInOrg(db: Db, viewer: Viewer, id: string): Promise<(DrillListRow & { questions: FaqDrillRow['questions'] }) | undefined> {
  const [row] = await db
    .select({ ...listColumns, questions: faqDrills.questions })
    .from(faqDrills)
    .innerJoin(users, refersTo(faqDrills, faqDrills.userId, users))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .leftJoin(childTasks, refersTo(faqDrills, faqDrills.childTaskId, childTasks))
    .leftJoin(taskPackages, refersTo(faqDrills, faqDrills.packageId, taskPackages))
    .where(and(eq(faqDrills.orgId, viewer.orgId), seenBy(viewer, faqDrills.userId), eq(faqDrills.id, id)))
    .limit(1);
  return row;
}
