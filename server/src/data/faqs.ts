import { TASK_SORT, CHILD_TASK_TYPES } from '@peilian/shared';
import { and, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { catalogues, childTasks, faqs, users, type FaqRow } from '../db/schema/index.js';
import { outsideCatalogues } from './catalogues.js';
import { containing } from './like.js';

export type NewFaq = typeof faqs.$inferInsert;
export type FaqChanges = Partial<
  Pick<FaqRow, 'catalogId' | 'question' | 'answer' | 'sort' | 'emotion' | 'keywords' | 'similar' | 'extended' | 'images' | 'thinking' | 'description' | 'disabled'>
>;

/** An FAQ with the names the back office shows beside it. */
export interface FaqWithNames {
  faq: FaqRow;
  catalogName: string | null;
  creatorName: string | null;
}

export interface FaqFilter {
  orgId: string;
  /** Found in the question or in any similar question. */
  text: string;
  /** The catalogue and the ones below it; undefined = all. */
  catalogIds?: readonly string[] | undefined;
  /** Catalogues the reader may not see: their FAQs are left out. */
  hiddenCatalogIds?: readonly string[] | undefined;
  disabled?: number | undefined;
  /** Ids left out (the picker's chosen rows). */
  excludeIds?: readonly string[] | undefined;
}

function filterOf(filter: FaqFilter): SQL | undefined {
  const like = containing(filter.text);
  return and(
    eq(faqs.orgId, filter.orgId),
    filter.text
      ? or(ilike(faqs.question, like), sql`exists (select 1 from jsonb_array_elements(${faqs.similar}) as s where s->>'question' ilike ${like})`)
      : undefined,
    filter.catalogIds === undefined ? undefined : filter.catalogIds.length === 0 ? isNull(faqs.id) : inArray(faqs.catalogId, [...filter.catalogIds]),
    outsideCatalogues(faqs.catalogId, filter.hiddenCatalogIds),
    filter.disabled === undefined ? undefined : eq(faqs.disabled, filter.disabled),
    filter.excludeIds && filter.excludeIds.length > 0 ? notInArray(faqs.id, [...filter.excludeIds]) : undefined,
  );
}

const withNames = { faq: faqs, catalogName: catalogues.name, creatorName: users.name };

/** One page of an organisation's FAQs, highest sort first, then newest, with the total. */
export async function listFaqs(db: Db, filter: FaqFilter, page: number, rows: number): Promise<{ rows: FaqWithNames[]; total: number }> {
  const where = filterOf(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select(withNames)
      .from(faqs)
      .leftJoin(catalogues, refersTo(faqs, faqs.catalogId, catalogues))
      .leftJoin(users, refersTo(faqs, faqs.creatorId, users))
      .where(where)
      .orderBy(desc(faqs.sort), desc(faqs.createdAt), desc(faqs.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(faqs).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

export async function findFaqInOrg(db: Db, orgId: string, id: string): Promise<FaqWithNames | undefined> {
  const [row] = await db
    .select(withNames)
    .from(faqs)
    .leftJoin(catalogues, refersTo(faqs, faqs.catalogId, catalogues))
    .leftJoin(users, refersTo(faqs, faqs.creatorId, users))
    .where(and(eq(faqs.orgId, orgId), eq(faqs.id, id)))
    .limit(1);
  return row;
}

export async function insertFaqs(db: Db, values: readonly NewFaq[]): Promise<FaqRow[]> {
  if (values.length === 0) return [];
  return db.insert(faqs).values([...values]).returning();
}

export async function updateFaq(db: Db, orgId: string, id: string, changes: FaqChanges, now: Date): Promise<FaqRow | undefined> {
  const [row] = await db
    .update(faqs)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(faqs.orgId, orgId), eq(faqs.id, id)))
    .returning();
  return row;
}

export async function deleteFaq(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(faqs).where(and(eq(faqs.orgId, orgId), eq(faqs.id, id)));
}

/**
 * The sort that puts an FAQ above every other of the organisation (the highest + 1, `exceptId`'s
 * own sort not counted), held to the sort range; 1 in an empty bank.
 */
export async function topFaqSort(db: Db, orgId: string, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${faqs.sort})` })
    .from(faqs)
    .where(and(eq(faqs.orgId, orgId), exceptId ? ne(faqs.id, exceptId) : undefined));
  return Math.min((Number(row?.top ?? 0) || 0) + 1, TASK_SORT.max);
}

/** Whether a quick Q&A child task that draws from a list of questions (settings.source 'list') names this FAQ. */
export async function faqInListTask(db: Db, orgId: string, faqId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: childTasks.id })
    .from(childTasks)
    .where(
      and(
        eq(childTasks.orgId, orgId),
        eq(childTasks.type, CHILD_TASK_TYPES.faq),
        sql`${childTasks.settings}->>'source' = 'list'`,
        sql`${childTasks.refs} @> ${JSON.stringify([{ refid: faqId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The organisation's FAQs with one of these question texts (an import's identity is catalogue + question), oldest first. */
export async function findFaqsByQuestion(db: Db, orgId: string, questions: readonly string[]): Promise<FaqRow[]> {
  if (questions.length === 0) return [];
  return db
    .select()
    .from(faqs)
    .where(and(eq(faqs.orgId, orgId), inArray(faqs.question, [...questions])))
    .orderBy(faqs.createdAt, faqs.id);
}
