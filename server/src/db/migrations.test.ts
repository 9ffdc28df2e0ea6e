import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { countOrganisations } from '../data/organisations.js';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../../test/harness.js';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle } from './client.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Both drivers answer `execute` with `{ rows }`; the generic query interface does not say so. */
async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function emptyDatabase(): Promise<DatabaseHandle> {
  if (!TEST_DATABASE_URL) return pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  const created = await createPostgresDatabase();
  cleanups.push(created.drop);
  return openDatabase({ dataDir: '', databaseUrl: created.url });
}

describe('migrations', () => {
  it('apply to an empty database, create every table with org_id indexes, and re-run as a no-op', async () => {
    const database = await emptyDatabase();
    cleanups.push(() => database.close());
    await database.migrate();

    const tables = await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'organisations',
        'departments',
        'users',
        'roles',
        'sessions',
        'login_keys',
        'task_packages',
        'child_tasks',
        'student_tasks',
        'media',
        'banners',
      ]),
    );

    // Every organisation-owned table can be distributed by org_id: an index leads with it.
    const orgOwned = await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'org_id' order by table_name`,
    );
    expect(orgOwned.length).toBeGreaterThan(10);
    const indexes = await rows<{ tablename: string; indexdef: string }>(database, sql`select tablename, indexdef from pg_indexes where schemaname = 'public'`);
    for (const { table_name: table } of orgOwned) {
      const orgIndex = indexes.find((row) => row.tablename === table && /\(org_id[,)]/.test(row.indexdef));
      expect(orgIndex, `${table} has an index led by org_id`).toBeDefined();
    }
    expect(indexes.some((row) => /UNIQUE.*\(account\)/.test(row.indexdef))).toBe(true);

    await database.migrate();
    const applied = await rows<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]?.n).toBeGreaterThan(0);
    expect(await countOrganisations(database.db)).toBe(0);
  });
});
