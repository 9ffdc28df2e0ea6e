import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageRecords } from '../db/schema/index.js';
import { insertUsage } from '../data/usage.js';
import { createLogger } from '../logger.js';
import { ManualClock } from '../../test/clock.js';
import { createOrganisation, demoOrganisation } from '../../test/factories.js';
import { seededDatabase, testConfig } from '../../test/harness.js';
import { organisationAccount, organisationBills } from './account.js';
import { createBillingJob } from './job.js';

/** The private edition has no billing (docs/billing.md "The operator"): nothing is charged, the account is all 0. */

let database: Awaited<ReturnType<typeof seededDatabase>>;
const config = testConfig({ EDITION: 'private' });
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('the private edition', () => {
  it('charges nothing and answers an account of zeros, whatever the ledger holds', async () => {
    const { db } = database;
    const org = await createOrganisation(db);
    await insertUsage(db, {
      orgId: org.id,
      userId: null,
      subject: 'practice',
      subjectId: '',
      service: 'llm',
      provider: 'fake',
      quantity: 5000,
      output: 800,
      at: new Date(),
    });
    const dropped: string[] = [];
    const job = createBillingJob({
      db,
      clock: new ManualClock(),
      logger: createLogger('silent'),
      config,
      sessionCache: { dropOrganisation: (orgId) => dropped.push(orgId) },
      realtime: { recheckOrganisation: () => undefined },
      tickMs: 0,
    });
    expect(await job.tick()).toEqual([]);
    expect(
      await db
        .select()
        .from(usageRecords)
        .where(and(eq(usageRecords.orgId, org.id), isNull(usageRecords.chargedAt))),
    ).toHaveLength(1);
    expect(dropped).toEqual([]);

    // The demo seed's ledger rows are there, yet the private edition shows none of them.
    const demo = (await demoOrganisation(db)).id;
    expect(await organisationAccount({ db, config }, demo)).toEqual({
      billing: false,
      currency: 'CNY',
      cash: 0,
      gift: 0,
      frozen: 0,
      balance: 0,
      arrears: 0,
      gifts: [],
      pending: 0,
    });
    expect(await organisationBills({ db, config }, demo, { page: 1, rows: 30 })).toEqual({ rows: [], total: 0 });
  });
});
