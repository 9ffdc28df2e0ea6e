import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test/harness.js';
import { inOperation } from '../db/operationScope.js';
import { departments } from '../db/schema/index.js';
import { insertDepartment } from './departments.js';
import { matchesAny, matchesAnyPlaceholder, matchValues } from './matchesAny.js';
import { preparedPerDatabase } from './prepared.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;

beforeAll(async () => {
  database = await seededDatabase();
  orgId = (await database.db.query.users.findFirst({ where: (row, { eq: is }) => is(row.account, 'owner01') }))!.orgId;
});

afterAll(async () => {
  await database?.dispose();
});

const KEY = { orgId: departments.orgId, id: departments.id };
const byKeys = preparedPerDatabase('prepared_test_departments', (db) => db.select().from(departments).where(matchesAnyPlaceholder(KEY)).orderBy(asc(departments.id)));

describe('preparedPerDatabase', () => {
  it('answers each call for its own values, as the same read built each time does', async () => {
    const all = await database.db.select().from(departments).where(eq(departments.orgId, orgId)).orderBy(asc(departments.id));
    expect(all.length).toBeGreaterThan(2);
    const keyOf = ({ orgId: org, id }: { orgId: string; id: string }) => ({ orgId: org, id });
    for (const keys of [[], all.slice(0, 1), all.slice(1), [...all, { orgId: crypto.randomUUID(), id: all[0]!.id }]].map((rows) => rows.map(keyOf))) {
      const built = keys.length === 0 ? [] : await database.db.select().from(departments).where(matchesAny(KEY, keys)).orderBy(asc(departments.id));
      const prepared = await byKeys(database.db, matchValues(KEY, keys));
      expect(prepared).toEqual(built);
      expect(prepared.map((row) => row.id)).toEqual(keys.filter((key) => key.orgId === orgId).map((key) => key.id).sort());
    }
  });

  it("runs inside an admin operation in the operation's transaction", async () => {
    const failed = inOperation(
      database.db,
      async () => undefined,
      async () => {
        const added = await insertDepartment(database.db, { orgId, name: '预备语句部门' });
        const [seen] = await byKeys(database.db, matchValues(KEY, [{ orgId, id: added.id }]));
        expect(seen?.name).toBe('预备语句部门');
        throw new Error('rolled back');
      },
    );
    await expect(failed).rejects.toThrow('rolled back');
    expect(await database.db.select().from(departments).where(eq(departments.name, '预备语句部门'))).toEqual([]);
  });

  it('is a named statement on PostgreSQL, parsed once per connection (the embedded database runs it unnamed)', async () => {
    const names = await database.db.transaction(async (tx) => {
      await byKeys(tx, matchValues(KEY, [{ orgId, id: crypto.randomUUID() }]));
      await byKeys(tx, matchValues(KEY, [{ orgId, id: crypto.randomUUID() }]));
      return tx.execute(sql`select name from pg_prepared_statements where name = 'prepared_test_departments'`);
    });
    expect((names as unknown as { rows: { name: string }[] }).rows).toEqual(database.kind === 'postgres' ? [{ name: 'prepared_test_departments' }] : []);
  });

  it('refuses a second statement under a name already taken', () => {
    expect(() => preparedPerDatabase('prepared_test_departments', (db) => db.select().from(departments))).toThrow('prepared_test_departments');
  });
});
