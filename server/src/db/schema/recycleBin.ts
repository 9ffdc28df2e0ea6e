import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, organisations, orgIdColumn, orgReference, users } from './core.js';

// The recycle bin (admin §4 "Recycle bin: restore or delete permanently"; docs/decisions.md "The recycle bin").

/** What one deletion let go of and the recycle bin can give back: stored files kept until the permanent delete. */
export interface RecycledFiles {
  /** Storage keys. */
  keys: string[];
  /** Storage prefixes whose every file goes (a digital human's synthesised clips). */
  prefixes: string[];
}

/**
 * One deletion in the recycle bin: the record of `kind` it was of (`record_id` the first, `count` how
 * many records of the kind it took), who deleted it when. Its rows are in `recycle_bin_rows`.
 */
export const recycleBin = pgTable(
  'recycle_bin',
  {
    id: uuid('id').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull().default(''),
    title: text('title').notNull().default(''),
    count: integer('count').notNull().default(0),
    files: jsonb('files').$type<RecycledFiles>().notNull().default({ keys: [], prefixes: [] }),
    deletedBy: uuid('deleted_by'),
    deletedAt: at('deleted_at').notNull(),
  },
  (t) => [
    index('recycle_bin_org_id_deleted_at_idx').on(t.orgId, t.deletedAt),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('recycle_bin_deleted_by_fkey', t, t.deletedBy, users, 'set null'),
  ],
);

/**
 * A row the deletion changed, as it was (`record_recycled_row`): `deleted` the whole row; `updated` the
 * columns it changed, before (`row`) and after (`after`) — a soft delete, a reference set null.
 */
export const recycleBinRows = pgTable(
  'recycle_bin_rows',
  {
    orgId: orgIdColumn(),
    binId: uuid('bin_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
    tableName: text('table_name').notNull(),
    action: text('action').$type<'deleted' | 'updated'>().notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.binId, t.seq] }), orgReference('recycle_bin_rows_bin_id_fkey', t, t.binId, recycleBin, 'cascade')],
);

export type RecycleBinRow = typeof recycleBin.$inferSelect;
export type RecycleBinCapturedRow = typeof recycleBinRows.$inferSelect;
