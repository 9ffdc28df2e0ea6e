import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RecycleKind } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { releaseNames } from './heldNames.js';
import { recycleBin, recycleBinRows, users, type RecycleBinRow, type RecycledFiles } from '../db/schema/index.js';
import { reportRows } from './reportRows.js';

/**
 * The recycle bin (docs/decisions.md "The recycle bin"): while a deletion runs, its entry is named in
 * the transaction and the `record_recycled_row` trigger keeps every row it deletes or changes —
 * what the record's deletion cascaded to, the references it set null, a soft delete's columns.
 * Restoring writes them back; deleting permanently drops them and lets their stored files go.
 */

/** The table a kind's records live in and the column that names one. */
export interface RecycledTable {
  table: string;
  title: string;
}

/** The table each kind's records live in and the column naming one. */
export const RECYCLED_TABLES: Readonly<Record<RecycleKind, RecycledTable>> = {
  user: { table: 'users', title: 'name' },
  department: { table: 'departments', title: 'name' },
  position: { table: 'positions', title: 'name' },
  role: { table: 'roles', title: 'name' },
  package: { table: 'task_packages', title: 'title' },
  task: { table: 'child_tasks', title: 'title' },
  paper: { table: 'papers', title: 'title' },
  faq: { table: 'faqs', title: 'question' },
  speech: { table: 'speeches', title: 'text' },
  customer: { table: 'customers', title: 'name' },
  scorerule: { table: 'scoring_rules', title: 'name' },
  digitalhuman: { table: 'voice_templates', title: 'name' },
  audio: { table: 'practice_audio', title: 'name' },
  hotword: { table: 'hot_words', title: 'word' },
  synonym: { table: 'synonyms', title: 'base' },
  level: { table: 'levels', title: 'name' },
  badge: { table: 'badges', title: 'name' },
  catalogue: { table: 'catalogues', title: 'name' },
  banner: { table: 'banners', title: 'title' },
  checkin: { table: 'checkin_tasks', title: 'title' },
  notifytemplate: { table: 'notify_templates', title: 'subject' },
  dialogcollect: { table: 'dialog_collects', title: 'name' },
  knowledgedoc: { table: 'knowledge_documents', title: 'name' },
};

/** Where deletions keep stored files: the columns of captured rows holding a storage key the row owns. */
const FILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  practice_turns: ['learner_audio_key'],
  faq_answers: ['audio_key'],
  practice_audio: ['storage_key'],
  media: ['storage_key', 'preview_key'],
  customers: ['avatar'],
  dialog_collects: ['storage_key'],
};

/**
 * Columns naming an image of the chooser (a public path): an organisation's upload may be chosen by
 * several records, so it goes only with the last one naming it.
 */
const CHOSEN_IMAGE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  task_packages: ['cover'],
  banners: ['image'],
  badges: ['image'],
  media: ['cover'],
};

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** An entry of the bin: its id and its organisation. */
export type BinEntry = Pick<RecycleBinRow, 'id' | 'orgId'>;

/** A deletion's entry: its id, the organisation, the kind of record it takes, who and when. */
export interface RecyclingEntry {
  id: string;
  orgId: string;
  kind: RecycleKind;
  by: string;
  at: Date;
}

/** Opens a deletion's entry: from here to `closeRecycling` what the transaction deletes or changes is kept in it. */
async function openRecycling(tx: Db, entry: RecyclingEntry): Promise<void> {
  await tx.execute(sql`with named as (select set_config('peilian.recycle', ${entry.id}, true), set_config('peilian.recycle_org', ${entry.orgId}, true))
    insert into ${recycleBin} (id, org_id, kind, deleted_by, deleted_at) select ${entry.id}, ${entry.orgId}, ${entry.kind}, ${entry.by}, ${entry.at} from named`);
}

/**
 * Closes the deletion's entry: names it by the first record of its kind it took and counts them (a
 * deleted row, or one whose `deleted_at` it set); an entry that took none goes.
 */
async function closeRecycling(tx: Db, entry: BinEntry, { table, title }: RecycledTable): Promise<void> {
  const [taken] = await reportRows<{ n: number; record_id: string | null; title: string | null }>(
    tx,
    sql`with stop as (select set_config('peilian.recycle', '', true), set_config('peilian.recycle_org', '', true)),
      records as (select r.seq, r.row from ${recycleBinRows} r, stop where r.org_id = ${entry.orgId} and r.bin_id = ${entry.id} and r.table_name = ${table}
        and (r.action = 'deleted' or (r.after ? 'deleted_at' and r.after ->> 'deleted_at' is not null)))
      select (select count(*)::int from records) as n, (select row ->> 'id' from records order by seq limit 1) as record_id,
        (select row ->> ${title} from records order by seq limit 1) as title`,
  );
  if (!taken || taken.n === 0) await dropRecycled(tx, entry);
  else
    await tx
      .update(recycleBin)
      .set({ count: taken.n, recordId: taken.record_id ?? '', title: taken.title ?? '' })
      .where(and(eq(recycleBin.orgId, entry.orgId), eq(recycleBin.id, entry.id)));
}

