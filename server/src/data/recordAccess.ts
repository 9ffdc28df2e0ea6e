import { and, eq, inArray, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CatalogAccessList, OpenType, RecordAccessKind } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { recordAccess, type RecordAccessRow } from '../db/schema/index.js';
import { outsideCatalogues } from './catalogues.js';

/** Every record list of one kind in an organisation (records with a list of their own are few): one query. */
export async function listRecordAccess(db: Db, orgId: string, kind: RecordAccessKind): Promise<RecordAccessRow[]> {
  return db
    .select()
    .from(recordAccess)
    .where(and(eq(recordAccess.orgId, orgId), eq(recordAccess.kind, kind)));
}

/** Sets a record's own list (null removes it: the record follows its catalogue's). */
export async function setRecordAccessList(db: Db, orgId: string, kind: RecordAccessKind, recordId: string, list: CatalogAccessList | null, by: string): Promise<void> {
  const key = and(eq(recordAccess.orgId, orgId), eq(recordAccess.kind, kind), eq(recordAccess.recordId, recordId));
  if (!list) {
    await db.delete(recordAccess).where(key);
    return;
  }
  const values = { opentype: list.opentype as OpenType, users: list.users, positions: list.positions, createdBy: by, updatedAt: sql`now()` };
  await db
    .insert(recordAccess)
    .values({ orgId, kind, recordId, ...values })
    .onConflictDoUpdate({ target: [recordAccess.orgId, recordAccess.kind, recordAccess.recordId], set: values });
}

/** The records whose own list decides whether the reader sees them (their creator sees them whatever the list). */
export interface SeenRecords {
  /** Records whose own list hides them from whoever did not create them. */
  hidden: readonly string[];
  /** Records whose own list shows them to the reader, whatever their catalogue's. */
  shown: readonly string[];
  /** The reader. */
  userId: string;
}

/**
 * The content a reader sees in a list: a record with a list of its own when the list shows it (or
 * the reader created it), any other outside the hidden catalogues.
 */
export function seenContent(
  columns: { id: AnyColumn; catalogId?: AnyColumn; creatorId: AnyColumn },
  hiddenCatalogIds: readonly string[] | undefined,
  records: SeenRecords | undefined,
): SQL | undefined {
  const outside = columns.catalogId ? outsideCatalogues(columns.catalogId, hiddenCatalogIds) : undefined;
  if (!records || records.hidden.length + records.shown.length === 0) return outside;
  const listed = [...records.hidden, ...records.shown];
  const ownSeen = or(records.shown.length ? inArray(columns.id, [...records.shown]) : sql`false`, eq(columns.creatorId, records.userId));
  return or(and(notInArray(columns.id, listed), outside ?? sql`true`), and(inArray(columns.id, listed), ownSeen));
}
