import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { OPERATION_SUBJECTS, type OperationSubject, type OperationSummary } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { operationLogChanges, operationLogs, users, type NewOperationLogChangeRow, type OperationLogChangeRow, type OperationLogRow } from '../db/schema/index.js';
import { seenBy, type Viewer } from './dataScope.js';
import { containing } from './like.js';
import { logRowsSeen, type LogWindow } from './logRows.js';
import { reportRows } from './reportRows.js';

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
export async function beginOperation(tx: Db, row: Omit<OperationLogRow, 'summary'>): Promise<void> {
  await tx.execute(sql`with named as (select set_config('peilian.operation', ${row.id}, true), set_config('peilian.operation_org', ${row.orgId}, true))
    insert into ${operationLogs} (id, org_id, user_id, account, name, function, method, route, record_id, ip, at)
    select ${row.id}, ${row.orgId}, ${row.userId}, ${row.account}, ${row.name}, ${row.function}, ${row.method}, ${row.route}, ${row.recordId}, ${row.ip}, ${row.at} from named`);
}

/** The column naming a record of each table the log names (`OPERATION_SUBJECTS`). */
const SUBJECT_TITLES: Readonly<Record<OperationSubject, string>> = {
  users: 'name',
  departments: 'name',
  positions: 'name',
  roles: 'name',
  task_packages: 'title',
  child_tasks: 'title',
  papers: 'title',
  questions: 'text',
  faqs: 'question',
  speeches: 'text',
  customers: 'name',
  scoring_rules: 'name',
  voice_templates: 'name',
  practice_audio: 'name',
  hot_words: 'word',
  synonyms: 'base',
  levels: 'name',
  badges: 'name',
  catalogues: 'name',
  banners: 'title',
  media: 'name',
  invite_codes: 'title',
};
/** How many names an operation's words give; the rest are counted. */
const NAMES_SHOWN = 3;
/** A name longer than this is cut (a question's text). */
/** An operation by its keys. */
export type OperationKey = Pick<OperationLogRow, 'id' | 'orgId'>;

const NAME_CHARS = 30;

/**
 * What an operation did, from the changes its transaction recorded: the table it changed most
 * records of among those the log names, how many, and the first names — from the change itself,
 * or for a change that left the name alone (a soft delete, a restore) from the record as it is now.
 */
export async function summarizeOperation(db: Db, operation: OperationKey): Promise<OperationSummary | null> {
  const tables = sql.join(
    OPERATION_SUBJECTS.map((table) => sql`${table}`),
    sql`, `,
  );
  const rows = await reportRows<{ table_name: OperationSubject; n: number; row_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    db,
    sql`with changed as (select id, table_name, row_id, before, after from ${operationLogChanges} where org_id = ${operation.orgId} and operation_id = ${operation.id} and table_name in (${tables})),
      main as (select table_name, count(distinct row_id)::int as n, min(id) as first from changed group by table_name order by n desc, first limit 1)
      select m.table_name, m.n, c.row_id, c.before, c.after from main m
        join lateral (select distinct on (row_id) row_id, before, after, id from changed where table_name = m.table_name order by row_id, id) c on true
      order by c.id limit ${NAMES_SHOWN}`,
  );
  const [first] = rows;
  if (!first) return null;
  const column = SUBJECT_TITLES[first.table_name];
  const named = (row: (typeof rows)[number]) => row.after?.[column] ?? row.before?.[column];
  const unnamed = rows.filter((row) => typeof named(row) !== 'string').map((row) => row.row_id);
  const current = await recordTitles(db, first.table_name, unnamed);
  const names = rows.map((row) => shortName(String(named(row) ?? current.get(row.row_id) ?? '')));
  return { table: first.table_name, count: first.n, names: names.filter(Boolean) };
}

