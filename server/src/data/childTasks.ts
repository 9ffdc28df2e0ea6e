import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { childTasks, media, taskPackages, type ChildTaskRow, type TaskPackageRow } from '../db/schema/index.js';

export type NewChildTask = typeof childTasks.$inferInsert;
export type ChildTaskChanges = Partial<
  Pick<ChildTaskRow, 'type' | 'title' | 'sort' | 'weight' | 'required' | 'startAt' | 'endAt' | 'frontTaskId' | 'refs' | 'settings'>
>;

export async function insertChildTask(db: Db, values: NewChildTask): Promise<ChildTaskRow> {
  const [row] = await db.insert(childTasks).values(values).returning();
  if (!row) throw new Error('insertChildTask returned no row');
  return row;
}

export async function updateChildTask(db: Db, orgId: string, id: string, changes: ChildTaskChanges): Promise<ChildTaskRow | undefined> {
  const [row] = await db
    .update(childTasks)
    .set(changes)
    .where(and(eq(childTasks.orgId, orgId), eq(childTasks.id, id)))
    .returning();
  return row;
}

export async function deleteChildTask(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(childTasks).where(and(eq(childTasks.orgId, orgId), eq(childTasks.id, id)));
}

/** A package's child tasks in the order learners see them: sort, start, creation. */
export async function listChildTasks(db: Db, orgId: string, packageId: string): Promise<ChildTaskRow[]> {
  return db
    .select()
    .from(childTasks)
    .where(and(eq(childTasks.orgId, orgId), eq(childTasks.packageId, packageId)))
    .orderBy(asc(childTasks.sort), asc(childTasks.startAt), asc(childTasks.createdAt), asc(childTasks.id));
}

export async function countChildTasks(db: Db, orgId: string, packageId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(childTasks)
    .where(and(eq(childTasks.orgId, orgId), eq(childTasks.packageId, packageId)));
  return row?.n ?? 0;
}

/** A child task of the organisation with its package (`id` must be a UUID). */
export async function findChildTaskInOrg(db: Db, orgId: string, id: string): Promise<{ child: ChildTaskRow; pkg: TaskPackageRow } | undefined> {
  const [row] = await db
    .select({ child: childTasks, pkg: taskPackages })
    .from(childTasks)
    .innerJoin(taskPackages, refersTo(childTasks, childTasks.packageId, taskPackages))
    .where(and(eq(childTasks.orgId, orgId), eq(childTasks.id, id)))
    .limit(1);
  return row;
}

/** What child tasks show of a media they reference. */
export interface RefMedia {
  id: string;
  name: string;
  kind: string;
  format: string;
  size: number;
  cover: string;
  durationSeconds: number;
  pages: number;
  viewCount: number;
  disabled: number;
  status: number;
  previewStatus: string;
}

/** The organisation's media among `ids` (others' and deleted ones are absent). */
export async function findRefMedia(db: Db, orgId: string, ids: readonly string[]): Promise<RefMedia[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: media.id,
      name: media.name,
      kind: media.kind,
      format: media.format,
      size: media.size,
      cover: media.cover,
      durationSeconds: media.durationSeconds,
      pages: media.pages,
      viewCount: media.viewCount,
      disabled: media.disabled,
      status: media.status,
      previewStatus: media.previewStatus,
    })
    .from(media)
    .where(and(eq(media.orgId, orgId), inArray(media.id, [...ids])));
}

/** An enabled media of the organisation by kind and name (the demo seed finds the library's samples). */
export async function findMediaByName(db: Db, orgId: string, kind: string, name: string): Promise<RefMedia | undefined> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.orgId, orgId), eq(media.kind, kind), eq(media.name, name), eq(media.disabled, 0)))
    .limit(1);
  return row ? (await findRefMedia(db, orgId, [row.id]))[0] : undefined;
}
