import { PUBLISH_STATES, type RangeKind } from '@peilian/shared';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { seenContent, type SeenRecords } from './recordAccess.js';
import { refersTo } from './references.js';
import { childTasks, departments, packageRanges, positions, taskPackages, users, type TaskPackageRow } from '../db/schema/index.js';

export type NewPackage = typeof taskPackages.$inferInsert;
export type PackageChanges = Partial<
  Pick<TaskPackageRow, 'title' | 'cover' | 'description' | 'passScore' | 'sort' | 'frontPackageId' | 'startAt' | 'endAt'>
>;

export async function insertPackage(db: Db, values: NewPackage): Promise<TaskPackageRow> {
  const [row] = await db.insert(taskPackages).values(values).returning();
  if (!row) throw new Error('insertPackage returned no row');
  return row;
}

/**
 * The publish state of a package in the recycle bin (admin §4 "Recycle bin: restore or delete
 * permanently"): no state a learner, the scheduler or a task list looks for, so it is out of all of
 * them; `recycled_state` keeps the state it is restored to.
 */
export const RECYCLED = -1;

/**
 * A package of the organisation outside the recycle bin (`id` must be a UUID); `lock` holds its row
 * for the rest of the transaction.
 */
export async function findPackageInOrg(db: Db, orgId: string, id: string, { lock = false } = {}): Promise<TaskPackageRow | undefined> {
  const query = db
    .select()
    .from(taskPackages)
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id), ne(taskPackages.publishState, RECYCLED)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A package of the organisation by title, in the recycle bin too (the demo seed adds what is missing). */
export async function findPackageByTitle(db: Db, orgId: string, title: string): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(taskPackages)
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.title, title)))
    .limit(1);
  return row;
}

/** Locks a package row for the rest of the transaction (child edits and publishing serialise on it). */
export const lockPackage = (db: Db, orgId: string, id: string) => findPackageInOrg(db, orgId, id, { lock: true });

export async function updatePackageRow(db: Db, orgId: string, id: string, changes: PackageChanges, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id)))
    .returning();
  return row;
}

export interface PackageListFilter {
  orgId: string;
  /** The task lists to show (one, or every list the caller manages). */
  tasktypes: readonly number[];
  title: string;
  publishState: number | '';
  /** Packages whose own list decides whether the reader sees them. */
  records?: SeenRecords | undefined;
}

/** A task-list row: the package with its child count, weight total, creator and front package title. */
export interface PackageListRow {
  pkg: TaskPackageRow;
  childCount: number;
  weightTotal: number;
  creatorName: string | null;
  frontTitle: string | null;
}

const front = aliasedTable(taskPackages, 'front_package');
const childCount = sql<number>`(select count(*) from ${childTasks} where ${childTasks.packageId} = ${taskPackages.id})`.mapWith(Number);
const weightSum = sql<number>`(select coalesce(sum(${childTasks.weight}), 0) from ${childTasks} where ${childTasks.packageId} = ${taskPackages.id})`.mapWith(
  Number,
);

function listWhere(filter: PackageListFilter) {
  const escaped = filter.title.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return and(
    eq(taskPackages.orgId, filter.orgId),
    inArray(taskPackages.tasktype, [...filter.tasktypes]),
    filter.title ? ilike(taskPackages.title, `%${escaped}%`) : undefined,
    filter.publishState === '' ? ne(taskPackages.publishState, RECYCLED) : eq(taskPackages.publishState, filter.publishState),
    seenContent(taskPackages, undefined, filter.records),
  );
}

