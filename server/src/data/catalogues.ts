import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogues, media, type CatalogueRow } from '../db/schema/index.js';

export type NewCatalogue = typeof catalogues.$inferInsert;
export type CatalogueChanges = Partial<Pick<CatalogueRow, 'name' | 'parentId' | 'sort'>>;

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
 * Deletes a catalogue only while it is empty (no sub-catalogue, no media), in one statement so
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
    const [child] = await tx.select({ id: catalogues.id }).from(catalogues).where(eq(catalogues.parentId, id)).limit(1);
    const [content] = await tx.select({ id: media.id }).from(media).where(eq(media.catalogId, id)).limit(1);
    if (child || content) return false;
    await tx.delete(catalogues).where(and(eq(catalogues.orgId, orgId), eq(catalogues.id, id)));
    return true;
  });
}

/** Media placed directly in each catalogue of an organisation (empty catalogues are absent). */
export async function countMediaByCatalogue(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ catalogId: media.catalogId, n: count() })
    .from(media)
    .where(and(eq(media.orgId, orgId), isNotNull(media.catalogId)))
    .groupBy(media.catalogId);
  return new Map(rows.flatMap((row) => (row.catalogId ? [[row.catalogId, row.n] as const] : [])));
}
