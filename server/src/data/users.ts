import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments, organisations, users, type UserRow } from '../db/schema.js';

export type NewUser = typeof users.$inferInsert;

/** A user with the names the presenter needs from its organisation and department. */
export interface UserWithOrg {
  user: UserRow;
  orgName: string;
  departmentName: string | null;
}

const withOrgColumns = {
  user: users,
  orgName: organisations.name,
  departmentName: departments.name,
};

/**
 * Finds a user by login account. Accounts are unique across organisations, so this lookup is the
 * one place that is not organisation-scoped: the organisation is not known before login.
 */
export async function findUserByAccount(db: Db, account: string): Promise<UserWithOrg | undefined> {
  const [row] = await db
    .select(withOrgColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.account, account))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insertUser returned no row');
  return row;
}

/** Changes whether a user may log in: the disabled flag and/or the validity limit. */
export async function updateUserAccess(
  db: Db,
  orgId: string,
  userId: string,
  access: Partial<Pick<UserRow, 'disabled' | 'validUntil'>>,
): Promise<void> {
  await db
    .update(users)
    .set(access)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}
