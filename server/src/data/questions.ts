import { and, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { catalogues, questions, type QuestionRow } from '../db/schema/index.js';
import { outsideCatalogues } from './catalogues.js';
import { containing } from './like.js';

export type NewQuestion = typeof questions.$inferInsert;
export type QuestionChanges = Partial<Pick<QuestionRow, 'catalogId' | 'type' | 'text' | 'level' | 'score' | 'promotion' | 'answer' | 'choices' | 'disabled'>>;

/** A question with the name of its catalogue. */
export interface QuestionWithCatalog {
  question: QuestionRow;
  catalogName: string | null;
}

export interface QuestionFilter {
  orgId: string;
  text: string;
  type?: number | undefined;
  level?: number | undefined;
  /** The catalogue and the ones below it; undefined = all. */
  catalogIds?: readonly string[] | undefined;
  /** Catalogues the reader may not see: their questions are left out. */
  hiddenCatalogIds?: readonly string[] | undefined;
  disabled?: number | undefined;
}

function filterOf(filter: QuestionFilter): SQL | undefined {
  return and(
    eq(questions.orgId, filter.orgId),
    filter.text ? ilike(questions.text, containing(filter.text)) : undefined,
    filter.type === undefined ? undefined : eq(questions.type, filter.type),
    filter.level === undefined ? undefined : eq(questions.level, filter.level),
    filter.catalogIds === undefined ? undefined : filter.catalogIds.length === 0 ? isNull(questions.id) : inArray(questions.catalogId, [...filter.catalogIds]),
    outsideCatalogues(questions.catalogId, filter.hiddenCatalogIds),
    filter.disabled === undefined ? undefined : eq(questions.disabled, filter.disabled),
  );
}

/** One page of an organisation's questions, newest first, with the total. */
export async function listQuestions(db: Db, filter: QuestionFilter, page: number, rows: number): Promise<{ rows: QuestionWithCatalog[]; total: number }> {
  const where = filterOf(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select({ question: questions, catalogName: catalogues.name })
      .from(questions)
      .leftJoin(catalogues, refersTo(questions, questions.catalogId, catalogues))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

export async function findQuestionInOrg(db: Db, orgId: string, id: string): Promise<QuestionWithCatalog | undefined> {
  const [row] = await db
    .select({ question: questions, catalogName: catalogues.name })
    .from(questions)
    .leftJoin(catalogues, refersTo(questions, questions.catalogId, catalogues))
    .where(and(eq(questions.orgId, orgId), eq(questions.id, id)))
    .limit(1);
  return row;
}

/** Questions of the organisation by id (any order), with their catalogue names. */
export async function findQuestionsByIds(db: Db, orgId: string, ids: readonly string[]): Promise<QuestionWithCatalog[]> {
  if (ids.length === 0) return [];
  return db
    .select({ question: questions, catalogName: catalogues.name })
    .from(questions)
    .leftJoin(catalogues, refersTo(questions, questions.catalogId, catalogues))
    .where(and(eq(questions.orgId, orgId), inArray(questions.id, [...ids])));
}

/** The enabled questions a random draw may pick from (id, type, level, catalogue only), none of the catalogues the drawer may not see. */
export async function drawCandidates(db: Db, orgId: string, types: readonly number[], hiddenCatalogIds?: readonly string[]) {
  return db
    .select({ id: questions.id, type: questions.type, level: questions.level, catalogId: questions.catalogId })
    .from(questions)
    .where(and(eq(questions.orgId, orgId), eq(questions.disabled, 0), inArray(questions.type, [...types]), outsideCatalogues(questions.catalogId, hiddenCatalogIds)));
}

export async function insertQuestions(db: Db, values: readonly NewQuestion[]): Promise<QuestionRow[]> {
  if (values.length === 0) return [];
  return db.insert(questions).values([...values]).returning();
}

export async function updateQuestion(db: Db, orgId: string, id: string, changes: QuestionChanges, now: Date): Promise<QuestionRow | undefined> {
  const [row] = await db
    .update(questions)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(questions.orgId, orgId), eq(questions.id, id)))
    .returning();
  return row;
}

/**
 * The existing questions an import row may update: same organisation, catalogue and text (the
 * import's identity of a question), oldest first.
 */
export async function findQuestionsByText(db: Db, orgId: string, texts: readonly string[]): Promise<QuestionRow[]> {
  if (texts.length === 0) return [];
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.orgId, orgId), inArray(questions.text, [...texts])))
    .orderBy(questions.createdAt, questions.id);
}
