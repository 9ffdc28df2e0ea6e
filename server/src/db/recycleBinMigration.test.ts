import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.js';
import { PGLITE_EXTENSIONS, pgliteHandle } from './client.js';
import { writeBack } from '../data/recycleBin.js';
import type { Db } from './client.js';

/**
 * Migration 0025 moves what the recycle bin held before it took every kind — task packages in the
 * publish state -1, deleted users — into entries a restore undoes like any other (docs/decisions.md
 * "The recycle bin"). The database is migrated to just before it, given rows as the old bin made
 * them, and migrated on: 0025 moves them, and 0031 keys the entry's rows by their organisation.
 */
it('moves the recycled packages and deleted users of the old bin into entries that restore them as they were', async () => {
  const database = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  onTestFinished(() => database.close());
  const db = database.db;
  await migrateUntil(db, '0025_recycle_bin');
  const run = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [org] = await run(sql`insert into organisations (name) values ('o') returning id`);
  const [user] = await run(
    sql`insert into users (org_id, account, password_hash, name, deleted_at, disabled) values (${org!.id}, 'a', 'h', '甲', now(), 1) returning id`,
  );
  const [pkg] = await run(
    sql`insert into task_packages (org_id, tasktype, title, pass_score, start_at, end_at, publish_state, recycled_state, deleted_at) values (${org!.id}, 1, '包', 60, now(), now(), -1, 3, now()) returning id`,
  );
  await database.migrate();
  const bins = await run(sql`select id, org_id, kind, title from recycle_bin order by kind`);
  expect(bins.map((bin) => [bin.kind, bin.title])).toEqual([
    ['package', '包'],
    ['user', '甲'],
  ]);
  expect(await run(sql`select distinct org_id from recycle_bin_rows`)).toEqual([{ org_id: org!.id }]);
  for (const bin of bins) await db.transaction((tx) => writeBack(tx as unknown as Db, { id: String(bin.id), orgId: String(bin.org_id) }));
  expect(await run(sql`select deleted_at, disabled, password_hash from users where id = ${user!.id}`)).toEqual([
    { deleted_at: null, disabled: 0, password_hash: 'h' },
  ]);
  expect(await run(sql`select publish_state, recycled_state, deleted_at from task_packages where id = ${pkg!.id}`)).toEqual([
    { publish_state: 3, recycled_state: null, deleted_at: null },
  ]);
});

/** Applies the migrations before `tag` (a copy of the folder whose journal ends there). */
async function migrateUntil(db: Db, tag: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const until = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, until) }));
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
}
