import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `(a, b, …) in (select * from unnest($1::type[], $2::type[], …))`: the rows whose `columns` equal
 * one of `keys` (each key holds a value under every name of `columns`). One array per column
 * whatever the number of keys, so a read batched for many requests (an exam day's starts and saves)
 * is one short statement: drizzle builds, and PostgreSQL parses, the same few words for 1 key or
 * 200 — where one `or(and(eq, …), …)` per key made both the longer with each key.
 */
export function matchesAny<K extends string>(columns: Readonly<Record<K, PgColumn>>, keys: readonly Readonly<Record<K, unknown>>[]): SQL {
  const names = Object.keys(columns) as K[];
  const arrays = names.map((name) => columnArray(columns[name], keys.map((key) => key[name])));
  return sql`(${sql.join(
    names.map((name) => columns[name]),
    sql`, `,
  )}) in (select * from unnest(${sql.join(arrays, sql`, `)}))`;
}

/**
 * `$n::type[]`: values of `column` as one array parameter of its type, each as the driver takes it
 * (a date as text, JSON as text; null stays null) — what `unnest(…)` reads a column's rows from.
 */
export function columnArray(column: PgColumn, values: readonly unknown[]): SQL {
  const cells = values.map((value) => (value === null || value === undefined ? null : column.mapToDriverValue(value)));
  return sql`${sql.param(cells)}::${sql.raw(column.getSQLType())}[]`;
}
