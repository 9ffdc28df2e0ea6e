import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDepartment } from '../data/departments.js';
import type { Db } from './client.js';
import { inOperation, openOperation, withOperationOpener } from './operationScope.js';
import { departments } from './schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

// The operation's transaction is handed to what writes in it (docs/decisions.md, "An import commits
// as one operation"): `openOperation(db, (tx) => …)` gives the work the operation's transaction,
// where a failure after any number of chunks leaves nothing written.

let server: TestServer;
let db: Db;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  orgId = (await db.query.users.findFirst({ where: (row, { eq: is }) => is(row.account, 'owner01') }))!.orgId;
});
afterAll(() => server?.close());

const named = async (name: string) => (await db.select().from(departments).where(eq(departments.name, name))).length;
const nothingFirst = async () => undefined;
/** The opener a route gives a handler that opens its operation itself (`opensOperation`). */
const opener = <W>(work: (tx: object) => Promise<W>) => inOperation(db, nothingFirst, work);

describe('openOperation', () => {
  it('gives a route handler the operation it opens, where every chunk stands or falls together', async () => {
    const failing = withOperationOpener(opener, () =>
      openOperation(db, async (tx) => {
        expect(tx).not.toBe(db);
        await insertDepartment(tx, { orgId, name: '导入第一批' });
        await insertDepartment(tx, { orgId, name: '导入第二批' });
        throw new Error('the third chunk failed');
      }),
    );
    await expect(failing).rejects.toThrow('the third chunk failed');
    expect(await named('导入第一批')).toBe(0);
    expect(await named('导入第二批')).toBe(0);

    await withOperationOpener(opener, () => openOperation(db, (tx) => insertDepartment(tx, { orgId, name: '导入成功' })));
    expect(await named('导入成功')).toBe(1);
  });

  it('gives work inside a running operation that operation, and work outside any route the database itself', async () => {
    await inOperation(db, nothingFirst, async (outer) => {
      await openOperation(db, async (tx) => expect(tx).toBe(outer));
    });
    await openOperation(db, async (tx) => expect(tx).toBe(db));
  });
});
