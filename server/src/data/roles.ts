import { and, asc, count, desc, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles, users, type RoleRow } from '../db/schema/index.js';

export type NewRole = typeof roles.$inferInsert;
export type RoleChanges = Partial<Pick<RoleRow, 'name' | 'type' | 'description' | 'status' | 'funcs' | 'apps' | 'audit' | 'notify'>>;

/** The roles of an organisation: super administrator roles first, then administrators, then the rest; oldest first within a type. */
export async function listRoles(db: Db, orgId: string): Promise<RoleRow[]> {
  return db
    .select()
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(desc(roles.type), asc(roles.createdAt), asc(roles.name));
}

export async function findRoleInOrg(db: Db, orgId: string, roleId: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
    .limit(1);
  return row;
}

export async function findRoleByName(db: Db, orgId: string, name: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.name, name)))
    .limit(1);
  return row;
}

export async function insertRole(db: Db, values: NewRole): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('insertRole returned no row');
  return row;
}

export async function updateRole(db: Db, orgId: string, roleId: string, changes: RoleChanges): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set(changes)
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
    .returning();
  return row;
}

/** How many users hold each of the given roles (roles without users are absent). */
export async function countUsersByRole(db: Db, orgId: string, roleIds: readonly string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.roleId, [...roleIds])))
    .groupBy(users.roleId);
  return new Map(rows.flatMap((row) => (row.roleId ? [[row.roleId, row.n] as const] : [])));
}

/** Deletes a role that no user holds, in one statement (a user given it meanwhile keeps it): whether it was deleted. */
export async function deleteUnheldRole(db: Db, orgId: string, roleId: string): Promise<boolean> {
  const held = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, roles.orgId), eq(users.roleId, roles.id)));
  const rows = await db
    .delete(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId), notExists(held)))
    .returning({ id: roles.id });
  return rows.length > 0;
}
