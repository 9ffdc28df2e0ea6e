import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { accountOfOrganisation, addEntry, billsOfOrganisation, organisationPage, setPrices } from './commands.js';

const { cost } = ADMIN_ENDPOINTS;
/**
 * The platform operator: the top administrator (isadmin 100) alone. costpay is the organisations'
 * own page ('pay function under development'), so the operator's calls are opened by the function
 * only isadmin 100 holds, as the registration review's are (docs/billing.md "The operator").
 */
const OPERATOR = { functions: 'registrationreview' };
// An id that names another organisation on purpose: the operator keeps every organisation's money.
const ORG = { ...OPERATOR, targets: ['params.id'] };

/** The platform operator's side of costpay: the price list, every organisation's money, recorded entries. */
export function registerCostOperatorRoutes(routers: Routers): void {
  adminRoute(routers, cost.setPrices, OPERATOR, async ({ body }, request) => ok({ prices: await setPrices(request, body().prices) }));

  adminRoute(routers, cost.orgs, OPERATOR, async ({ query }, request) => ok(await organisationPage(request, query())));

  adminRoute(routers, cost.orgAccount, ORG, async ({ params }, request) => ok({ account: await accountOfOrganisation(request, params.id) }));

  adminRoute(routers, cost.orgBills, ORG, async ({ params, query }, request) => ok(await billsOfOrganisation(request, params.id, query())));

  adminRoute(routers, cost.addEntry, ORG, async ({ params, body }, request) => ok(await addEntry(request, params.id, body())));
}
