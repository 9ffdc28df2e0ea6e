import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PUBLISH_STATES } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { taskPackages, users, type TaskPackageRow } from '../db/schema/index.js';
import { RECYCLED } from './packages.js';

/** The states a package may be moved to the recycle bin from: any but the scheduler's transient "publishing". */
const RECYCLABLE = [PUBLISH_STATES.unpublished, PUBLISH_STATES.scheduled, PUBLISH_STATES.published];

const inBin = (orgId: string, id: string) => and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id), eq(taskPackages.publishState, RECYCLED));

/** Moves a package to the recycle bin, keeping its state to restore; undefined when it is publishing or gone. */
export async function recyclePackage(db: Db, orgId: string, id: string, by: string, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ recycledState: sql`${taskPackages.publishState}`, publishState: RECYCLED, deletedAt: now, deletedBy: by, updatedAt: now })
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id), inArray(taskPackages.publishState, RECYCLABLE)))
    .returning();
  return row;
}

/** Takes a package out of the recycle bin in the state it had; undefined when it is not in the bin. */
export async function restorePackage(db: Db, orgId: string, id: string, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ publishState: sql`coalesce(${taskPackages.recycledState}, ${PUBLISH_STATES.unpublished})`, recycledState: null, deletedAt: null, deletedBy: null, updatedAt: now })
    .where(inBin(orgId, id))
    .returning();
  return row;
}

/** Deletes a package of the recycle bin for good (its child tasks, range and learner records go with it). */
export async function purgePackage(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db.delete(taskPackages).where(inBin(orgId, id)).returning({ id: taskPackages.id });
  return rows.length > 0;
}

/** A package in the recycle bin, with who put it there. */
export interface RecycledPackageRow {
  pkg: TaskPackageRow;
  deletedByName: string | null;
}

/** One page of an organisation's recycle bin, most recently deleted first. */
export async function listRecycledPackages(db: Db, orgId: string, page: { offset: number; limit: number }): Promise<{ rows: RecycledPackageRow[]; total: number }> {
  const where = and(eq(taskPackages.orgId, orgId), eq(taskPackages.publishState, RECYCLED), isNotNull(taskPackages.deletedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ pkg: taskPackages, deletedByName: users.name })
      .from(taskPackages)
      .leftJoin(users, eq(users.id, taskPackages.deletedBy))
      .where(where)
      .orderBy(desc(taskPackages.deletedAt), desc(taskPackages.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(taskPackages).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
