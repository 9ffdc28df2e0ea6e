import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments, type DepartmentRow } from '../db/schema/index.js';

export type NewDepartment = typeof departments.$inferInsert;

export async function insertDepartment(db: Db, values: NewDepartment): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  if (!row) throw new Error('insertDepartment returned no row');
  return row;
}

/** The department of an organisation with this name under this parent (null = top level). */
export async function findDepartmentByName(
  db: Db,
  orgId: string,
  parentId: string | null,
  name: string,
): Promise<DepartmentRow | undefined> {
  const [row] = await db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.orgId, orgId),
        parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
        eq(departments.name, name),
      ),
    )
    .limit(1);
  return row;
}
