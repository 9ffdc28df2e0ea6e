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
  return inUnnest(
    names.map((name) => columns[name]),
    names.map((name) => columnArray(columns[name], keys.map((key) => key[name]))),
  );
}

/**
 * `matchesAny` for a prepared statement (`prepared.ts`): each column's array is the placeholder of
 * its name, filled at each call by `matchValues(columns, keys)`.
 */
export function matchesAnyPlaceholder<K extends string>(columns: Readonly<Record<K, PgColumn>>): SQL {
  const names = Object.keys(columns) as K[];
  return inUnnest(
    names.map((name) => columns[name]),
    names.map((name) => sql`${sql.placeholder(name)}::${sql.raw(columns[name].getSQLType())}[]`),
  );
}

/** The values of `matchesAnyPlaceholder(columns)` for `keys`. */
export function matchValues<K extends string>(columns: Readonly<Record<K, PgColumn>>, keys: readonly Readonly<Record<K, unknown>>[]): Record<K, unknown[]> {
  const names = Object.keys(columns) as K[];
  return Object.fromEntries(names.map((name) => [name, driverValues(columns[name], keys.map((key) => key[name]))])) as Record<K, unknown[]>;
}

function inUnnest(columns: PgColumn[], arrays: SQL[]): SQL {
  return sql`(${sql.join(columns, sql`, `)}) in (select * from unnest(${sql.join(arrays, sql`, `)}))`;
}

/**
 * `$n::type[]`: values of `column` as one array parameter of its type, each as the driver takes it
 * (a date as text, JSON as text; null stays null) — what `unnest(…)` reads a column's rows from.
 */
export function columnArray(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${sql.param(driverValues(column, values))}::${sql.raw(column.getSQLType())}[]`;
}

function driverValues(column: PgColumn, values: readonly unknown[]): unknown[] {
  return values.map((value) => (value === null || value === undefined ? null : column.mapToDriverValue(value)));
}
