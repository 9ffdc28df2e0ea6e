import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/** One page of a library table, newest first, with the total. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: { createdAt: AnyPgColumn; id: AnyPgColumn },
  page: number,
  rows: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [found, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(order.createdAt), desc(order.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(table as PgTable).where(where),
  ]);
  return { rows: found as T['$inferSelect'][], total: counted?.total ?? 0 };
}
