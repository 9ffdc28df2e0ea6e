import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisations, type OrganisationRow } from '../db/schema/index.js';

export type NewOrganisation = typeof organisations.$inferInsert;

/** Number of organisations; zero means a fresh database that needs seeding. */
export async function countOrganisations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisations);
  return row?.n ?? 0;
}

export async function insertOrganisation(db: Db, values: NewOrganisation): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  if (!row) throw new Error('insertOrganisation returned no row');
  return row;
}

export async function findOrganisationByName(db: Db, name: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.name, name)).limit(1);
  return row;
}

export async function findOrganisationById(db: Db, orgId: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return row;
}

/** Replaces an organisation's settings and licensed functions (the seed fills in what is missing). */
export async function updateOrganisationLicence(
  db: Db,
  orgId: string,
  values: Partial<Pick<OrganisationRow, 'settings' | 'licensedFunctions'>>,
): Promise<void> {
  await db.update(organisations).set(values).where(eq(organisations.id, orgId));
}