/** A deletion of `entry.kind` into the bin: `work` runs in `tx`'s transaction with the entry open. */
export async function recycling<A>(tx: Db, entry: RecyclingEntry, work: () => Promise<A>): Promise<A> {
  await openRecycling(tx, entry);
  const answer = await work();
  await closeRecycling(tx, entry, RECYCLED_TABLES[entry.kind]);
  return answer;
}

/**
 * Keeps stored files a deletion let go of with its entry, for the permanent delete to remove; false
 * when no deletion runs (the caller removes them now).
 */
export async function keepFilesInBin(db: Db, files: RecycledFiles): Promise<boolean> {
  const rows = await reportRows<{ id: string }>(
    db,
    sql`update ${recycleBin} set files = jsonb_build_object('keys', files -> 'keys' || ${JSON.stringify(files.keys)}::jsonb,
        'prefixes', files -> 'prefixes' || ${JSON.stringify(files.prefixes)}::jsonb)
      where org_id = nullif(current_setting('peilian.recycle_org', true), '')::uuid and id = nullif(current_setting('peilian.recycle', true), '')::uuid
      returning id`,
  );
  return rows.length > 0;
}

/**
 * Runs `work` as a deletion for good, past the bin's guard (migration 0027, which refuses a record of
 * a recyclable kind leaving its table outside a bin entry): in a transaction, or a savepoint of the
 * one `db` is, that says so (`peilian.forgood`) until `work` ends. Only for what must not go to the
 * bin: an organisation's clearing and the seed's own placeholders.
 */
export async function deletingForGood<A>(db: Db, work: (tx: Db) => Promise<A>): Promise<A> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('peilian.forgood', 'on', true)`);
    const answer = await work(tx as Db);
    await tx.execute(sql`select set_config('peilian.forgood', '', true)`);
    return answer;
  });
}

/** A deletion in the bin with the name of who deleted it. */
export type ListedRecycled = RecycleBinRow & { deleterName: string | null };

/** One page of an organisation's bin, most recent first, of one kind or all. */
export async function listRecycleBin(db: Db, orgId: string, kind: string | undefined, page: { offset: number; limit: number }): Promise<{ rows: ListedRecycled[]; total: number }> {
  const where = and(eq(recycleBin.orgId, orgId), kind ? eq(recycleBin.kind, kind) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: recycleBin, deleterName: users.name })
      .from(recycleBin)
      .leftJoin(users, refersTo(recycleBin, recycleBin.deletedBy, users))
      .where(where)
      .orderBy(desc(recycleBin.deletedAt), desc(recycleBin.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(recycleBin).where(where),
  ]);
  return { rows: rows.map(({ entry, deleterName }) => ({ ...entry, deleterName })), total: counted?.n ?? 0 };
}

export async function findRecycled(db: Db, orgId: string, id: string): Promise<RecycleBinRow | undefined> {
  const [row] = await db.select().from(recycleBin).where(and(eq(recycleBin.orgId, orgId), eq(recycleBin.id, id)));
  return row;
}

/** A foreign key among the public tables. */
interface ForeignKey {
  child: string;
  parent: string;
  column: string;
  parent_column: string;
  set_null: boolean;
}

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return reportRows<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent, a.attname as column, pa.attname as parent_column,
        c.confdeltype = 'n' as set_null
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[array_length(c.conkey, 1)]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[array_length(c.confkey, 1)]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and (array_length(c.conkey, 1) = 1
        or (array_length(c.conkey, 1) = 2 and c.conkey[1] = (select o.attnum from pg_attribute o where o.attrelid = c.conrelid and o.attname = 'org_id')))`,
  );
}

