import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './core.js';

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
