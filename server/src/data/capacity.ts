import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orgLimits, users, type OrgLimitsRow } from '../db/schema/index.js';
import { reportRows } from './reportRows.js';

/** What an organisation may and does use (docs/billing.md "Capacity"). */

/** The operator's limits of an organisation, or undefined when none were set. */
export async function findOrgLimits(db: Db, orgId: string): Promise<OrgLimitsRow | undefined> {
  const [row] = await db.select().from(orgLimits).where(eq(orgLimits.orgId, orgId));
  return row;
}

/** Sets every limit of an organisation (null: none). */
export async function upsertOrgLimits(db: Db, orgId: string, limits: { seats: number | null; storageBytes: number | null; aiMinutes: number | null }, now: Date): Promise<void> {
  await db
    .insert(orgLimits)
    .values({ orgId, ...limits, updatedAt: now })
    .onConflictDoUpdate({ target: orgLimits.orgId, set: { ...limits, updatedAt: now } });
}

/** The people of the organisation not deleted: its seats taken. */
export async function countSeats(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.orgId, orgId), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/** Bytes the organisation stores: its library files and videos, practice audio and collected dialogues. */
export async function storedBytes(db: Db, orgId: string): Promise<number> {
  const [row] = await reportRows<{ bytes: string | number | null }>(
    db,
    sql`select (select coalesce(sum(size), 0) from media where org_id = ${orgId})
          + (select coalesce(sum(size), 0) from practice_audio where org_id = ${orgId})
          + (select coalesce(sum(size), 0) from dialog_collects where org_id = ${orgId}) as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/** Milliseconds of audio the server recognised for the organisation in [from, to). */
export async function recognisedMs(db: Db, orgId: string, from: Date, to: Date): Promise<number> {
  const [row] = await reportRows<{ ms: string | number | null }>(
    db,
    sql`select coalesce(sum(quantity), 0) as ms from usage_records
        where org_id = ${orgId} and service = 'asr' and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`,
  );
  return Number(row?.ms ?? 0);
}
