import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { isCountedLearner } from './learners.js';
import { departments, learnerStats, users, type LearnerStatsRow } from '../db/schema/index.js';

/** A learner's totals, or undefined before any learning. */
export async function findLearnerStats(db: Db, orgId: string, userId: string): Promise<LearnerStatsRow | undefined> {
  const [row] = await db
    .select()
    .from(learnerStats)
    .where(and(eq(learnerStats.orgId, orgId), eq(learnerStats.userId, userId)))
    .limit(1);
  return row;
}

/** Adds learning seconds, completed packages, stars and passed exams and practices to a learner's totals; returns the new totals. */
export async function addLearnerTotals(
  db: Db,
  values: { orgId: string; userId: string; seconds: number; completedPackages: number; stars: number; exams?: number; practices?: number },
  now: Date,
): Promise<LearnerStatsRow> {
  const [row] = await db
    .insert(learnerStats)
    .values({
      orgId: values.orgId,
      userId: values.userId,
      learningSeconds: values.seconds,
      completedPackages: values.completedPackages,
      stars: values.stars,
      passedExams: values.exams ?? 0,
      passedPractices: values.practices ?? 0,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [learnerStats.orgId, learnerStats.userId],
      set: {
        learningSeconds: sql`${learnerStats.learningSeconds} + ${values.seconds}`,
        completedPackages: sql`${learnerStats.completedPackages} + ${values.completedPackages}`,
        stars: sql`${learnerStats.stars} + ${values.stars}`,
        passedExams: sql`${learnerStats.passedExams} + ${values.exams ?? 0}`,
        passedPractices: sql`${learnerStats.passedPractices} + ${values.practices ?? 0}`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('addLearnerTotals returned no row');
  return row;
}

export async function setLearnerExperience(db: Db, orgId: string, userId: string, experience: number): Promise<void> {
  await db
    .update(learnerStats)
    .set({ experience })
    .where(and(eq(learnerStats.orgId, orgId), eq(learnerStats.userId, userId)));
}

/** A row of the ranking: a user of the organisation with their totals (0 before any learning). */
export interface RankingRow {
  rank: number;
  userId: string;
  name: string;
  avatar: string;
  departmentName: string | null;
  learningSeconds: number;
  completedPackages: number;
}

/** Whom a ranking ranks: the organisation's counted learners, or those placed in these departments. */
export type RankAmong = readonly string[] | 'all';

const rankedWhere = (orgId: string, among: RankAmong) =>
  and(
    eq(users.orgId, orgId),
    isCountedLearner(orgId, sql`${users.id}`),
    among === 'all' ? undefined : among.length === 0 ? sql`false` : inArray(users.departmentId, [...among]),
  );

/**
 * The counted learners of an organisation (learners.ts) — or of some of its departments — ranked by
 * learning time, then completed packages (equal totals share a rank), as one window query.
 */
function rankedUsers(db: Db, orgId: string, among: RankAmong) {
  const seconds = sql<number>`coalesce(${learnerStats.learningSeconds}, 0)`.mapWith(Number);
  const completed = sql<number>`coalesce(${learnerStats.completedPackages}, 0)`.mapWith(Number);
  return db
    .select({
      rank: sql<number>`rank() over (order by ${seconds} desc, ${completed} desc)`.mapWith(Number).as('rank'),
      // Aliased: a subquery's columns need distinct names (users.name, departments.name).
      userId: sql<string>`${users.id}`.as('user_id'),
      name: sql<string>`${users.name}`.as('user_name'),
      avatar: sql<string>`${users.avatar}`.as('user_avatar'),
      departmentName: sql<string | null>`${departments.name}`.as('department_name'),
      learningSeconds: seconds.as('learning_seconds'),
      completedPackages: completed.as('completed_packages'),
      createdAt: sql<string>`${users.createdAt}`.as('user_created_at'),
    })
    .from(users)
    .leftJoin(learnerStats, and(eq(learnerStats.orgId, users.orgId), eq(learnerStats.userId, users.id)))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .where(rankedWhere(orgId, among))
    .as('ranked');
}

/** One page of the ranking and the number of ranked users. */
export async function rankingPage(
  db: Db,
  orgId: string,
  among: RankAmong,
  page: { offset: number; limit: number },
): Promise<{ rows: RankingRow[]; total: number }> {
  const ranked = rankedUsers(db, orgId, among);
  const rows = await db
    .select({
      rank: ranked.rank,
      userId: ranked.userId,
      name: ranked.name,
      avatar: ranked.avatar,
      departmentName: ranked.departmentName,
      learningSeconds: ranked.learningSeconds,
      completedPackages: ranked.completedPackages,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(ranked)
    .orderBy(ranked.rank, ranked.createdAt, ranked.userId)
    .offset(page.offset)
    .limit(page.limit);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countRanked(db, orgId, among) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countRanked(db: Db, orgId: string, among: RankAmong): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(rankedWhere(orgId, among));
  return row?.n ?? 0;
}

/** One learner's place in the ranking (undefined for a disabled or unknown user). */
export async function rankOf(db: Db, orgId: string, among: RankAmong, userId: string): Promise<RankingRow | undefined> {
  const ranked = rankedUsers(db, orgId, among);
  const [row] = await db
    .select({
      rank: ranked.rank,
      userId: ranked.userId,
      name: ranked.name,
      avatar: ranked.avatar,
      departmentName: ranked.departmentName,
      learningSeconds: ranked.learningSeconds,
      completedPackages: ranked.completedPackages,
    })
    .from(ranked)
    .where(eq(ranked.userId, userId))
    .limit(1);
  return row;
}
