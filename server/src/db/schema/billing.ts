import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, organisations, orgIdColumn } from './core.js';

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
 * An organisation's ledger (docs/billing.md "Ledger"): every change of its money is one row, never
 * changed or deleted, written one at a time per organisation (its organisation row locked), each
 * with the deltas it made and the account after it, so the account is the last row and the sum of
 * all. Money in fen.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    orgId: orgIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    /** A `LEDGER_KINDS` entry. */
    kind: text('kind').notNull(),
    /** Who or what moved the money: 'operator', 'bank', 'online', 'system', or a usage row's service. */
    channel: text('channel').notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull().default(0),
    gift: bigint('gift', { mode: 'number' }).notNull().default(0),
    frozen: bigint('frozen', { mode: 'number' }).notNull().default(0),
    cashAfter: bigint('cash_after', { mode: 'number' }).notNull(),
    giftAfter: bigint('gift_after', { mode: 'number' }).notNull(),
    frozenAfter: bigint('frozen_after', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    /** The operator who recorded it (null: the charging job). Kept when the user goes. */
    createdBy: uuid('created_by'),
    /** A gift's last moment (null for every other kind). */
    expiresAt: at('expires_at'),
    /** A gift whose end was settled (its unspent part taken away by a `giftExpired` row). */
    expirySettled: boolean('expiry_settled').notNull().default(false),
    /** A `giftExpired` row: the gift it ended. */
    grantId: bigint('grant_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('ledger_entries_org_id_at_idx').on(t.orgId, t.at),
    index('ledger_entries_live_gifts_idx')
      .on(t.orgId, t.expiresAt)
      .where(sql`${t.kind} = 'gift' and not ${t.expirySettled}`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * What each organisation's charges of a service left below one fen (in fen × the price's `per`),
 * carried to its next charge (docs/billing.md "Charging").
 */
export const billingMeters = pgTable(
  'billing_meters',
  {
    orgId: orgIdColumn(),
    service: text('service').notNull(),
    carry: bigint('carry', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.service] })],
);

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
