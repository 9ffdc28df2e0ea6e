import type { BillListQuery, BillRow, CostAccount, CostOrg, OperatorEntryRequest, Price } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { appendLedgerEntry, inAccountTransaction, listOrganisationAccounts } from '../../data/ledger.js';
import { findOrganisationById } from '../../data/organisations.js';
import { listPrices, replacePrices } from '../../data/prices.js';
import { appError, invalidInput } from '../../errors/index.js';
import { organisationAccount, organisationBills } from '../account.js';
import { operatorDelta } from '../ledger.js';
import { presentBill } from '../presenter.js';

/**
 * The platform operator's side of the cost centre (docs/billing.md "The operator"): the price list,
 * every organisation's money, and the entries recorded by hand — a recharge, a bank remittance, a
 * gift, a correction, a freeze or its release. The private edition has no billing: its writes are
 * refused.
 */

function billingOn(request: Caller): void {
  if (request.deps.config.edition === 'private') throw appError('errors.billing.disabled');
}

async function existing(request: Caller, orgId: string): Promise<void> {
  if (!(await findOrganisationById(request.deps.db, orgId))) throw appError('errors.billing.orgNotFound');
}

/** `PUT cost/prices`: replaces the price list (one price per service; a service left out is free). */
export async function setPrices(request: Caller, prices: readonly Price[]): Promise<Price[]> {
  billingOn(request);
  const services = prices.map((price) => price.service);
  if (new Set(services).size !== services.length) throw invalidInput('billing.rules.service', {}, 'prices');
  await replacePrices(request.deps.db, prices, request.deps.clock.now());
  request.log.info({ by: request.userId, services }, 'price list set');
  return listPrices(request.deps.db);
}

/** `GET cost/orgs`: one page of every organisation with its money. */
export async function organisationPage(request: Caller, query: { page: number; rows: number; keyword: string }): Promise<{ rows: CostOrg[]; total: number }> {
  const found = await listOrganisationAccounts(request.deps.db, query.keyword, { offset: (query.page - 1) * query.rows, limit: query.rows });
  // The private edition has no billing: every figure 0, as its accounts answer.
  const billing = request.deps.config.edition !== 'private';
  const money = (row: { cash: number; gift: number; frozen: number }) => (billing ? row : { cash: 0, gift: 0, frozen: 0 });
  return { rows: found.rows.map((row) => ({ ...row, ...money(row), balance: money(row).cash + money(row).gift })), total: found.total };
}

/** `GET cost/orgs/:id/account`. */
export async function accountOfOrganisation(request: Caller, orgId: string): Promise<CostAccount> {
  await existing(request, orgId);
  return organisationAccount(request.deps, orgId);
}

/** `GET cost/orgs/:id/bills`. */
export async function billsOfOrganisation(request: Caller, orgId: string, query: BillListQuery): Promise<{ rows: BillRow[]; total: number }> {
  await existing(request, orgId);
  return organisationBills(request.deps, orgId, query);
}

/**
 * `POST cost/orgs/:id/entries`: one ledger row, written under the organisation's locked account;
 * when it moves the balance across 0 the organisation's cached sessions are dropped and its
 * sockets checked again, so the arrears guard sees it at once.
 */
export async function addEntry(request: Caller, orgId: string, entry: OperatorEntryRequest): Promise<{ account: CostAccount; bill: BillRow }> {
  billingOn(request);
  const { deps, log, userId } = request;
  const now = deps.clock.now();
  const done = await inAccountTransaction(deps.db, orgId, (tx, account) =>
    appendLedgerEntry(tx, orgId, account, { ...operatorDelta(account, entry, now), at: now, createdBy: userId }),
  );
  if (!done) throw appError('errors.billing.orgNotFound');
  if (done.arrearsChanged) {
    deps.sessionCache.dropOrganisation(orgId);
    deps.realtime.recheckOrganisation(orgId);
  }
  log.info({ orgId, by: userId, kind: entry.kind, amount: entry.amount, entryId: done.result.id }, 'ledger entry recorded');
  return { account: await organisationAccount(deps, orgId), bill: presentBill(done.result) };
}
