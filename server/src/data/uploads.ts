import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, uploads, type MediaRow, type UploadRow } from '../db/schema/index.js';
import type { NewMedia } from './media.js';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insertUpload returned no row');
  return row;
}

export async function findUploadInOrg(db: Db, orgId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), eq(uploads.id, id)))
    .limit(1);
  return row;
}

/** An upload by its keys. */
export type UploadKey = Pick<UploadRow, 'id' | 'orgId'>;

/** Records how many bytes have arrived, only if the upload still stands where the chunk started. */
export async function advanceUpload(db: Db, upload: UploadKey, from: number, to: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ received: to, updatedAt: at })
    .where(and(eq(uploads.orgId, upload.orgId), eq(uploads.id, upload.id), eq(uploads.received, from)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/**
 * Turns a complete upload into content in one transaction: the media row appears and the upload
 * disappears together, so a half-finished upload is never listed and never completed twice.
 * Undefined when the upload was already gone (completed or pruned meanwhile).
 */
export async function completeUploadAsMedia(db: Db, upload: UploadKey, values: NewMedia): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(uploads)
      .where(and(eq(uploads.orgId, upload.orgId), eq(uploads.id, upload.id)))
      .returning({ id: uploads.id });
    if (removed.length === 0) return undefined;
    const [row] = await tx.insert(media).values(values).returning();
    return row;
  });
}

export async function deleteUpload(db: Db, upload: UploadKey): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.orgId, upload.orgId), eq(uploads.id, upload.id)));
}

/** Across organisations: the prune sweeps every organisation's abandoned uploads. Uploads untouched since `before`, at most `limit`. */
export async function listStaleUploads(db: Db, before: Date, limit = 100): Promise<UploadRow[]> {
  return db.select().from(uploads).where(lt(uploads.updatedAt, before)).limit(limit);
}

/**
 * Across organisations: the `.part` files of every organisation share one folder, named by upload id.
 * Which of these ids are uploads still in progress (a `.part` file without one is an orphan).
 */
export async function existingUploadIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** A direct upload's acknowledged parts and the bytes they make from the start of the file. */
export async function recordDirectParts(
  db: Db,
  upload: UploadKey,
  parts: { partNumber: number; etag: string }[],
  received: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ storageParts: parts, received, updatedAt: at })
    .where(and(eq(uploads.orgId, upload.orgId), eq(uploads.id, upload.id)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}