/** One page of a task list, by sort then newest first. */
export async function listPackages(db: Db, filter: PackageListFilter, page: { offset: number; limit: number }): Promise<{ rows: PackageListRow[]; total: number }> {
  const where = listWhere(filter);
  const rows = await db
    .select({ pkg: taskPackages, childCount, weightTotal: weightSum, creatorName: users.name, frontTitle: front.title })
    .from(taskPackages)
    .leftJoin(users, refersTo(taskPackages, taskPackages.creatorId, users))
    .leftJoin(front, refersTo(taskPackages, taskPackages.frontPackageId, front))
    .where(where)
    .orderBy(asc(taskPackages.sort), desc(taskPackages.createdAt), desc(taskPackages.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(taskPackages).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One package as a list row (detail and answers after a change). */
export async function findPackageListRow(db: Db, orgId: string, id: string): Promise<PackageListRow | undefined> {
  const [row] = await db
    .select({ pkg: taskPackages, childCount, weightTotal: weightSum, creatorName: users.name, frontTitle: front.title })
    .from(taskPackages)
    .leftJoin(users, refersTo(taskPackages, taskPackages.creatorId, users))
    .leftJoin(front, refersTo(taskPackages, taskPackages.frontPackageId, front))
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id)))
    .limit(1);
  return row;
}

/** The front-package links of an organisation's packages (to refuse cycles). */
export async function packageFronts(db: Db, orgId: string): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: taskPackages.id, front: taskPackages.frontPackageId }).from(taskPackages).where(eq(taskPackages.orgId, orgId));
  return new Map(rows.map((row) => [row.id, row.front]));
}

export interface RangeIds {
  departments: string[];
  positions: string[];
  users: string[];
}

/** Which of the given ids name departments, positions and users of the organisation. */
export async function existingRangeTargets(db: Db, orgId: string, range: RangeIds): Promise<RangeIds> {
  const pick = async (table: typeof departments | typeof positions | typeof users, ids: string[]) =>
    ids.length === 0
      ? []
      : (await db.select({ id: table.id }).from(table).where(and(eq(table.orgId, orgId), inArray(table.id, ids)))).map((row) => row.id);
  return {
    departments: await pick(departments, range.departments),
    positions: await pick(positions, range.positions),
    users: await pick(users, range.users),
  };
}

/** Replaces a package's publish range. */
export async function replaceRange(db: Db, orgId: string, packageId: string, range: RangeIds): Promise<void> {
  await db.delete(packageRanges).where(and(eq(packageRanges.orgId, orgId), eq(packageRanges.packageId, packageId)));
  const rows = (Object.entries({ department: range.departments, position: range.positions, user: range.users }) as [RangeKind, string[]][]).flatMap(
    ([kind, ids]) => ids.map((targetId) => ({ packageId, orgId, kind, targetId })),
  );
  if (rows.length > 0) await db.insert(packageRanges).values(rows);
}

/** A package's range with the names of what it names (targets deleted since are left out). */
export async function rangeOf(db: Db, orgId: string, packageId: string): Promise<Record<'departments' | 'positions' | 'users', { id: string; name: string }[]>> {
  const inRange = (kind: RangeKind, column: AnyPgColumn) =>
    sql`exists (select 1 from ${packageRanges} where ${packageRanges.packageId} = ${packageId} and ${packageRanges.orgId} = ${orgId} and ${packageRanges.kind} = ${kind} and ${packageRanges.targetId} = ${column})`;
  const [d, p, u] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(and(eq(departments.orgId, orgId), inRange('department', departments.id))).orderBy(asc(departments.name)),
    db.select({ id: positions.id, name: positions.name }).from(positions).where(and(eq(positions.orgId, orgId), inRange('position', positions.id))).orderBy(asc(positions.name)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), inRange('user', users.id)))
      .orderBy(asc(users.name)),
  ]);
  return { departments: d, positions: p, users: u };
}

/** Publishes now from unpublished or scheduled; undefined when the package is in neither state. */
export async function publishPackageNow(db: Db, orgId: string, id: string, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ publishState: PUBLISH_STATES.published, publishAt: null, publishedAt: now, updatedAt: now })
    .where(
      and(
        eq(taskPackages.orgId, orgId),
        eq(taskPackages.id, id),
        inArray(taskPackages.publishState, [PUBLISH_STATES.unpublished, PUBLISH_STATES.scheduled]),
      ),
    )
    .returning();
  return row;
}