const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS)}…` : name);

/** The names of records of one table as they are now (of the organisation, when given), by id. */
async function recordTitles(db: Db, table: OperationSubject, ids: readonly string[], orgId?: string): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (ids.length === 0) return titles;
  const found = await reportRows<{ id: string; title: string }>(
    db,
    sql`select id::text, ${sql.raw(`"${SUBJECT_TITLES[table]}"`)} as title from ${sql.raw(`"${table}"`)} where id::text in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})${orgId === undefined ? sql`` : sql` and org_id = ${orgId}`}`,
  );
  for (const row of found) titles.set(row.id, shortName(row.title));
  return titles;
}

/** The table of the records each column that refers to one names; `parent_id` refers to its own table's. */
const REFERENCES: Readonly<Record<string, OperationSubject>> = {
  department_id: 'departments',
  position_id: 'positions',
  role_id: 'roles',
  manager_id: 'users',
  catalog_id: 'catalogues',
  package_id: 'task_packages',
  front_package_id: 'task_packages',
  front_task_id: 'child_tasks',
  digital_human_id: 'voice_templates',
  user_id: 'users',
  paper_id: 'papers',
  question_id: 'questions',
  customer_id: 'customers',
  scoring_rule_id: 'scoring_rules',
  background_audio_id: 'practice_audio',
  ringtone_id: 'practice_audio',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isSubject = (table: string): table is OperationSubject => (OPERATION_SUBJECTS as readonly string[]).includes(table);

/**
 * The names of the records changes are about and of those their fields refer to (a user's
 * department, a task's package), of the organisation only: from the change where it carries the
 * name (a deleted record's last values), else from the record as it is now.
 */
export async function changeNames(db: Db, orgId: string, changes: readonly OperationLogChangeRow[]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const wanted = new Map<OperationSubject, Set<string>>();
  const want = (table: OperationSubject, id: unknown) => {
    if (typeof id === 'string' && UUID.test(id)) wanted.set(table, (wanted.get(table) ?? new Set()).add(id));
  };
  for (const change of changes) {
    const fields = { ...change.before, ...change.after };
    if (isSubject(change.tableName)) {
      const own = fields[SUBJECT_TITLES[change.tableName]];
      if (typeof own === 'string') names[change.rowId] = shortName(own);
      else want(change.tableName, change.rowId);
      want(change.tableName, change.before?.parent_id);
      want(change.tableName, change.after?.parent_id);
    }
    for (const [column, table] of Object.entries(REFERENCES)) {
      want(table, change.before?.[column]);
      want(table, change.after?.[column]);
    }
  }
  for (const [table, ids] of wanted) {
    for (const [id, title] of await recordTitles(db, table, [...ids].filter((id) => names[id] === undefined), orgId)) names[id] = title;
  }
  return names;
}

/** Keeps what the operation did with its row (`summarizeOperation`). */
export async function setOperationSummary(db: Db, operation: OperationKey, summary: OperationSummary | null): Promise<void> {
  if (summary) await db.update(operationLogs).set({ summary }).where(and(eq(operationLogs.orgId, operation.orgId), eq(operationLogs.id, operation.id)));
}

/** Names the record an operation turned out to be about (a created one: its id is known at the end). */
export async function setOperationRecord(tx: Db, operation: OperationKey, recordId: string): Promise<void> {
  await tx
    .update(operationLogs)
    .set({ recordId })
    .where(and(eq(operationLogs.orgId, operation.orgId), eq(operationLogs.id, operation.id)));
}

export interface OperationLogFilter extends LogWindow {
  keyword: string;
  function: string | undefined;
  record: string | undefined;
}

/** The viewer's organisation's operations the filter matches (`logRowsSeen`). */
function matching(viewer: Viewer, filter: OperationLogFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : undefined;
  const changed = sql`exists (select 1 from ${operationLogChanges} c where c.org_id = ${operationLogs.orgId} and c.operation_id = ${operationLogs.id} and c.row_id = ${filter.record})`;
  return and(
    eq(operationLogs.orgId, viewer.orgId),
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
  const joined = refersTo(operationLogs, operationLogs.userId, users);
  const [counted] = await db.select({ n: count() }).from(operationLogs).leftJoin(users, joined).where(where);
  const rows = await db
    .select({
      log: operationLogs,
      current: users.name,
      changes: sql<number>`(select count(*)::int from ${operationLogChanges} c where c.org_id = ${operationLogs.orgId} and c.operation_id = ${operationLogs.id})`,
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
export async function operationChanges(db: Db, operation: OperationKey, limit: number): Promise<{ rows: OperationLogChangeRow[]; total: number }> {
  const ofOperation = and(eq(operationLogChanges.orgId, operation.orgId), eq(operationLogChanges.operationId, operation.id));
  const [counted] = await db.select({ n: count() }).from(operationLogChanges).where(ofOperation);
  const rows = await db.select().from(operationLogChanges).where(ofOperation).orderBy(asc(operationLogChanges.id)).limit(limit);
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

/** Records past operations with their changes, and what each did (the demo seed). */
export async function insertOperationLogs(
  db: Db,
  rows: readonly { log: Omit<OperationLogRow, 'summary'>; changes: readonly Omit<NewOperationLogChangeRow, 'operationId' | 'orgId'>[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(operationLogs).values(rows.map((row) => row.log));
  const changes = rows.flatMap((row) => row.changes.map((change) => ({ ...change, orgId: row.log.orgId, operationId: row.log.id })));
  if (changes.length) await db.insert(operationLogChanges).values(changes);
  for (const { log } of rows) await setOperationSummary(db, log, await summarizeOperation(db, log));
}
