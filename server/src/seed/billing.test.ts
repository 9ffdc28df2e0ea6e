import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFigures, ledgerSums, listLedgerEntries } from '../data/ledger.js';
import { listPrices } from '../data/prices.js';
import { usageRecords } from '../db/schema/index.js';
import { demoOrganisation } from '../../test/factories.js';
import { seededDatabase } from '../../test/harness.js';
import { DEMO_PRICES, seedBilling } from './billing.js';

/** The demo's cost centre (docs/billing.md "Prices"): a price list, money in, weeks of charged usage, a ledger that adds up. */

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('the demo cost centre', () => {
  it('has the price list, a remittance, a gift and charged usage, and adds up', async () => {
    const { db } = database;
    const orgId = (await demoOrganisation(db)).id;
    expect(await listPrices(db)).toEqual([...DEMO_PRICES].sort((a, b) => a.service.localeCompare(b.service)));
    const { rows, total } = await listLedgerEntries(db, orgId, {}, { offset: 0, limit: 500 });
    expect(rows.filter((row) => row.kind === 'remittance').map((row) => row.cash)).toEqual([500_000]);
    expect(rows.filter((row) => row.kind === 'gift').map((row) => row.gift)).toEqual([50_000]);
    expect(rows.filter((row) => row.kind === 'usage').length).toBeGreaterThanOrEqual(40);
    const sums = await ledgerSums(db, orgId);
    expect(sums.rows).toBe(total);
    const account = await accountFigures(db, orgId);
    expect({ cash: sums.cash, gift: sums.gift, frozen: sums.frozen }).toEqual(account);
    expect(account.cash + account.gift).toBeGreaterThan(0);
    // Its own usage is charged (what other parts of the demo recorded waits for the charging job).
    const uncharged = await db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.orgId, orgId), isNull(usageRecords.chargedAt)));
    expect(uncharged.filter((row) => row.subject === 'practice' && ['tencent', 'openai'].includes(row.provider))).toEqual([]);
    const charged = await db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.orgId, orgId), isNotNull(usageRecords.ledgerId)));
    expect(charged.length).toBeGreaterThanOrEqual(60);
  });

  it('adds nothing when run again', async () => {
    const { db } = database;
    const orgId = (await demoOrganisation(db)).id;
    const before = await ledgerSums(db, orgId);
    await seedBilling(db, orgId, new Date());
    expect(await ledgerSums(db, orgId)).toEqual(before);
  });
});
