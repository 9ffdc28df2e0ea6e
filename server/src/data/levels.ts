import { and, asc, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { badges, levels, userBadges, type BadgeRow, type LevelRow } from '../db/schema/index.js';

/** Levels and badges of an organisation (admin §3 Level, Badge); the award job's SQL is in `badgeAwards.ts`. */

export type NewLevel = Omit<typeof levels.$inferInsert, 'id' | 'createdAt'>;
export type NewBadge = Omit<typeof badges.$inferInsert, 'id' | 'createdAt' | 'scannedAt' | 'claimedUntil'>;

/** A badge with the number of learners holding it. */
export interface BadgeListRow {
  badge: BadgeRow;
  awarded: number;
}

/** The organisation's levels, lowest first. */
export async function listLevels(db: Db, orgId: string): Promise<LevelRow[]> {
  return db.select().from(levels).where(eq(levels.orgId, orgId)).orderBy(asc(levels.experience));
}

/** The highest level of the organisation an experience rising from `from` to `to` reaches (none: no level in between). */
export async function levelReached(db: Db, orgId: string, from: number, to: number): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(levels)
    .where(and(eq(levels.orgId, orgId), gt(levels.experience, from), lte(levels.experience, to)))
    .orderBy(desc(levels.experience))
    .limit(1);
  return row;
}

export async function findLevelInOrg(db: Db, orgId: string, id: string): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(levels)
    .where(and(eq(levels.orgId, orgId), eq(levels.id, id)))
    .limit(1);
  return row;
}

/** Another level of the organisation starting at `experience` (`exceptId`: the one being edited). */
export async function findLevelAt(db: Db, orgId: string, experience: number, exceptId?: string): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(levels)
    .where(and(eq(levels.orgId, orgId), eq(levels.experience, experience), exceptId ? ne(levels.id, exceptId) : undefined))
    .limit(1);
  return row;
}

export async function countLevels(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(levels).where(eq(levels.orgId, orgId));
  return row?.n ?? 0;
}

/** Inserts a level; undefined when the organisation already has one at that experience (the unique key). */
export async function insertLevel(db: Db, values: NewLevel): Promise<LevelRow | undefined> {
  const [row] = await db.insert(levels).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLevel(db: Db, orgId: string, id: string, changes: Omit<NewLevel, 'orgId'>): Promise<LevelRow | undefined> {
  const [row] = await db
    .update(levels)
    .set(changes)
    .where(and(eq(levels.orgId, orgId), eq(levels.id, id)))
    .returning();
  return row;
}

export async function deleteLevel(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(levels)
    .where(and(eq(levels.orgId, orgId), eq(levels.id, id)))
    .returning({ id: levels.id });
  return rows.length > 0;
}

const awardedCount = sql<number>`(select count(*) from ${userBadges} where ${userBadges.badgeId} = ${badges.id})`.mapWith(Number);

/** The organisation's badges by sort, then oldest first, with their holders. */
export async function listBadges(db: Db, orgId: string): Promise<BadgeListRow[]> {
  return db
    .select({ badge: badges, awarded: awardedCount })
    .from(badges)
    .where(eq(badges.orgId, orgId))
    .orderBy(asc(badges.sort), asc(badges.createdAt), asc(badges.id));
}

export async function findBadgeInOrg(db: Db, orgId: string, id: string): Promise<BadgeListRow | undefined> {
  const [row] = await db
    .select({ badge: badges, awarded: awardedCount })
    .from(badges)
    .where(and(eq(badges.orgId, orgId), eq(badges.id, id)))
    .limit(1);
  return row;
}

export async function countBadges(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(badges).where(eq(badges.orgId, orgId));
  return row?.n ?? 0;
}

export async function insertBadge(db: Db, values: NewBadge): Promise<BadgeRow> {
  const [row] = await db.insert(badges).values(values).returning();
  if (!row) throw new Error('insertBadge returned no row');
  return row;
}

/** Changes a badge; a changed condition is looked at again by the next award tick (`scanned_at` cleared). */
export async function updateBadge(db: Db, orgId: string, id: string, changes: Omit<NewBadge, 'orgId'>): Promise<BadgeRow | undefined> {
  const [row] = await db
    .update(badges)
    .set({ ...changes, scannedAt: null })
    .where(and(eq(badges.orgId, orgId), eq(badges.id, id)))
    .returning();
  return row;
}

export async function deleteBadge(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(badges)
    .where(and(eq(badges.orgId, orgId), eq(badges.id, id)))
    .returning({ id: badges.id });
  return rows.length > 0;
}

/** A learner's badges (enabled ones), newest first. */
export async function listUserBadges(db: Db, orgId: string, userId: string): Promise<{ badge: BadgeRow; awardedAt: Date }[]> {
  return db
    .select({ badge: badges, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .innerJoin(badges, refersTo(userBadges, userBadges.badgeId, badges))
    .where(and(eq(userBadges.orgId, orgId), eq(userBadges.userId, userId), eq(badges.enabled, 1)))
    .orderBy(desc(userBadges.awardedAt), asc(badges.sort));
}

/** Gives a learner a badge (once: the unique key keeps a second award out); the demo seed's holder. */
export async function insertUserBadge(db: Db, values: { orgId: string; userId: string; badgeId: string }): Promise<void> {
  await db.insert(userBadges).values(values).onConflictDoNothing();
}
