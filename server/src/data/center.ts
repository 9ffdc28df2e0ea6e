import { PUBLISH_STATES } from '@peilian/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { childTasks, departments, packageRanges, studentPackages, taskPackages, userPositions, users, type ChildTaskRow, type TaskPackageRow } from '../db/schema/index.js';

/**
 * The learner's side of the training centre: which published packages are in a learner's range —
 * a range department that is the learner's department or one above it, the learner's position, or
 * the learner — and the learner's progress in them, each in one query.
 */

/** The learner and organisation every query here is scoped to. */
export interface Learner {
  orgId: string;
  userId: string;
  /** The organisation's time zone when the caller already knows it (a request does); else it is looked up. */
  zone?: string;
}

/**
 * The ids of the packages whose range names the learner: three lookups on the range index
 * (org, kind, target) — the learner, the learner's position, and the learner's department with the
 * departments above it (a recursive subquery).
 */
export function packagesInLearnerRange({ orgId, userId }: Learner): SQL {
  const ancestors = sql`with recursive up(id, parent_id) as (
      select ${departments.id}, ${departments.parentId} from ${departments}
        join ${users} on ${users.departmentId} = ${departments.id}
        where ${users.id} = ${userId} and ${users.orgId} = ${orgId}
      union
      select d.id, d.parent_id from ${departments} d join up on d.id = up.parent_id
    ) select id from up`;
  const position = sql`select ${userPositions.positionId} from ${userPositions} where ${userPositions.userId} = ${userId} and ${userPositions.orgId} = ${orgId}`;
  const ranges = (kind: string, targets: SQL) =>
    sql`select r.package_id from ${packageRanges} r where r.org_id = ${orgId} and r.kind = ${kind} and r.target_id in (${targets})`;
  return sql`${ranges('user', sql`${userId}::uuid`)} union ${ranges('position', position)} union ${ranges('department', ancestors)}`;
}

/**
 * True when the package (`packageId` column) names the learner in its range. `= any(array(…))`
 * makes the id set an init plan computed once; a plain `in (…)` may be re-scanned for every package
 * when the planner has no statistics (PGlite never analyses on its own).
 */
export function inLearnerRange(packageId: AnyPgColumn, learner: Learner): SQL {
  return sql`${packageId} = any(array(${packagesInLearnerRange(learner)}))`;
}

/** The package fields the learner's calls use. */
export type CentrePackage = Pick<
  TaskPackageRow,
  'id' | 'tasktype' | 'title' | 'cover' | 'description' | 'passScore' | 'sort' | 'frontPackageId' | 'startAt' | 'endAt'
>;

/** A package as the learner sees it, with progress and what gates it. */
export interface LearnerPackageRow {
  pkg: CentrePackage;
  total: number;
  passed: number | null;
  score: number | null;
  durationSeconds: number | null;
  completedAt: Date | null;
  frontTitle: string | null;
  /** The front package is published to the learner and not complete: the package is locked. */
  frontBlocks: boolean;
}

type PackageRecord = Omit<LearnerPackageRow, 'frontTitle' | 'frontBlocks'>;

/** One row of the JSON the query builds (times as epoch milliseconds). */
interface JsonRecord {
  id: string;
  tasktype: number;
  title: string;
  cover: string;
  description: string;
  passScore: number;
  sort: number;
  frontPackageId: string | null;
  startAt: number;
  endAt: number;
  total: number;
  passed: number | null;
  score: number | null;
  durationSeconds: number | null;
  completedAt: number | null;
}

