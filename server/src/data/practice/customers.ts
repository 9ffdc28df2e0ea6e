import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, voiceTemplates, type CustomerRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';

export type NewCustomer = typeof customers.$inferInsert;
export type CustomerChanges = Partial<Pick<CustomerRow, 'name' | 'gender' | 'avatar' | 'tradeTime' | 'digitalHumanId' | 'attributes' | 'disabled'>>;

function filterOf(orgId: string, name: string, disabled: number | undefined): SQL | undefined {
  return and(eq(customers.orgId, orgId), name ? ilike(customers.name, containing(name)) : undefined, disabled === undefined ? undefined : eq(customers.disabled, disabled));
}

/** One page of an organisation's customers, newest first. */
export function listCustomers(db: Db, orgId: string, name: string, disabled: number | undefined, page: number, rows: number) {
  return pageOf(db, customers, filterOf(orgId, name, disabled), customers, page, rows);
}

export async function findCustomerInOrg(db: Db, orgId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(and(eq(customers.orgId, orgId), eq(customers.id, id))).limit(1);
  return row;
}

export async function insertCustomer(db: Db, customer: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(customer).returning();
  return row!;
}

export async function updateCustomer(db: Db, orgId: string, id: string, changes: CustomerChanges, now: Date): Promise<void> {
  await db.update(customers).set({ ...changes, updatedAt: now }).where(and(eq(customers.orgId, orgId), eq(customers.id, id)));
}

export async function deleteCustomer(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(customers).where(and(eq(customers.orgId, orgId), eq(customers.id, id)));
}

/** Names of the organisation's voice templates by id (for the customer list's digital-human column). */
export async function voiceTemplateNames(db: Db, orgId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: voiceTemplates.id, name: voiceTemplates.name })
    .from(voiceTemplates)
    .where(and(eq(voiceTemplates.orgId, orgId), inArray(voiceTemplates.id, [...ids])));
  return new Map(found.map((row) => [row.id, row.name]));
}
