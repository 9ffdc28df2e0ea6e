import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { listPrices } from '../../data/prices.js';
import { organisationAccount, organisationBills } from '../account.js';

const { cost } = ADMIN_ENDPOINTS;

/** The organisation's own cost centre (costbaseinfo, costdetails): its account, bill rows and the price list. */
export function registerCostCentreRoutes(routers: Routers): void {
  adminRoute(routers, cost.account, { functions: ['costbaseinfo', 'costdetails'] }, async (_input, request) =>
    ok({ account: await organisationAccount(request.deps, request.orgId) }),
  );

  adminRoute(routers, cost.bills, { functions: ['costdetails', 'costbaseinfo'] }, async ({ query }, request) =>
    ok(await organisationBills(request.deps, request.orgId, query())),
  );

  adminRoute(routers, cost.prices, { functions: 'costbaseinfo' }, async (_input, request) => ok({ prices: await listPrices(request.deps.db) }));
}
