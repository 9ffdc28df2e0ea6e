import type { BillListQuery, BillRow, BilledService, CostAccount } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { accountFigures, listLedgerEntries, liveGrants, unchargedUsageByService } from '../data/ledger.js';
import { listPrices } from '../data/prices.js';
import type { AppDeps } from '../http/context.js';
import { organisationTimeZone, zonedDaysRange } from '../lib/orgClock.js';
import { costOf, priceOf } from './pricing.js';
import { NO_BILLING, presentAccount, presentBill } from './presenter.js';

/**
 * Reading an organisation's money (docs/billing.md "Ledger"), for its own cost centre and for the
 * platform operator: the account as its last ledger row left it, and its bill rows.
 */

/** The usage recorded but not charged yet, priced now (an estimate: without the carry). */
async function pendingCost(db: Db, orgId: string): Promise<number> {
  const usage = await unchargedUsageByService(db, orgId);
  if (usage.length === 0) return 0;
  const prices = await listPrices(db);
  return usage.reduce((sum, { service, units }) => sum + costOf(units, priceOf(prices, service as BilledService)), 0);
}

/** The organisation's account (`billing: false` and every figure 0 in the private edition). */
export async function organisationAccount(deps: Pick<AppDeps, 'db' | 'config'>, orgId: string): Promise<CostAccount> {
  if (deps.config.edition === 'private') return NO_BILLING;
  const { db } = deps;
  const [figures, grants, pending] = await Promise.all([accountFigures(db, orgId), liveGrants(db, orgId), pendingCost(db, orgId)]);
  return presentAccount(figures, grants, pending);
}

/** One page of the organisation's bill rows, newest first; the days are the organisation's. */
export async function organisationBills(
  deps: Pick<AppDeps, 'db' | 'config'>,
  orgId: string,
  query: BillListQuery,
): Promise<{ rows: BillRow[]; total: number }> {
  if (deps.config.edition === 'private') return { rows: [], total: 0 };
  const zone = await organisationTimeZone(deps.db, orgId);
  const { from, to } = zonedDaysRange(query.start, query.end, zone);
  const found = await listLedgerEntries(deps.db, orgId, { kind: query.kind, from, to }, { offset: (query.page - 1) * query.rows, limit: query.rows });
  return { rows: found.rows.map(presentBill), total: found.total };
}
