import { and, asc, count, eq, inArray, isNotNull, isNull, ne, notInArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogues, faqs, media, papers, questions, type CatalogueRow } from '../db/schema/index.js';

export type NewCatalogue = typeof catalogues.$inferInsert;
export type CatalogueChanges = Partial<Pick<CatalogueRow, 'name' | 'parentId' | 'sort' | 'access'>>;

/**
 * Leaves out content placed in catalogues its reader may not see (their access lists): `catalog_id
 * is null or catalog_id not in (...)`, part of a list's `where` so its page and total agree.
 * Nothing hidden (or undefined): no condition.
 */
export function outsideCatalogues(column: AnyColumn, hiddenIds: readonly string[] | undefined): SQL | undefined {
  return hiddenIds && hiddenIds.length > 0 ? or(isNull(column), notInArray(column, [...hiddenIds])) : undefined;
}

export async function insertCatalogue(db: Db, values: NewCatalogue): Promise<CatalogueRow> {
  const [row] = await db.insert(catalogues).values(values).returning();
  if (!row) throw new Error('insertCatalogue returned no row');
  return row;
}

/** Every catalogue of one type in an organisation (a tree of modest size), by sort then name. */
export async function listCatalogues(db: Db, orgId: string, type: number): Promise<CatalogueRow[]> {
  return db
    .select()
    .from(catalogues)
    .where(and(eq(catalogues.orgId, orgId), eq(catalogues.type, type)))
    .orderBy(asc(catalogues.sort), asc(catalogues.name), asc(catalogues.createdAt));
}

export async function findCatalogueInOrg(db: Db, orgId: string, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogues)
    .where(and(eq(catalogues.orgId, orgId), eq(catalogues.id, id)))
    .limit(1);
  return row;
}

/** A sibling with this name (same organisation, type and parent), optionally other than `exceptId`. */
export async function findCatalogueByName(
  db: Db,
  where: { orgId: string; type: number; parentId: string | null; name: string },
  exceptId?: string,
): Promise<CatalogueRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogues)
    .where(
      and(
        eq(catalogues.orgId, where.orgId),
        eq(catalogues.type, where.type),
        where.parentId === null ? isNull(catalogues.parentId) : eq(catalogues.parentId, where.parentId),
        eq(catalogues.name, where.name),
        exceptId ? ne(catalogues.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function updateCatalogue(db: Db, orgId: string, id: string, changes: CatalogueChanges): Promise<CatalogueRow | undefined> {
  const [row] = await db
    .update(catalogues)
    .set(changes)
    .where(and(eq(catalogues.orgId, orgId), eq(catalogues.id, id)))
    .returning();
  return row;
}

/**
 * Deletes a catalogue only while it is empty (no sub-catalogue, media, question, paper or FAQ), locked so
 * content added meanwhile is never orphaned. True when it was deleted.
 */
export async function deleteEmptyCatalogue(db: Db, orgId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(and(eq(catalogues.orgId, orgId), eq(catalogues.id, id)))
      .for('update');
    if (!locked) return false;
    const [child] = await tx.select({ id: catalogues.id }).from(catalogues).where(and(eq(catalogues.orgId, orgId), eq(catalogues.parentId, id))).limit(1);
    // Content of every catalogue type: media (files, videos), bank questions, exam papers, FAQs.
    const [content] = await tx.select({ id: media.id }).from(media).where(and(eq(media.orgId, orgId), eq(media.catalogId, id))).limit(1);
    const [question] = await tx.select({ id: questions.id }).from(questions).where(and(eq(questions.orgId, orgId), eq(questions.catalogId, id))).limit(1);
    const [paper] = await tx.select({ id: papers.id }).from(papers).where(and(eq(papers.orgId, orgId), eq(papers.catalogId, id))).limit(1);
    const [faq] = await tx.select({ id: faqs.id }).from(faqs).where(and(eq(faqs.orgId, orgId), eq(faqs.catalogId, id))).limit(1);
    if (child || content || question || paper || faq) return false;
    await tx.delete(catalogues).where(and(eq(catalogues.orgId, orgId), eq(catalogues.id, id)));
    return true;
  });
}

/** Content placed directly in each catalogue of an organisation: media, bank questions, papers and FAQs (empty ones are absent). */
export async function countContentByCatalogue(db: Db, orgId: string): Promise<Map<string, number>> {
  const [byMedia, byQuestion, byPaper, byFaq] = await Promise.all([
    db.select({ catalogId: media.catalogId, n: count() }).from(media).where(and(eq(media.orgId, orgId), isNotNull(media.catalogId))).groupBy(media.catalogId),
    db
      .select({ catalogId: questions.catalogId, n: count() })
      .from(questions)
      .where(and(eq(questions.orgId, orgId), isNotNull(questions.catalogId)))
      .groupBy(questions.catalogId),
    db.select({ catalogId: papers.catalogId, n: count() }).from(papers).where(and(eq(papers.orgId, orgId), isNotNull(papers.catalogId))).groupBy(papers.catalogId),
    db.select({ catalogId: faqs.catalogId, n: count() }).from(faqs).where(and(eq(faqs.orgId, orgId), isNotNull(faqs.catalogId))).groupBy(faqs.catalogId),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...byMedia, ...byQuestion, ...byPaper, ...byFaq]) if (row.catalogId) counts.set(row.catalogId, (counts.get(row.catalogId) ?? 0) + row.n);
  return counts;
}

/** The kinds of catalogued content a record may place (a package's child task names them). */
const CATALOGUED = { media, paper: papers, faq: faqs } as const;
export type CataloguedKind = keyof typeof CATALOGUED;

/** Content of the organisation by id with the catalogue it sits in (null: none) and its creator; unknown ids are left out. */
export async function findContentCatalogues(
  db: Db,
  orgId: string,
  kind: CataloguedKind,
  ids: readonly string[],
): Promise<{ id: string; catalogId: string | null; creatorId: string | null }[]> {
  if (ids.length === 0) return [];
  const table = CATALOGUED[kind];
  return db
    .select({ id: table.id, catalogId: table.catalogId, creatorId: table.creatorId })
    .from(table)
    .where(and(eq(table.orgId, orgId), inArray(table.id, [...ids])));
}
