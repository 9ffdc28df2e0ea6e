import { jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { RecordAccessKind } from '@peilian/shared';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';

// Access lists of single records (admin §6 open types, §7 `acl/bizdata/{id}`; docs/training.md
// "Record access lists").

/**
 * A record's own access list: `kind` media | paper | scenario | package, `record_id` the record.
 * It takes precedence over the list of the record's catalogue; a record without one follows its
 * catalogue's. Kept when the record goes (a record restored from the recycle bin keeps its list).
 */
export const recordAccess = pgTable(
  'record_access',
  {
    orgId: orgIdColumn(),
    kind: text('kind').$type<RecordAccessKind>().notNull(),
    recordId: uuid('record_id').notNull(),
    /** 3 full control, 0 public, 1 appointed, 2 private (catalogAccess.ts OPEN_TYPES). */
    opentype: smallint('opentype').notNull(),
    users: jsonb('users').$type<string[]>().notNull().default([]),
    positions: jsonb('positions').$type<string[]>().notNull().default([]),
    /** Who set the list last. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.recordId] }), orgReference('record_access_created_by_fkey', t, t.createdBy, users, 'set null')],
);
export type RecordAccessRow = typeof recordAccess.$inferSelect;