/** `tables` parents first (a table a foreign key of another refers to comes before it). */
function parentsFirst(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) if (key.child === table && key.parent !== table && tables.includes(key.parent)) visit(key.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** A table's primary key and its columns. */
interface TableShape {
  pk: string[];
  columns: string[];
}

async function shapeOf(db: Db, table: string): Promise<TableShape> {
  const rows = await reportRows<{ name: string; pk: boolean }>(
    db,
    sql`select a.attname as name, exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as pk
      from pg_attribute a where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
  );
  return { pk: rows.filter((row) => row.pk).map((row) => row.name), columns: rows.map((row) => row.name) };
}

/**
 * Writes an entry's rows back (in the caller's transaction): the deleted rows, parents first — a
 * reference set null on deletion whose record is gone now restored as null, as the deletion of that
 * record would have left it —; then the changes undone, newest first, each column only where nothing
 * changed it since. A row whose own record is gone fails its foreign key (`restoreBlocker` says which).
 */
export async function writeBack(db: Db, entry: BinEntry): Promise<void> {
  const { id: binId, orgId } = entry;
  const keys = await foreignKeys(db);
  const held = await reportRows<{ table_name: string }>(
    db,
    sql`select distinct table_name from ${recycleBinRows} where org_id = ${orgId} and bin_id = ${binId} and action = 'deleted'`,
  );
  for (const table of parentsFirst(held.map((row) => row.table_name), keys)) {
    for (const key of keys.filter((candidate) => candidate.child === table && candidate.set_null)) {
      await db.execute(sql`update ${recycleBinRows} r set row = jsonb_set(r.row, ${`{${key.column}}`}::text[], 'null'::jsonb)
        where r.org_id = ${orgId} and r.bin_id = ${binId} and r.table_name = ${table} and r.action = 'deleted' and r.row ->> ${key.column} is not null
          and not exists (select 1 from ${ident(key.parent)} p where p.org_id = ${orgId} and p.${ident(key.parent_column)}::text = r.row ->> ${key.column})
          and not exists (select 1 from ${recycleBinRows} o where o.org_id = ${orgId} and o.bin_id = ${binId} and o.table_name = ${key.parent} and o.action = 'deleted'
            and o.row ->> ${key.parent_column} = r.row ->> ${key.column})`);
    }
    await db.execute(sql`insert into ${ident(table)} select (jsonb_populate_record(null::${ident(table)}, r.row)).* from ${recycleBinRows} r
      where r.org_id = ${orgId} and r.bin_id = ${binId} and r.table_name = ${table} and r.action = 'deleted' order by r.seq`);
  }
  const changed = await reportRows<{ seq: number; table_name: string; row: Record<string, unknown>; after: Record<string, unknown> }>(
    db,
    sql`select seq, table_name, row, after from ${recycleBinRows} where org_id = ${orgId} and bin_id = ${binId} and action = 'updated' order by seq desc`,
  );
  const shapes = new Map<string, TableShape>();
  for (const change of changed) {
    const shape = shapes.get(change.table_name) ?? (await shapeOf(db, change.table_name));
    shapes.set(change.table_name, shape);
    await undoChange(db, entry, change.seq, change.table_name, shape, Object.keys(change.after));
  }
}

async function undoChange(db: Db, entry: BinEntry, seq: number, table: string, { pk, columns }: TableShape, changed: readonly string[]): Promise<void> {
  const undone = changed.filter((column) => columns.includes(column));
  if (pk.length === 0 || undone.length === 0) return;
  const t = ident(table);
  const sets = sql.join(
    undone.map((column) => sql`${ident(column)} = case when t.${ident(column)} is not distinct from a.${ident(column)} then o.${ident(column)} else t.${ident(column)} end`),
    sql`, `,
  );
  const match = sql.join(
    pk.map((column) => sql`t.${ident(column)} = o.${ident(column)}`),
    sql` and `,
  );
  await db.execute(sql`update ${t} as t set ${sets}
    from ${recycleBinRows} r, jsonb_populate_record(null::${t}, r.row) o, jsonb_populate_record(null::${t}, r.row || r.after) a
    where r.org_id = ${entry.orgId} and r.bin_id = ${entry.id} and r.seq = ${seq} and ${match}`);
}

/**
 * Why an entry's rows cannot go back, from the foreign key they failed: the record they belong to, in
 * the bin (restore it first) or gone for good.
 */
export async function restoreBlocker(db: Db, orgId: string, failure: { table: string; id: string }): Promise<{ title: string } | undefined> {
  const [entry] = await reportRows<{ title: string }>(
    db,
    sql`select b.title from ${recycleBinRows} r join ${recycleBin} b on b.org_id = r.org_id and b.id = r.bin_id
      where r.org_id = ${orgId} and r.table_name = ${failure.table} and r.action = 'deleted' and r.row ->> 'id' = ${failure.id} limit 1`,
  );
  return entry;
}

/**
 * Deletes what an entry soft-deleted for good, its deletion cascades kept with the entry so their
 * files are found (`peilian.recycle` names it again meanwhile).
 */
export async function deleteSoftDeleted(db: Db, { id: binId, orgId }: BinEntry): Promise<void> {
  const soft = await reportRows<{ table_name: string; row: Record<string, unknown> }>(
    db,
    sql`select table_name, row from ${recycleBinRows} where org_id = ${orgId} and bin_id = ${binId} and action = 'updated' and after ->> 'deleted_at' is not null`,
  );
  if (soft.length === 0) return;
  await db.execute(sql`select set_config('peilian.recycle', ${binId}, true)`);
  for (const { table_name: table, row } of soft) {
    await db.execute(sql`delete from ${ident(table)} where org_id = ${orgId} and id = ${String(row.id)}::uuid and deleted_at is not null`);
    if (table === 'users') await releaseNames(db, orgId, 'account', [String(row.account)]);
  }
  await db.execute(sql`select set_config('peilian.recycle', '', true)`);
}

const fileColumns = (columns: Readonly<Record<string, readonly string[]>>) =>
  sql.join(
    Object.entries(columns).flatMap(([table, names]) => names.map((name) => sql`(${table}, ${name})`)),
    sql`, `,
  );

/**
 * The stored files an entry holds: those its deletion kept, those its deleted rows own (storage
 * keys), and the chosen images they name (public paths) that no other record — live or in the bin —
 * names any more.
 */
export async function filesOfRecycled(db: Db, entry: RecycleBinRow): Promise<RecycledFiles & { paths: string[] }> {
  const owned = await reportRows<{ key: string }>(
    db,
    sql`select distinct r.row ->> f.col as key from ${recycleBinRows} r join (values ${fileColumns(FILE_COLUMNS)}) as f(tbl, col) on f.tbl = r.table_name
      where r.org_id = ${entry.orgId} and r.bin_id = ${entry.id} and r.action = 'deleted' and coalesce(r.row ->> f.col, '') <> ''`,
  );
  const liveUse = sql.join(
    Object.entries(CHOSEN_IMAGE_COLUMNS).flatMap(([table, names]) =>
      names.map((name) => sql`not exists (select 1 from ${ident(table)} x where x.org_id = ${entry.orgId} and x.${ident(name)} = n.path)`),
    ),
    sql` and `,
  );
  const unused = await reportRows<{ path: string }>(
    db,
    sql`with named as (select distinct r.row ->> f.col as path from ${recycleBinRows} r join (values ${fileColumns(CHOSEN_IMAGE_COLUMNS)}) as f(tbl, col) on f.tbl = r.table_name
        where r.org_id = ${entry.orgId} and r.bin_id = ${entry.id} and r.action = 'deleted' and coalesce(r.row ->> f.col, '') <> '')
      select n.path from named n where ${liveUse}
        and not exists (select 1 from ${recycleBinRows} o join (values ${fileColumns(CHOSEN_IMAGE_COLUMNS)}) as f(tbl, col) on f.tbl = o.table_name
          where o.org_id = ${entry.orgId} and o.bin_id <> ${entry.id} and o.row ->> f.col = n.path)`,
  );
  return { keys: [...entry.files.keys, ...owned.map((row) => row.key)], prefixes: entry.files.prefixes, paths: unused.map((row) => row.path) };
}

/** Removes an entry with its rows. */
export async function dropRecycled(db: Db, entry: BinEntry): Promise<void> {
  await db.delete(recycleBin).where(and(eq(recycleBin.orgId, entry.orgId), eq(recycleBin.id, entry.id)));
}

/**
 * Across organisations: the purge job takes the oldest entries of them all.
 * Entries of any organisation past their organisation's keeping period (`settings.recycleBinDays`,
 * else `days`), oldest first, locked for this transaction (another process skips them).
 */
export async function claimExpiredRecycled(db: Db, now: Date, days: number, limit: number): Promise<RecycleBinRow[]> {
  const rows = await reportRows<{ id: string }>(
    db,
    sql`select b.id from ${recycleBin} b join organisations o on o.id = b.org_id
      where b.deleted_at < ${now}::timestamptz - make_interval(days => coalesce((o.settings ->> 'recycleBinDays')::int, ${days}))
      order by b.deleted_at limit ${limit} for update of b skip locked`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(recycleBin)
    .where(inArray(recycleBin.id, rows.map((row) => row.id)))
    .orderBy(recycleBin.deletedAt);
}
