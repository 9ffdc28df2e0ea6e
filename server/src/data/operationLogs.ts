import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { operationLogChanges, operationLogs, users, type NewOperationLogChangeRow, type OperationLogChangeRow, type OperationLogRow } from '../db/schema/index.js';
import { seenBy, type Viewer } from './dataScope.js';
import { containing } from './like.js';
import { logRowsSeen, type LogWindow } from './logRows.js';

/**
 * Operation logs (docs/security.md "Operation log"): the row of each back-office write and the
 * changes its transaction made, which the `record_operation_change` trigger captures while the
 * operation's id is set in the transaction; the back office's filtered list, and the purge.
 */

/**
 * Opens the transaction's operation in one statement: names it (from here to the transaction's end
 * the audited tables' changes of the operation's organisation are recorded under its id) and writes
 * its row, which commits or rolls back with the changes.
 */
export async function beginOperation(tx: Db, row: OperationLogRow): Promise<void> {
  await tx.execute(sql`with named as (select set_config('peilian.operation', ${row.id}, true), set_config('peilian.operation_org', ${row.orgId}, true))
    insert into ${operationLogs} (id, org_id, user_id, account, name, function, method, route, record_id, ip, at)
    select ${row.id}, ${row.orgId}, ${row.userId}, ${row.account}, ${row.name}, ${row.function}, ${row.method}, ${row.route}, ${row.recordId}, ${row.ip}, ${row.at} from named`);
}

/** Names the record an operation turned out to be about (a created one: its id is known at the end). */
export async function setOperationRecord(tx: Db, id: string, recordId: string): Promise<void> {
  await tx.update(operationLogs).set({ recordId }).where(eq(operationLogs.id, id));
}

export interface OperationLogFilter extends LogWindow {
  keyword: string;
  function: string | undefined;
  record: string | undefined;
}

/** The viewer's organisation's operations the filter matches (`logRowsSeen`). */
function matching(viewer: Viewer, filter: OperationLogFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : undefined;
  const changed = sql`exists (select 1 from ${operationLogChanges} c where c.operation_id = ${operationLogs.id} and c.row_id = ${filter.record})`;
  return and(
    ...logRowsSeen(viewer, operationLogs, filter),
    pattern ? or(ilike(operationLogs.account, pattern), ilike(operationLogs.name, pattern), ilike(users.name, pattern)) : undefined,
    filter.function ? eq(operationLogs.function, filter.function) : undefined,
    filter.record ? or(eq(operationLogs.recordId, filter.record), changed) : undefined,
  );
}

export type ListedOperation = OperationLogRow & { changes: number };

/** A page of the matching operations, newest first, with how many rows each changed, and how many match. */
export async function listOperationLogs(
  db: Db,
  viewer: Viewer,
  filter: OperationLogFilter,
  paging: { page: number; rows: number },
): Promise<{ rows: ListedOperation[]; total: number }> {
  const where = matching(viewer, filter);
  const joined = eq(users.id, operationLogs.userId);
  const [counted] = await db.select({ n: count() }).from(operationLogs).leftJoin(users, joined).where(where);
  const rows = await db
    .select({
      log: operationLogs,
      current: users.name,
      changes: sql<number>`(select count(*)::int from ${operationLogChanges} c where c.operation_id = ${operationLogs.id})`,
    })
    .from(operationLogs)
    .leftJoin(users, joined)
    .where(where)
    .orderBy(desc(operationLogs.at), desc(operationLogs.id))
    .limit(paging.rows)
    .offset((paging.page - 1) * paging.rows);
  return { rows: rows.map(({ log, current, changes }) => ({ ...log, name: current ?? log.name, changes })), total: counted?.n ?? 0 };
}

/** The viewer's operation `id` (undefined when it is not one the viewer may see). */
export async function findOperationLog(db: Db, viewer: Viewer, id: string): Promise<OperationLogRow | undefined> {
  const [row] = await db
    .select({ log: operationLogs })
    .from(operationLogs)
    .where(and(eq(operationLogs.id, id), eq(operationLogs.orgId, viewer.orgId), seenBy(viewer, operationLogs.userId)));
  return row?.log;
}

/** The first `limit` rows the operation changed, in the order they changed, and how many it changed. */
export async function operationChanges(db: Db, operationId: string, limit: number): Promise<{ rows: OperationLogChangeRow[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(operationLogChanges).where(eq(operationLogChanges.operationId, operationId));
  const rows = await db.select().from(operationLogChanges).where(eq(operationLogChanges.operationId, operationId)).orderBy(asc(operationLogChanges.id)).limit(limit);
  return { rows, total: counted?.n ?? 0 };
}

/** Deletes the organisation's operations older than `before`, their changes with them; answers how many went. */
export async function deleteOperationLogsBefore(db: Db, orgId: string, before: Date): Promise<number> {
  const deleted = await db
    .delete(operationLogs)
    .where(and(eq(operationLogs.orgId, orgId), lt(operationLogs.at, before)))
    .returning({ id: operationLogs.id });
  return deleted.length;
}

/** Records past operations with their changes at once (the demo seed). */
export async function insertOperationLogs(db: Db, rows: readonly { log: OperationLogRow; changes: readonly Omit<NewOperationLogChangeRow, 'operationId'>[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(operationLogs).values(rows.map((row) => row.log));
  const changes = rows.flatMap((row) => row.changes.map((change) => ({ ...change, operationId: row.log.id })));
  if (changes.length) await db.insert(operationLogChanges).values(changes);
}
