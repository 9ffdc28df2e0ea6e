import { TOP_ADMIN_LEVEL } from '@peilian/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisationClearances, organisations, users, type ClearanceReport, type OrganisationClearanceRow, type OrganisationRow } from '../db/schema/index.js';
import { deletingForGood } from './recycleBin.js';
import { reportRows } from './reportRows.js';

/**
 * An organisation's account lifecycle (admin §4 "Account"; docs/decisions.md "An organisation's
 * account ends"): its expiry, the dry-run report of what clearing it takes, and the clearing.
 */

/**
 * Sets when the organisation's account ends (null: never). A new end in the future, or none, renews
 * it: a clearance report made for the old one goes.
 */
export async function setOrganisationExpiry(db: Db, orgId: string, expiresAt: Date | null, now: Date): Promise<OrganisationRow | undefined> {
  const [row] = await db.update(organisations).set({ expiresAt }).where(eq(organisations.id, orgId)).returning();
  if (row && (!expiresAt || expiresAt > now)) await db.delete(organisationClearances).where(and(eq(organisationClearances.orgId, orgId), isNull(organisationClearances.clearedAt)));
  return row;
}

export async function findClearance(db: Db, orgId: string): Promise<OrganisationClearanceRow | undefined> {
  const [row] = await db.select().from(organisationClearances).where(eq(organisationClearances.orgId, orgId));
  return row;
}

/**
 * The platform's own organisations among `orgIds`: those holding a top administrator (isadmin 100,
 * the provider). Their accounts never end — nobody could renew them — and they are never cleared.
 */
export async function platformOrganisationIds(db: Db, orgIds: readonly string[]): Promise<Set<string>> {
  if (orgIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orgId: users.orgId })
    .from(users)
    .where(and(inArray(users.orgId, [...orgIds]), eq(users.isadmin, TOP_ADMIN_LEVEL)));
  return new Set(rows.map((row) => row.orgId));
}

/** The organisation `o` holds no top administrator (`platformOrganisationIds`): the clearance job may take it. */
const notPlatform = sql`not exists (select 1 from ${users} u where u.org_id = o.id and u.isadmin = ${TOP_ADMIN_LEVEL})`;

/** Organisations expired before `before` with no report yet, locked for this transaction (another process skips them). */
export async function claimUnreported(db: Db, before: Date, limit: number): Promise<Pick<OrganisationRow, 'id' | 'name' | 'expiresAt'>[]> {
  return reportRows(
    db,
    sql`select o.id, o.name, o.expires_at as "expiresAt" from ${organisations} o
      where o.expires_at < ${before} and not exists (select 1 from ${organisationClearances} c where c.org_id = o.id) and ${notPlatform}
      order by o.expires_at limit ${limit} for update of o skip locked`,
  );
}

/** Reported organisations expired before `before`, not cleared yet, locked for this transaction. */
export async function claimReported(db: Db, before: Date, limit: number): Promise<OrganisationClearanceRow[]> {
  const rows = await reportRows<{ org_id: string }>(
    db,
    sql`select c.org_id from ${organisationClearances} c join ${organisations} o on o.id = c.org_id
      where c.cleared_at is null and o.expires_at < ${before} and ${notPlatform} order by o.expires_at limit ${limit} for update of c, o skip locked`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(organisationClearances)
    .where(and(isNull(organisationClearances.clearedAt), inArray(organisationClearances.orgId, rows.map((row) => row.org_id))));
}

/** The organisation's rows, by every table that has an `org_id` column (the dry run of its clearing). */
export async function countOrganisationRows(db: Db, orgId: string): Promise<Record<string, number>> {
  const tables = await reportRows<{ name: string }>(
    db,
    sql`select c.table_name as name from information_schema.columns c join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'org_id' and t.table_type = 'BASE TABLE' and c.table_name <> 'organisation_clearances'
      order by c.table_name`,
  );
  const counts: Record<string, number> = { organisations: 1 };
  for (const { name } of tables) {
    const [row] = await reportRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(`"${name}"`)} where org_id = ${orgId}`);
    if (row && row.n > 0) counts[name] = row.n;
  }
  return counts;
}

export async function insertClearanceReport(
  db: Db,
  org: Pick<OrganisationRow, 'id' | 'name'> & { expiresAt: Date },
  report: ClearanceReport,
  at: Date,
): Promise<void> {
  await db.insert(organisationClearances).values({ orgId: org.id, name: org.name, expiresAt: org.expiresAt, reportedAt: at, report });
}

/** Deletes the organisation with every row of it for good (each organisation-owned table cascades from it) and marks it cleared. */
export async function clearOrganisation(db: Db, orgId: string, at: Date): Promise<void> {
  await deletingForGood(db, (tx) => tx.delete(organisations).where(eq(organisations.id, orgId)));
  await db.update(organisationClearances).set({ clearedAt: at }).where(eq(organisationClearances.orgId, orgId));
}

/** Clearances of organisations still there (reported, not cleared): for the provider's list. */
export async function pendingClearances(db: Db, orgIds: readonly string[]): Promise<OrganisationClearanceRow[]> {
  if (orgIds.length === 0) return [];
  return db
    .select()
    .from(organisationClearances)
    .where(and(isNull(organisationClearances.clearedAt), inArray(organisationClearances.orgId, [...orgIds])));
}
