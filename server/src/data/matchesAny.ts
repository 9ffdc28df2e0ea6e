import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `(a, b, …) in (select * from unnest($1::type[], $2::type[], …))`: the rows whose `columns` equal
 * one of `keys` (each key the columns' values, in their order). One array per column whatever the
 * number of keys, so a read batched for many requests (an exam day's starts and saves) is one short
 * statement: drizzle builds, and PostgreSQL parses, the same few words for 1 key or 200 — where one
 * `or(and(eq, …), …)` per key made both the longer with each key.
 */
export function matchesAny(columns: readonly PgColumn[], keys: readonly (readonly unknown[])[]): SQL {
  const arrays = columns.map((column, index) => sql`${sql.param(keys.map((key) => key[index]))}::${sql.raw(column.getSQLType())}[]`);
  return sql`(${sql.join([...columns], sql`, `)}) in (select * from unnest(${sql.join(arrays, sql`, `)}))`;
}
