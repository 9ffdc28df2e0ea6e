import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, organisations } from './core.js';

/**
 * The platform's price list (docs/billing.md "Prices"): `amount` fen for every `per` units of a
 * metered service, set by the operator, the same for every organisation. A service without a row
 * is free. Platform-wide: no organisation owns it.
 */
export const billingPrices = pgTable('billing_prices', {
  /** A `BILLED_SERVICES` entry. */
  service: text('service').primaryKey(),
  per: bigint('per', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type BillingPriceRow = typeof billingPrices.$inferSelect;

/**
 * What an organisation may use (docs/billing.md "Capacity"), set by the platform operator: seats
 * (people not deleted), storage in bytes, AI minutes a calendar month. A null column is no limit;
 * an organisation without a row has none.
 */
export const orgLimits = pgTable('org_limits', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  seats: integer('seats'),
  storageBytes: bigint('storage_bytes', { mode: 'number' }),
  aiMinutes: integer('ai_minutes'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type OrgLimitsRow = typeof orgLimits.$inferSelect;
