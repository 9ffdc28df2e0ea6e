import { PUBLISH_STATES } from '@peilian/shared';
import { aliasedTable, and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
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
}

/**
 * True when the package (`packageId` column) names the learner in its range. The department's
 * ancestors come from a recursive subquery that PostgreSQL runs once per statement.
 */
export function inLearnerRange(packageId: AnyPgColumn, { orgId, userId }: Learner): SQL {
  const ancestors = sql`with recursive up(id, parent_id) as (
      select ${departments.id}, ${departments.parentId} from ${departments}
        join ${users} on ${users.departmentId} = ${departments.id}
        where ${users.id} = ${userId} and ${users.orgId} = ${orgId}
      union
      select d.id, d.parent_id from ${departments} d join up on d.id = up.parent_id
    ) select id from up`;
  const position = sql`select ${userPositions.positionId} from ${userPositions} where ${userPositions.userId} = ${userId} and ${userPositions.orgId} = ${orgId}`;
  return sql`exists (select 1 from ${packageRanges} r where r.package_id = ${packageId} and r.org_id = ${orgId} and (
      (r.kind = 'user' and r.target_id = ${userId})
      or (r.kind = 'position' and r.target_id in (${position}))
      or (r.kind = 'department' and r.target_id in (${ancestors}))
    ))`;
}

/** A package as the learner sees it, with progress and what gates it. */
export interface LearnerPackageRow {
  pkg: TaskPackageRow;
  total: number;
  passed: number | null;
  score: number | null;
  durationSeconds: number | null;
  completedAt: Date | null;
  frontTitle: string | null;
  /** The front package is published to the learner and not complete: the package is locked. */
  frontBlocks: boolean;
}

const front = aliasedTable(taskPackages, 'front_package');
const frontRecord = aliasedTable(studentPackages, 'front_record');

function learnerPackages(db: Db, learner: Learner, where: SQL | undefined) {
  const total = sql<number>`(select count(*) from ${childTasks} where ${childTasks.packageId} = ${taskPackages.id})`.mapWith(Number);
  const frontBlocks = sql<boolean>`(${front.id} is not null and ${front.publishState} = ${PUBLISH_STATES.published} and ${frontRecord.completedAt} is null and ${inLearnerRange(front.id, learner)})`.mapWith(
    (value: unknown) => value === true || value === 't',
  );
  return db
    .select({
      pkg: taskPackages,
      total,
      passed: studentPackages.passedChildren,
      score: studentPackages.score,
      durationSeconds: studentPackages.durationSeconds,
      completedAt: studentPackages.completedAt,
      frontTitle: front.title,
      frontBlocks,
    })
    .from(taskPackages)
    .leftJoin(studentPackages, and(eq(studentPackages.packageId, taskPackages.id), eq(studentPackages.userId, learner.userId)))
    .leftJoin(front, and(eq(front.id, taskPackages.frontPackageId), eq(front.orgId, learner.orgId)))
    .leftJoin(frontRecord, and(eq(frontRecord.packageId, front.id), eq(frontRecord.userId, learner.userId)))
    .where(
      and(
        eq(taskPackages.orgId, learner.orgId),
        eq(taskPackages.publishState, PUBLISH_STATES.published),
        inLearnerRange(taskPackages.id, learner),
        where,
      ),
    )
    .orderBy(asc(taskPackages.sort), asc(taskPackages.startAt), asc(taskPackages.id));
}

/** Every published package in the learner's range with the learner's progress (one query). */
export async function learnerCentrePackages(db: Db, learner: Learner): Promise<LearnerPackageRow[]> {
  return learnerPackages(db, learner, undefined);
}

/** One published package in the learner's range, or undefined ("not yours" and "no such" alike). */
export async function findLearnerPackage(db: Db, learner: Learner, packageId: string): Promise<LearnerPackageRow | undefined> {
  const [row] = await learnerPackages(db, learner, eq(taskPackages.id, packageId));
  return row;
}

/** File/video child tasks of published packages in the learner's range that reference a media. */
export async function learnerChildTasksWithMedia(db: Db, learner: Learner, mediaId: string): Promise<ChildTaskRow[]> {
  const rows = await db
    .select({ child: childTasks })
    .from(childTasks)
    .innerJoin(taskPackages, eq(taskPackages.id, childTasks.packageId))
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
