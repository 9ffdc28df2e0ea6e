import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Where each table goes when the database is scaled out with Citus (docs/deploy.md "Scaling out with
 * Citus"). A table with `org_id` belongs to an organisation and is distributed by it, every such table
 * co-located with `users`, so all of one organisation is on one node and its queries and references
 * stay there. The tables that belong to no organisation are named here, each in one place.
 */
export const REFERENCE_TABLES: readonly string[] = [
  // Small and read by nearly every query: a copy on every node.
  'organisations',
  'signing_keys',
  // The platform's price list (docs/billing.md "Prices"): a handful of rows every organisation's charges read.
  'billing_prices',
];

/**
 * Sign-in state made before an organisation is known, keyed by an account, a mobile, an address or a
 * hashed secret; small and short-lived, it stays on the coordinator, which answers sign-in. Such a
 * table may refer to a reference table, never to an organisation's rows.
 */
export const COORDINATOR_TABLES: readonly string[] = [
  'login_keys',
  'rate_events',
  'login_devices',
  'account_locks',
  'sms_codes',
  'wechat_tickets',
  'wechat_codes',
  'held_names',
];

/** The column every organisation's table is distributed by. */
export const DISTRIBUTION_COLUMN = 'org_id';

/** A table's columns and keys as the catalog holds them. */
export interface TableKeys {
  table: string;
  /** Columns that may be null. */
  nullable: string[];
  columns: string[];
  primaryKey: string[];
  uniques: { name: string; columns: string[] }[];
  references: { name: string; columns: string[]; foreignTable: string; foreignColumns: string[] }[];
}

type Placement = 'reference' | 'coordinator' | 'distributed';

function placementOf(table: TableKeys): Placement | undefined {
  if (REFERENCE_TABLES.includes(table.table)) return 'reference';
  if (COORDINATOR_TABLES.includes(table.table)) return 'coordinator';
  return table.columns.includes(DISTRIBUTION_COLUMN) ? 'distributed' : undefined;
}

/** Whether a reference pairs `org_id` with `org_id`: both rows are of one organisation. */
function sameOrganisation(reference: TableKeys['references'][number]): boolean {
  const at = reference.columns.indexOf(DISTRIBUTION_COLUMN);
  return at >= 0 && reference.foreignColumns[at] === DISTRIBUTION_COLUMN;
}

/**
 * What keeps the schema from being distributed by organisation, one sentence per fault; empty when
 * it can be. Citus needs the distribution column in every primary key and unique index, a reference
 * between distributed tables through it, and no reference from a copied or local table to them.
 */
export function distributionProblems(tables: readonly TableKeys[]): string[] {
  const placements = new Map(tables.map((table) => [table.table, placementOf(table)]));
  const problems: string[] = [];
  for (const named of [...REFERENCE_TABLES, ...COORDINATOR_TABLES]) {
    if (!placements.has(named)) problems.push(`${named} is placed but is no table`);
  }
  for (const table of tables) {
    const placement = placements.get(table.table);
    if (!placement) {
      problems.push(`${table.table} has no org_id and is neither a reference nor a coordinator table`);
      continue;
    }
    if (placement === 'distributed') {
      if (table.nullable.includes(DISTRIBUTION_COLUMN)) problems.push(`${table.table}.org_id may be null`);
      if (!table.primaryKey.includes(DISTRIBUTION_COLUMN)) problems.push(`${table.table}'s primary key (${table.primaryKey.join(', ')}) leaves out org_id`);
      for (const unique of table.uniques) {
        if (!unique.columns.includes(DISTRIBUTION_COLUMN))
          problems.push(`${table.table}'s unique index ${unique.name} (${unique.columns.join(', ')}) leaves out org_id`);
      }
    }
    for (const reference of table.references) {
      const target = placements.get(reference.foreignTable);
      if (target === 'reference') continue;
      if (placement !== 'distributed' || target !== 'distributed') {
        problems.push(`${table.table}.${reference.name}: a ${placement ?? 'unplaced'} table refers to a ${target ?? 'unplaced'} table`);
      } else if (!sameOrganisation(reference)) {
        problems.push(`${table.table}.${reference.name} (${reference.columns.join(', ')}) → ${reference.foreignTable} does not go through org_id`);
      }
    }
  }
  return problems;
}

/**
 * The statements that distribute the schema on a Citus coordinator, in an order Citus accepts: the
 * reference tables, then every organisation's table after the tables it refers to, then the
 * coordinator's own tables (added to Citus's metadata, so they may refer to reference tables).
 */
export function distributionStatements(tables: readonly TableKeys[]): string[] {
  const distributed = tables.filter((table) => placementOf(table) === 'distributed');
  const byName = new Map(distributed.map((table) => [table.table, table]));
  const ordered: string[] = [];
  const place = (table: TableKeys, trail: ReadonlySet<string>) => {
    if (ordered.includes(table.table) || trail.has(table.table)) return;
    for (const reference of table.references) {
      const target = byName.get(reference.foreignTable);
      if (target) place(target, new Set([...trail, table.table]));
    }
    ordered.push(table.table);
  };
  for (const table of [...distributed].sort((a, b) => a.table.localeCompare(b.table))) place(table, new Set());
  const [first] = ordered;
  return [
    ...REFERENCE_TABLES.map((table) => `SELECT create_reference_table('${table}');`),
    ...ordered.map((table) =>
      table === first
        ? `SELECT create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}');`
        : `SELECT create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}', colocate_with => '${first}');`,
    ),
    ...COORDINATOR_TABLES.map((table) => `SELECT citus_add_local_table_to_metadata('${table}');`),
  ];
}

type Rows<T> = { rows: T[] };

/** The public schema's tables with their columns and keys. */
export async function readTableKeys(db: Db): Promise<TableKeys[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
  const columns = await rows<{ table: string; column: string; nullable: string }>(
    sql`select table_name as "table", column_name as "column", is_nullable as nullable from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const indexes = await rows<{ table: string; name: string; primary: boolean; columns: string[] }>(
    sql`select t.relname as "table", i.relname as name, x.indisprimary as primary,
          array(select a.attname::text from unnest(x.indkey) with ordinality as k(n, i) join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n order by k.i) as columns
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace s on s.oid = t.relnamespace
        where s.nspname = 'public' and x.indisunique`,
  );
  const references = await rows<{ table: string; name: string; foreignTable: string; columns: string[]; foreignColumns: string[] }>(
    sql`select t.relname as "table", c.conname as name, f.relname as "foreignTable",
          array(select a.attname::text from unnest(c.conkey) with ordinality as k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality as k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "foreignColumns"
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class f on f.oid = c.confrelid join pg_namespace s on s.oid = t.relnamespace
        where s.nspname = 'public' and c.contype = 'f'`,
  );
  const names = [...new Set(columns.map((row) => row.table))];
  return names.map((table) => ({
    table,
    columns: columns.filter((row) => row.table === table).map((row) => row.column),
    nullable: columns.filter((row) => row.table === table && row.nullable === 'YES').map((row) => row.column),
    primaryKey: indexes.find((row) => row.table === table && row.primary)?.columns ?? [],
    uniques: indexes.filter((row) => row.table === table && !row.primary).map(({ name, columns: indexed }) => ({ name, columns: indexed })),
    references: references
      .filter((row) => row.table === table)
      .map(({ name, columns: own, foreignTable, foreignColumns }) => ({ name, columns: own, foreignTable, foreignColumns })),
  }));
}