const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)`;

/** The package fields and the learner's record of it, as one JSON object per row. */
function recordJson(): SQL {
  const p = taskPackages;
  return sql`'id', ${p.id}, 'tasktype', ${p.tasktype}, 'title', ${p.title}, 'cover', ${p.cover}, 'description', ${p.description},
      'passScore', ${p.passScore}, 'sort', ${p.sort}, 'frontPackageId', ${p.frontPackageId},
      'startAt', ${epochMs(p.startAt)}, 'endAt', ${epochMs(p.endAt)},
      'total', (select count(*) from ${childTasks} where ${childTasks.orgId} = ${p.orgId} and ${childTasks.packageId} = ${p.id}),
      'passed', ${studentPackages.passedChildren}, 'score', ${studentPackages.score},
      'durationSeconds', ${studentPackages.durationSeconds}, 'completedAt', ${epochMs(studentPackages.completedAt)}`;
}

/** The JSON array a query aggregated into its one row and column `rows`. */
async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: { rows: T[] | string }[] };
  const cell = result.rows[0]?.rows ?? [];
  return typeof cell === 'string' ? (JSON.parse(cell) as T[]) : cell;
}

function toRecord(row: JsonRecord): PackageRecord {
  return {
    pkg: {
      id: row.id,
      tasktype: row.tasktype,
      title: row.title,
      cover: row.cover,
      description: row.description,
      passScore: row.passScore,
      sort: row.sort,
      frontPackageId: row.frontPackageId,
      startAt: new Date(row.startAt),
      endAt: new Date(row.endAt),
    },
    total: Number(row.total),
    passed: row.passed,
    score: row.score,
    durationSeconds: row.durationSeconds,
    completedAt: row.completedAt === null ? null : new Date(row.completedAt),
  };
}

/**
 * Published packages in the learner's range (narrowed by `where`) with the learner's record of
 * each, in one statement. The rows come back as one JSON array: with the embedded database,
 * decoding hundreds of rows field by field costs more than the query itself.
 */
async function learnerPackages(db: Db, learner: Learner, where: SQL | undefined): Promise<PackageRecord[]> {
  const p = taskPackages;
  const conditions = and(eq(p.orgId, learner.orgId), eq(p.publishState, PUBLISH_STATES.published), inLearnerRange(p.id, learner), where);
  const query = sql`select coalesce(json_agg(json_build_object(${recordJson()}) order by ${p.sort}, ${p.startAt}, ${p.id}), '[]'::json) as rows
    from ${p} left join ${studentPackages} on ${studentPackages.packageId} = ${p.id} and ${studentPackages.userId} = ${learner.userId}
    where ${conditions}`;
  return (await jsonRows<JsonRecord>(db, query)).map(toRecord);
}

/** One learner's package: what `findLearnerPackages` is asked for. */
export interface LearnerPackageKey extends Learner {
  packageId: string;
}

/**
 * For each key, its published package if the package's range names the learner, with the learner's
 * record — all keys in one statement (`packagesInLearnerRange` for many learners at once: the
 * department walk is tagged with the key it climbs for).
 */
async function keyedPackages(db: Db, keys: readonly LearnerPackageKey[]): Promise<(PackageRecord | undefined)[]> {
  if (keys.length === 0) return [];
  const p = taskPackages;
  const wanted = sql.join(
    keys.map((key, index) => sql`(${index}::int, ${key.orgId}::uuid, ${key.userId}::uuid, ${key.packageId}::uuid)`),
    sql`, `,
  );
  const query = sql`with recursive wanted(i, org_id, user_id, package_id) as (values ${wanted}),
    up(i, id, parent_id) as (
      select w.i, ${departments.id}, ${departments.parentId} from wanted w
        join ${users} on ${users.id} = w.user_id and ${users.orgId} = w.org_id
        join ${departments} on ${departments.id} = ${users.departmentId}
      union
      select up.i, d.id, d.parent_id from ${departments} d join up on d.id = up.parent_id
    )
    select coalesce(json_agg(json_build_object('i', w.i, ${recordJson()})), '[]'::json) as rows
    from wanted w
      join ${p} on ${p.id} = w.package_id and ${p.orgId} = w.org_id and ${p.publishState} = ${PUBLISH_STATES.published}
      left join ${studentPackages} on ${studentPackages.packageId} = ${p.id} and ${studentPackages.userId} = w.user_id
    where exists (select 1 from ${packageRanges} r where r.org_id = w.org_id and r.package_id = ${p.id} and (
      (r.kind = 'user' and r.target_id = w.user_id)
      or (r.kind = 'position' and r.target_id in (select ${userPositions.positionId} from ${userPositions} where ${userPositions.userId} = w.user_id and ${userPositions.orgId} = w.org_id))
      or (r.kind = 'department' and r.target_id in (select up.id from up where up.i = w.i))))`;
  const found = new Map((await jsonRows<JsonRecord & { i: number }>(db, query)).map((row) => [row.i, toRecord(row)]));
  return keys.map((_, index) => found.get(index));
}

/**
 * Each key's package as `findLearnerPackage` answers it (undefined: not published to that
 * learner, or no such package), for many learners in two statements: the packages, then their
 * front packages.
 */
export async function findLearnerPackages(db: Db, keys: readonly LearnerPackageKey[]): Promise<(LearnerPackageRow | undefined)[]> {
  const records = await keyedPackages(db, keys);
  const frontKeys = records.flatMap((record, index) => (record?.pkg.frontPackageId ? [{ ...keys[index]!, packageId: record.pkg.frontPackageId, of: index }] : []));
  const fronts = await keyedPackages(db, frontKeys);
  const frontOf = new Map(frontKeys.map((key, at) => [key.of, fronts[at]]));
  return records.map((record, index) => {
    if (!record) return undefined;
    const front = frontOf.get(index);
    return withFront(record, new Map(front ? [[front.pkg.id, front]] : []));
  });
}

/**
 * A front package gates only when the learner can reach it: published to them (so among `visible`)
 * and not complete. One the learner cannot see never locks anything.
 */
function withFront(record: PackageRecord, visible: ReadonlyMap<string, PackageRecord>): LearnerPackageRow {
  const front = record.pkg.frontPackageId ? visible.get(record.pkg.frontPackageId) : undefined;
  return { ...record, frontTitle: front?.pkg.title ?? null, frontBlocks: Boolean(front && !front.completedAt) };
}

/** Every published package in the learner's range with the learner's progress (one query). */
export async function learnerCentrePackages(db: Db, learner: Learner): Promise<LearnerPackageRow[]> {
  const records = await learnerPackages(db, learner, undefined);
  const visible = new Map(records.map((record) => [record.pkg.id, record]));
  return records.map((record) => withFront(record, visible));
}

/** One published package in the learner's range, or undefined ("not yours" and "no such" alike). */
export async function findLearnerPackage(db: Db, learner: Learner, packageId: string): Promise<LearnerPackageRow | undefined> {
  const [row] = await findLearnerPackages(db, [{ ...learner, packageId }]);
  return row;
}

/** File/video child tasks of published packages in the learner's range that reference a media. */
export async function learnerChildTasksWithMedia(db: Db, learner: Learner, mediaId: string): Promise<ChildTaskRow[]> {
  const rows = await db
    .select({ child: childTasks })
    .from(childTasks)
    .innerJoin(taskPackages, refersTo(childTasks, childTasks.packageId, taskPackages))
    .where(
      and(
        eq(childTasks.orgId, learner.orgId),
        sql`${childTasks.refs} @> ${JSON.stringify([{ mediaid: mediaId }])}::jsonb`,
        eq(taskPackages.publishState, PUBLISH_STATES.published),
        inLearnerRange(taskPackages.id, learner),
      ),
    );
  return rows.map((row) => row.child);
}
