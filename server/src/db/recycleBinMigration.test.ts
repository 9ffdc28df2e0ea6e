import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { pgliteHandle } from './client.js';
import { writeBack } from '../data/recycleBin.js';
import type { Db } from './client.js';

/**
 * Migration 0025 moves what the recycle bin held before it took every kind — task packages in the
 * publish state -1, deleted users — into entries a restore undoes like any other (docs/decisions.md
 * "The recycle bin"). Its four data statements are run again on rows made as the old bin made them.
 */
it('moves the recycled packages and deleted users of the old bin into entries that restore them as they were', async () => {
  const database = pgliteHandle(await PGlite.create());
  await database.migrate();
  onTestFinished(() => database.close());
  const db = database.db;
  const run = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [org] = await run(sql`insert into organisations (name) values ('o') returning id`);
  const [user] = await run(
    sql`insert into users (org_id, account, password_hash, name, deleted_at, disabled) values (${org!.id}, 'a', 'h', '甲', now(), 1) returning id`,
  );
  const [pkg] = await run(
    sql`insert into task_packages (org_id, tasktype, title, pass_score, start_at, end_at, publish_state, recycled_state, deleted_at) values (${org!.id}, 1, '包', 60, now(), now(), -1, 3, now()) returning id`,
  );
  const statements = readFileSync(new URL('../../drizzle/0025_recycle_bin.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements.slice(-4)) await db.execute(sql.raw(statement));
  const bins = await run(sql`select id, kind, title from recycle_bin order by kind`);
  expect(bins.map((bin) => [bin.kind, bin.title])).toEqual([
    ['package', '包'],
    ['user', '甲'],
  ]);
  for (const bin of bins) await db.transaction((tx) => writeBack(tx as unknown as Db, String(bin.id)));
  expect(await run(sql`select deleted_at, disabled, password_hash from users where id = ${user!.id}`)).toEqual([
    { deleted_at: null, disabled: 0, password_hash: 'h' },
  ]);
  expect(await run(sql`select publish_state, recycled_state, deleted_at from task_packages where id = ${pkg!.id}`)).toEqual([
    { publish_state: 3, recycled_state: null, deleted_at: null },
  ]);
});
