import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { positions, userPositions, type PositionRow } from '../db/schema/index.js';

export type NewPosition = typeof positions.$inferInsert;

/** Every position of an organisation (a small tree), by name. */
export async function listPositions(db: Db, orgId: string): Promise<PositionRow[]> {
  return db.select().from(positions).where(eq(positions.orgId, orgId)).orderBy(asc(positions.name), asc(positions.createdAt));
}

/** Users holding each position of an organisation (positions without users are absent). */
export async function countUsersByPosition(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ positionId: userPositions.positionId, n: count() })
    .from(userPositions)
    .where(eq(userPositions.orgId, orgId))
    .groupBy(userPositions.positionId);
  return new Map(rows.map((row) => [row.positionId, row.n]));
}

/** The position of an organisation with this name under this parent (null = top level), other than `exceptId`. */
export async function findPositionByName(db: Db, orgId: string, parentId: string | null, name: string, exceptId?: string): Promise<PositionRow | undefined> {
  const [row] = await db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.orgId, orgId),
        parentId === null ? isNull(positions.parentId) : eq(positions.parentId, parentId),
        eq(positions.name, name),
        exceptId ? ne(positions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findPositionInOrg(db: Db, orgId: string, id: string): Promise<PositionRow | undefined> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.orgId, orgId), eq(positions.id, id)))
    .limit(1);
  return row;
}

export async function updatePosition(db: Db, orgId: string, id: string, values: Pick<PositionRow, 'name' | 'parentId'>): Promise<PositionRow | undefined> {
  const [row] = await db
    .update(positions)
    .set(values)
    .where(and(eq(positions.orgId, orgId), eq(positions.id, id)))
    .returning();
  return row;
}

/** True while a position has lower positions or holders. */
export async function positionInUse(db: Db, orgId: string, positionId: string): Promise<boolean> {
  const [child] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.orgId, orgId), eq(positions.parentId, positionId)))
    .limit(1);
  if (child) return true;
  const [holder] = await db
    .select({ id: userPositions.userId })
    .from(userPositions)
    .where(and(eq(userPositions.orgId, orgId), eq(userPositions.positionId, positionId)))
    .limit(1);
  return holder !== undefined;
}

export async function deletePosition(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(positions).where(and(eq(positions.orgId, orgId), eq(positions.id, id)));
}

export async function insertPosition(db: Db, values: NewPosition): Promise<PositionRow> {
  const [row] = await db.insert(positions).values(values).returning();
  if (!row) throw new Error('insertPosition returned no row');
  return row;
}

/** Takes the positions of these users of the organisation away. */
export async function clearUserPositions(db: Db, orgId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(userPositions).where(and(eq(userPositions.orgId, orgId), inArray(userPositions.userId, [...userIds])));
}

/** Gives users of the organisation their positions (replacing any other), in one statement. */
export async function setUserPositions(db: Db, orgId: string, holders: readonly { userId: string; positionId: string }[]): Promise<void> {
  if (holders.length === 0) return;
  await db
    .insert(userPositions)
    .values(holders.map((holder) => ({ orgId, ...holder })))
    .onConflictDoUpdate({ target: [userPositions.orgId, userPositions.userId], set: { positionId: sql`excluded.position_id` } });
}

/** Gives a user of the organisation a position (replacing any other). */
export async function setUserPosition(db: Db, orgId: string, userId: string, positionId: string): Promise<void> {
  await db
    .insert(userPositions)
    .values({ orgId, userId, positionId })
    .onConflictDoUpdate({ target: [userPositions.orgId, userPositions.userId], set: { positionId, orgId } });
}

/** A user's position id and name, if any. */
export async function findUserPosition(db: Db, orgId: string, userId: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: positions.id, name: positions.name })
    .from(userPositions)
    .innerJoin(positions, refersTo(userPositions, userPositions.positionId, positions))
    .where(and(eq(userPositions.orgId, orgId), eq(userPositions.userId, userId)))
    .limit(1);
  return row;
}
