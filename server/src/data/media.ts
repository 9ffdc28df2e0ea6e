import { and, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seenContent, type SeenRecords } from './recordAccess.js';
import { refersTo } from './references.js';
import { catalogues, media, users, type MediaRow } from '../db/schema/index.js';
import { containing } from './like.js';

export type NewMedia = typeof media.$inferInsert;
export type MediaChanges = Partial<Pick<MediaRow, 'name' | 'catalogId' | 'cover' | 'disabled' | 'status' | 'previewKey' | 'previewStatus'>>;

/** A media row with the names the back office shows beside it. */
export interface MediaListRow {
  media: MediaRow;
  catalogName: string | null;
  creatorName: string | null;
}

export async function insertMedia(db: Db, values: NewMedia): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('insertMedia returned no row');
  return row;
}

export async function findMediaInOrg(db: Db, orgId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.orgId, orgId), eq(media.id, id)))
    .limit(1);
  return row;
}

/** A media by its keys. */
export type MediaKey = Pick<MediaRow, 'id' | 'orgId'>;

/** One media with its catalogue and creator names. */
export async function findMediaListRow(db: Db, orgId: string, id: string): Promise<MediaListRow | undefined> {
  const [row] = await selectListRows(db)
    .where(and(eq(media.orgId, orgId), eq(media.id, id)))
    .limit(1);
  return row;
}

function selectListRows(db: Db) {
  return db
    .select({ media, catalogName: catalogues.name, creatorName: users.name })
    .from(media)
    .leftJoin(catalogues, refersTo(media, media.catalogId, catalogues))
    .leftJoin(users, refersTo(media, media.creatorId, users));
}

export interface MediaFilter {
  orgId: string;
  kind: string;
  /** Catalogues to search in (a catalogue and those below it); undefined = all. */
  catalogIds?: string[];
  /** Catalogues the reader may not see: their media are left out. */
  hiddenCatalogIds?: readonly string[];
  /** Media whose own list decides whether the reader sees them. */
  records?: SeenRecords;
  text: string;
  disabled: number | '';
  excludeIds: string[];
}

function filterOf(filter: MediaFilter): SQL | undefined {
  return and(
    eq(media.orgId, filter.orgId),
    eq(media.kind, filter.kind),
    filter.catalogIds ? (filter.catalogIds.length ? inArray(media.catalogId, filter.catalogIds) : sql`false`) : undefined,
    seenContent(media, filter.hiddenCatalogIds, filter.records),
    filter.text ? ilike(media.name, containing(filter.text)) : undefined,
    filter.disabled === '' ? undefined : eq(media.disabled, filter.disabled),
    filter.excludeIds.length ? notInArray(media.id, filter.excludeIds) : undefined,
  );
}

/** A page of the content library, newest first, and the number of matches. */
export async function listMedia(db: Db, filter: MediaFilter, page: { offset: number; limit: number }): Promise<{ rows: MediaListRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [counted]] = await Promise.all([
    selectListRows(db).where(where).orderBy(desc(media.createdAt), desc(media.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function updateMedia(db: Db, orgId: string, id: string, changes: MediaChanges): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(media)
    .set(changes)
    .where(and(eq(media.orgId, orgId), eq(media.id, id)))
    .returning();
  return row;
}

/** Sets the preview of a media only while it is still being converted (a later edit of the file wins). */
export async function finishPreview(db: Db, converted: MediaKey, result: { previewKey: string; previewStatus: string }): Promise<boolean> {
  const rows = await db
    .update(media)
    .set(result)
    .where(and(eq(media.orgId, converted.orgId), eq(media.id, converted.id), eq(media.previewStatus, 'pending')))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** Counts one more view of a media. */
export async function incrementViewCount(db: Db, orgId: string, id: string): Promise<void> {
  await db
    .update(media)
    .set({ viewCount: sql`${media.viewCount} + 1` })
    .where(and(eq(media.orgId, orgId), eq(media.id, id)));
}

/** The media of an organisation stored under a key (the seed adds its built-in media once). */
export async function findMediaByStorageKey(db: Db, orgId: string, storageKey: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.orgId, orgId), eq(media.storageKey, storageKey)))
    .limit(1);
  return row;
}
