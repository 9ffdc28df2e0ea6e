import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './core.js';

// An organisation's account lifecycle (admin §4 "Account"; docs/decisions.md "An organisation's account ends").

/** What clearing an expired organisation takes: its rows by table, and its stored files. */
export interface ClearanceReport {
  tables: Record<string, number>;
  files: number;
}

/**
 * An expired organisation's clearance (admin §4 "data kept 3 months, frozen, cleared after 6
 * months"; docs/decisions.md "An organisation's account ends"): the dry-run report made 3 months
 * after its expiry, then when it was cleared. Kept without a foreign key: it outlives the organisation.
 */
export const organisationClearances = pgTable('organisation_clearances', {
  orgId: uuid('org_id').primaryKey(),
  name: text('name').notNull(),
  expiresAt: at('expires_at').notNull(),
  reportedAt: at('reported_at').notNull(),
  report: jsonb('report').$type<ClearanceReport>().notNull(),
  clearedAt: at('cleared_at'),
});

export type OrganisationClearanceRow = typeof organisationClearances.$inferSelect;
