import { asc } from 'drizzle-orm';
import type { Price } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { billingPrices } from '../db/schema/index.js';

/**
 * The platform's price list (docs/billing.md "Prices"): platform-wide, read by every organisation's
 * cost centre and by the charging job.
 */
export async function listPrices(db: Db): Promise<Price[]> {
  const rows = await db.select().from(billingPrices).orderBy(asc(billingPrices.service));
  return rows.map((row) => ({ service: row.service as Price['service'], per: row.per, amount: row.amount }));
}

/** Replaces the whole list: a service left out becomes free. */
export async function replacePrices(db: Db, prices: readonly Price[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The platform's one list, not an organisation's: every row is replaced.
    await tx.delete(billingPrices);
    if (prices.length > 0) await tx.insert(billingPrices).values(prices.map((price) => ({ ...price, updatedAt: now })));
  });
}
