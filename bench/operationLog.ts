import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/client.js';
import { inOperation } from '../server/src/db/operationScope.js';
import { insertDepartment, updateDepartment } from '../server/src/data/departments.js';
import { beginOperation } from '../server/src/data/operationLogs.js';
import { insertOrganisation } from '../server/src/data/organisations.js';

/**
 * The operation log's cost on an admin write (docs/security.md "Operation log"; goal ≤ 1 ms p50):
 * the same write — a department renamed, as `PUT department/{id}` does it — made many times in a
 * plain transaction and as an operation (the operation's row written and the operation named in one
 * statement, the trigger recording the changed field), as `asOperation` runs a write by an id. Reports both latencies and the
 * difference, on the embedded database in a fresh directory, or on `--database-url` (a PostgreSQL
 * server whose database it may write to).
 *
 *   pnpm bench:operation-log -- [--iterations 2000] [--database-url postgres://…]
 */

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { iterations: { type: 'string', default: '2000' }, 'database-url': { type: 'string' } },
});
const iterations = Number(values.iterations);
const databaseUrl = values['database-url'];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-bench-oplog-'));

/** p50, p95 and p99 of the samples in ms, to the microsecond. */
function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(3));
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

async function timed(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await run(index);
    samples.push(performance.now() - started);
  }
  return samples;
}

const database = await openDatabase({ dataDir, databaseUrl });
try {
  await database.migrate();
  const { db } = database;
  const org = await insertOrganisation(db, { name: `基准企业_${randomUUID().slice(0, 8)}`, licensedFunctions: [], settings: {} });
  const department = await insertDepartment(db, { orgId: org.id, name: '基准部门', sort: 0 });
  const rename = (tx: typeof db, index: number) => updateDepartment(tx, org.id, department.id, { name: `基准部门 ${index}` });
  const plain = (index: number) => db.transaction((tx) => rename(tx, index));
  const operation = (index: number) => {
    const row = {
      ...{ id: randomUUID(), orgId: org.id, userId: null, account: 'bench', name: '基准', function: 'adminuser', method: 'PUT' },
      ...{ route: 'api/admin/organization/department/:id', recordId: department.id, ip: '127.0.0.1', at: new Date() },
    };
    return inOperation(
      db,
      (tx) => beginOperation(tx, row),
      () => rename(db, index),
    );
  };
  // Warm both paths, then alternate them in rounds so that neither gets a quieter moment.
  await timed(200, plain);
  await timed(200, operation);
  const plainSamples: number[] = [];
  const operationSamples: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    plainSamples.push(...(await timed(iterations / 10, plain)));
    operationSamples.push(...(await timed(iterations / 10, operation)));
  }
  const without = percentiles(plainSamples);
  const withLog = percentiles(operationSamples);
  const result = {
    database: databaseUrl ? 'postgres' : 'pglite',
    iterations,
    plainWrite: without,
    asOperation: withLog,
    addedP50Ms: Number((withLog.p50 - without.p50).toFixed(3)),
    goalMs: 1,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
