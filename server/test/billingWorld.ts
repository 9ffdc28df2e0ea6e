import { eq } from 'drizzle-orm';
import { billListResponseSchema, costAccountResponseSchema, type CostAccount, type Price } from '@peilian/shared';
import { expect } from 'vitest';
import { createBillingJob } from '../src/billing/job.js';
import { ledgerSums } from '../src/data/ledger.js';
import { organisations } from '../src/db/schema/index.js';
import { createLogger } from '../src/logger.js';
import type { ManualClock } from './clock.js';
import { createOrganisation, createUser } from './factories.js';
import type { TestServer } from './harness.js';
import { adminCaller } from './peopleClient.js';

/** The cost centre's paths (`ADMIN_ENDPOINTS.cost`, docs/billing.md). */
export const COST = '/api/admin/v3/cost';

export type AdminCall = ReturnType<typeof adminCaller>;

/**
 * A new organisation with its owner signed in, and the platform operator (the demo's top
 * administrator); `signIn` signs both in again (after the clock moved past their sessions' year).
 */
export async function billingWorld(server: TestServer, settings: Record<string, unknown> = {}, flags: { openai?: number } = {}) {
  const { db } = server.database;
  const org = await createOrganisation(db, { settings });
  const boss = await createUser(db, { orgId: org.id, orgowner: 1, name: '费用负责人', ...flags });
  const tokens = { owner: '', operator: '' };
  const signIn = async () => {
    tokens.owner = await server.login(boss.account);
    tokens.operator = await server.login('superadmin');
  };
  await signIn();
  const owner: AdminCall = (...call) => adminCaller(server.fetch, tokens.owner)(...call);
  const operator: AdminCall = (...call) => adminCaller(server.fetch, tokens.operator)(...call);
  return { orgId: org.id, owner, operator, signIn };
}

/** A charging job as a server process runs it (a new one: another process); the organisations whose arrears changed are collected. */
export function billingProcess(server: TestServer, clock: ManualClock, dropped: string[] = []) {
  return createBillingJob({
    db: server.database.db,
    clock,
    logger: createLogger('silent'),
    config: server.config,
    sessionCache: { dropOrganisation: (orgId) => dropped.push(orgId) },
    realtime: { recheckOrganisation: () => undefined },
    tickMs: 0,
  });
}

/** Sets the price list as the operator. */
export async function setPrices(operator: AdminCall, prices: Price[]): Promise<void> {
  const answer = await operator('PUT', `${COST}/prices`, { prices });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The organisation's account as its owner reads it. */
export async function accountOf(owner: AdminCall): Promise<CostAccount> {
  const answer = await owner('GET', `${COST}/account`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return costAccountResponseSchema.parse(answer.body).account;
}

/** Every bill row of the organisation as its owner reads them, newest first. */
export async function billsOf(owner: AdminCall, query = 'rows=100') {
  const answer = await owner('GET', `${COST}/bills?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return billListResponseSchema.parse(answer.body);
}

/**
 * The ledger adds up: the sums of its rows are the last row's figures and what the account
 * answers, and the balance is cash + gift.
 */
export async function expectLedgerAddsUp(server: TestServer, orgId: string, owner: AdminCall): Promise<CostAccount> {
  const sums = await ledgerSums(server.database.db, orgId);
  const account = await accountOf(owner);
  expect({ cash: account.cash, gift: account.gift, frozen: account.frozen }).toEqual({ cash: sums.cash, gift: sums.gift, frozen: sums.frozen });
  expect(account.balance).toBe(account.cash + account.gift);
  expect(account.arrears).toBe(Math.max(0, -account.balance));
  const [latest] = (await billsOf(owner, 'rows=30')).rows;
  expect(latest?.balance ?? 0).toBe(account.balance);
  return account;
}

/** Whether the organisation is flagged in arrears. */
export async function inArrears(server: TestServer, orgId: string): Promise<boolean> {
  const [row] = await server.database.db.select({ inArrears: organisations.inArrears }).from(organisations).where(eq(organisations.id, orgId));
  return row?.inArrears ?? false;
}
