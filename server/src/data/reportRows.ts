import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The rows a raw report query answers (both drivers put them in `rows`). */
export async function reportRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp a raw query answered (a Date from node-postgres, a Date or text from PGlite). */
export const asDate = (value: Date | string | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value));

/** Ids as a list for `in (…)`. */
export const uuidList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
