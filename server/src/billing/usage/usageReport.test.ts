import { apiFailureSchema, usageReportResponseSchema } from '@peilian/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUsage } from '../../data/usage.js';
import { billingPrices, departments, users } from '../../db/schema/index.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { readWorkbook } from '../../../test/importClient.js';
import { adminCaller } from '../../../test/peopleClient.js';

/**
 * The usage report (docs/billing.md "Usage reports"): metered usage summed by department (the one
 * recorded on the row) or person, per day, week (from Monday) or month of the organisation's zone,
 * priced at the current price list; and its .xlsx export with headers in the caller's language.
 */

let server: TestServer;
let token: string;
let owner: ReturnType<typeof adminCaller>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  const { db } = server.database;
  const orgId = (await demoOrganisation(db)).id;
  for (const row of await db
    .select()
    .from(users)
    .where(inArray(users.account, ['learner01', 'learner02'])))
    ids[row.account] = row.id;
  for (const row of await db.select().from(departments).where(eq(departments.orgId, orgId))) ids[row.name] = row.id;
  const use = (account: string, at: string, service: 'asr' | 'llm' | 'sms', quantity: number, output = 0) =>
    insertUsage(db, { orgId, userId: ids[account]!, subject: 'practice', subjectId: 'report', service, provider: 'fake', quantity, output, at: new Date(at) });
  // Shanghai days: 01-07 and 01-08 (week of Monday 01-06), 01-14 (week of 01-13); 2024-12-31 23:30 UTC is 01-01 in Shanghai.
  await use('learner01', '2025-01-06T16:30:00Z', 'asr', 90_000);
  await use('learner01', '2025-01-08T02:00:00Z', 'asr', 30_000);
  await use('learner01', '2025-01-08T02:00:00Z', 'llm', 300, 200);
  await use('learner02', '2025-01-14T02:00:00Z', 'asr', 60_000);
  await use('learner02', '2025-01-14T03:00:00Z', 'sms', 1);
  await use('learner02', '2024-12-31T23:30:00Z', 'asr', 60_000);
  await db.delete(billingPrices);
  await db.insert(billingPrices).values([
    { service: 'asr', per: 60_000, amount: 12 },
    { service: 'llm', per: 1000, amount: 2 },
  ]);
});
afterAll(() => server?.close());

const report = async (query: string) => {
  const answer = await owner('GET', `/api/admin/v3/cost/usage?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return usageReportResponseSchema.parse(answer.body);
};

describe('the usage report', () => {
  it('sums by department and week from Monday in the organisation zone, priced at the current list', async () => {
    const answer = await report('start=2025-01-01&end=2025-01-19&by=department&granularity=week');
    expect(answer.periods).toEqual(['2024-12-30', '2025-01-06', '2025-01-13']);
    expect(answer.cells).toEqual(
      expect.arrayContaining([
        { key: ids['华东销售组'], name: '华东销售组', period: '2025-01-06', service: 'asr', quantity: 120_000, output: 0, cost: 24 },
        { key: ids['华东销售组'], name: '华东销售组', period: '2025-01-06', service: 'llm', quantity: 300, output: 200, cost: 1 },
        { key: ids['客服部'], name: '客服部', period: '2025-01-13', service: 'asr', quantity: 60_000, output: 0, cost: 12 },
        { key: ids['客服部'], name: '客服部', period: '2025-01-13', service: 'sms', quantity: 1, output: 0, cost: 0 },
        { key: ids['客服部'], name: '客服部', period: '2024-12-30', service: 'asr', quantity: 60_000, output: 0, cost: 12 },
      ]),
    );
    expect(answer.cells).toHaveLength(5);
    expect(answer.total).toBe(24 + 1 + 12 + 12);
  });

  it('sums by person per day, filters by service and by a department with those below it', async () => {
    const daily = await report('start=2025-01-07&end=2025-01-08&by=user&granularity=day&service=asr');
    expect(daily.periods).toEqual(['2025-01-07', '2025-01-08']);
    expect(daily.cells.map(({ key, period, quantity }) => ({ key, period, quantity }))).toEqual([
      { key: ids.learner01, period: '2025-01-07', quantity: 90_000 },
      { key: ids.learner01, period: '2025-01-08', quantity: 30_000 },
    ]);
    const sales = await report(`start=2025-01-01&end=2025-01-31&granularity=month&departmentid=${ids['销售部']}`);
    expect(sales.periods).toEqual(['2025-01-01']);
    expect(new Set(sales.cells.map((cell) => cell.name))).toEqual(new Set(['华东销售组']));
  });

  it('refuses a start after the end and a period of more than 366 days', async () => {
    for (const query of ['start=2025-02-01&end=2025-01-01', 'start=2024-01-01&end=2025-01-01']) {
      const answer = await owner('GET', `/api/admin/v3/cost/usage?${query}`, undefined, 'en');
      expect(answer.status).toBe(400);
      expect(apiFailureSchema.parse(answer.body).errmsg).toContain('The start may not be after the end, and the period is at most 366 days');
    }
    expect((await report('start=2024-01-01&end=2024-12-31')).cells).toBeDefined();
  });

  it('exports the cells as an .xlsx with headers in the caller language and the cost in yuan', async () => {
    const response = await server.fetch('/api/admin/v3/cost/usage/export?start=2025-01-01&end=2025-01-19&by=department&granularity=week&service=asr', {
      headers: { token, 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(200);
    const rows = await readWorkbook(await response.arrayBuffer());
    expect(rows[0]).toEqual(['Department', 'Period', 'Service', 'Quantity', 'Output', 'Cost (CNY)']);
    expect(rows.slice(1)).toEqual(
      expect.arrayContaining([
        ['华东销售组', '2025-01-06', 'Speech recognition (ms)', '120000', '0', '0.24'],
        ['客服部', '2025-01-13', 'Speech recognition (ms)', '60000', '0', '0.12'],
      ]),
    );
    expect(rows).toHaveLength(4);
  });
});