/** Schedules (or reschedules) publishing at `at`; undefined when the package is published or publishing. */
export async function schedulePackage(db: Db, orgId: string, id: string, at: Date, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ publishState: PUBLISH_STATES.scheduled, publishAt: at, updatedAt: now })
    .where(
      and(
        eq(taskPackages.orgId, orgId),
        eq(taskPackages.id, id),
        inArray(taskPackages.publishState, [PUBLISH_STATES.unpublished, PUBLISH_STATES.scheduled]),
      ),
    )
    .returning();
  return row;
}

/** Back to unpublished, only while scheduled. */
export async function unpublishScheduled(db: Db, orgId: string, id: string, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ publishState: PUBLISH_STATES.unpublished, publishAt: null, updatedAt: now })
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id), eq(taskPackages.publishState, PUBLISH_STATES.scheduled)))
    .returning();
  return row;
}

/** A task package by its keys. */
export type PackageKey = Pick<TaskPackageRow, 'id' | 'orgId'>;

/**
 * Across organisations: the scheduler publishes every organisation's due packages.
 * The scheduler's claim: scheduled packages whose time has come move to "publishing" in one
 * conditional UPDATE, so of two processes racing for a package exactly one gets it. Packages left
 * in "publishing" longer than the lease (a process died mid-publish) are claimed again.
 */
export async function claimDuePackages(db: Db, now: Date, leaseMs: number, limit: number): Promise<PackageKey[]> {
  const staleBefore = new Date(now.getTime() - leaseMs);
  const due = db
    .select({ id: taskPackages.id })
    .from(taskPackages)
    .where(
      sql`(${taskPackages.publishState} = ${PUBLISH_STATES.scheduled} and ${taskPackages.publishAt} <= ${now}) or (${taskPackages.publishState} = ${PUBLISH_STATES.publishing} and ${taskPackages.updatedAt} <= ${staleBefore})`,
    )
    .orderBy(asc(taskPackages.publishAt))
    .limit(limit);
  const rows = await db
    .update(taskPackages)
    .set({ publishState: PUBLISH_STATES.publishing, updatedAt: now })
    .where(
      and(
        inArray(taskPackages.id, due),
        sql`((${taskPackages.publishState} = ${PUBLISH_STATES.scheduled} and ${taskPackages.publishAt} <= ${now}) or (${taskPackages.publishState} = ${PUBLISH_STATES.publishing} and ${taskPackages.updatedAt} <= ${staleBefore}))`,
      ),
    )
    .returning({ id: taskPackages.id, orgId: taskPackages.orgId });
  return rows;
}

/** Finishes a claimed package: publishing → published. False when another process finished it first. */
export async function finishPublishing(db: Db, claimed: PackageKey, now: Date): Promise<boolean> {
  const rows = await db
    .update(taskPackages)
    .set({ publishState: PUBLISH_STATES.published, publishedAt: now, updatedAt: now })
    .where(and(eq(taskPackages.orgId, claimed.orgId), eq(taskPackages.id, claimed.id), eq(taskPackages.publishState, PUBLISH_STATES.publishing)))
    .returning({ id: taskPackages.id });
  return rows.length > 0;
}

/** The states a package may be moved to the recycle bin from: any but the scheduler's transient "publishing". */
const RECYCLABLE = [PUBLISH_STATES.unpublished, PUBLISH_STATES.scheduled, PUBLISH_STATES.published];

/**
 * Moves a package to the recycle bin (a soft delete: the bin's entry keeps the state to restore);
 * undefined when it is publishing or gone.
 */
export async function recyclePackage(db: Db, orgId: string, id: string, by: string, now: Date): Promise<TaskPackageRow | undefined> {
  const [row] = await db
    .update(taskPackages)
    .set({ recycledState: sql`${taskPackages.publishState}`, publishState: RECYCLED, deletedAt: now, deletedBy: by, updatedAt: now })
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id), inArray(taskPackages.publishState, RECYCLABLE)))
    .returning();
  return row;
}
