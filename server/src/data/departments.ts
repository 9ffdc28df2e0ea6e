import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments, users, type DepartmentRow } from '../db/schema/index.js';

export type NewDepartment = typeof departments.$inferInsert;
export type DepartmentChanges = Partial<Pick<DepartmentRow, 'name' | 'parentId' | 'sort'>>;

export async function insertDepartment(db: Db, values: NewDepartment): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  if (!row) throw new Error('insertDepartment returned no row');
  return row;
}

/** The department of an organisation with this name under this parent (null = top level), optionally not `exceptId`. */
export async function findDepartmentByName(
  db: Db,
  orgId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<DepartmentRow | undefined> {
  const [row] = await db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.orgId, orgId),
        parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
        eq(departments.name, name),
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Every department of an organisation (a tree of modest size), by sort then name. */
export async function listDepartments(db: Db, orgId: string): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .orderBy(asc(departments.sort), asc(departments.name), asc(departments.createdAt));
}

export async function findDepartmentInOrg(db: Db, orgId: string, departmentId: string): Promise<DepartmentRow | undefined> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.orgId, orgId), eq(departments.id, departmentId)))
    .limit(1);
  return row;
}

export async function updateDepartment(db: Db, orgId: string, departmentId: string, changes: DepartmentChanges): Promise<DepartmentRow | undefined> {
  const [row] = await db
    .update(departments)
    .set(changes)
    .where(and(eq(departments.orgId, orgId), eq(departments.id, departmentId)))
    .returning();
  return row;
}

export async function deleteDepartment(db: Db, orgId: string, departmentId: string): Promise<void> {
  await db.delete(departments).where(and(eq(departments.orgId, orgId), eq(departments.id, departmentId)));
}

/** Users placed directly in each department of an organisation (departments without users are absent). */
export async function countUsersByDepartment(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ departmentId: users.departmentId, n: count() })
    .from(users)
    .where(eq(users.orgId, orgId))
    .groupBy(users.departmentId);
  return new Map(rows.flatMap((row) => (row.departmentId ? [[row.departmentId, row.n] as const] : [])));
}

/** True while a department has sub-departments or users (then it may not be deleted). */
export async function departmentInUse(db: Db, orgId: string, departmentId: string): Promise<boolean> {
  const [child] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.orgId, orgId), eq(departments.parentId, departmentId)))
    .limit(1);
  if (child) return true;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.departmentId, departmentId)))
    .limit(1);
  return member !== undefined;
}
