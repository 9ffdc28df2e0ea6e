import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../../test/harness.js';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle } from './client.js';
import { COORDINATOR_TABLES, distributionProblems, distributionStatements, readTableKeys, REFERENCE_TABLES, type TableKeys } from './distribution.js';

/**
 * The schema as migrated can be distributed by organisation with Citus (docs/deploy.md "Scaling out
 * with Citus"): every table is placed, and nothing in its keys or references stands in the way.
 */
let tables: TableKeys[];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  let database: DatabaseHandle;
  if (TEST_DATABASE_URL) {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    database = await openDatabase({ dataDir: '', databaseUrl: created.url });
  } else {
    database = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  }
  cleanups.push(() => database.close());
  await database.migrate();
  tables = await readTableKeys(database.db);
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the schema, distributed by organisation', () => {
  it('keys every organisation-owned table by org_id, refers through it, and places every other table', () => {
    expect(tables.length).toBeGreaterThan(60);
    expect(distributionProblems(tables)).toEqual([]);
  });

  it('distributes every table once, each after the tables it refers to', () => {
    const statements = distributionStatements(tables);
    const placed = statements.map((statement) => /\('(\w+)'/.exec(statement)?.[1]);
    expect([...placed].sort()).toEqual(tables.map((table) => table.table).sort());
    for (const table of tables) {
      for (const reference of table.references) {
        if (reference.foreignTable !== table.table)
          expect(placed.indexOf(reference.foreignTable), `${table.table} → ${reference.foreignTable}`).toBeLessThan(placed.indexOf(table.table));
      }
    }
    expect(statements.filter((statement) => statement.includes('create_reference_table'))).toHaveLength(REFERENCE_TABLES.length);
    expect(statements.filter((statement) => statement.includes('citus_add_local_table_to_metadata'))).toHaveLength(COORDINATOR_TABLES.length);
  });
});

describe('what the check refuses', () => {
  const table = (overrides: Partial<TableKeys>): TableKeys => ({
    table: 'notes',
    columns: ['org_id', 'id', 'user_id'],
    nullable: [],
    primaryKey: ['org_id', 'id'],
    uniques: [],
    references: [],
    ...overrides,
  });
  const users = table({ table: 'users' });

  it('names a key without org_id, a reference around it, a nullable org_id and an unplaced table', () => {
    expect(
      distributionProblems([
        users,
        table({ primaryKey: ['id'], uniques: [{ name: 'notes_user_key', columns: ['user_id'] }], nullable: ['org_id'] }),
        table({ table: 'links', references: [{ name: 'links_user_fkey', columns: ['user_id'], foreignTable: 'users', foreignColumns: ['id'] }] }),
        table({ table: 'loose', columns: ['id'], primaryKey: ['id'] }),
      ]).filter((problem) => !/ is placed but is no table$/.test(problem)),
    ).toEqual([
      'notes.org_id may be null',
      "notes's primary key (id) leaves out org_id",
      "notes's unique index notes_user_key (user_id) leaves out org_id",
      'links.links_user_fkey (user_id) → users does not go through org_id',
      'loose has no org_id and is neither a reference nor a coordinator table',
    ]);
  });

  it('refuses a reference from a coordinator table to an organisation’s rows', () => {
    const ticket = table({
      table: 'wechat_tickets',
      references: [{ name: 'wechat_tickets_user_fkey', columns: ['org_id', 'user_id'], foreignTable: 'users', foreignColumns: ['org_id', 'id'] }],
    });
    expect(distributionProblems([users, ticket])).toContain('wechat_tickets.wechat_tickets_user_fkey: a coordinator table refers to a distributed table');
  });
});
