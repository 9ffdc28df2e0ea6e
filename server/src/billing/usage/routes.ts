import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { ANY_ADMIN } from '../../auth/functions.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { readCapacity, readLimits, setLimits } from './capacity.js';
import { usageReport } from './usageReport.js';
import { exportUsage } from './usageReportExport.js';

const { cost } = ADMIN_ENDPOINTS;
/** Every administrator of the organisation: the home page shows it to all of them. */
const CAPACITY = { functions: ANY_ADMIN };
const USAGE = { functions: 'costbaseinfo' };
// The platform's top administrator sets any organisation's limits, as it reviews any registration.
const LIMITS = { functions: 'registrationreview', targets: ['params.id'] };

/** Usage reports and capacity (docs/billing.md "Usage reports", "Capacity"). `usage/export` is its own path. */
export function registerUsageRoutes(routers: Routers): void {
  adminRoute(routers, cost.capacity, CAPACITY, async (_input, request) => ok({ capacity: await readCapacity(request) }));

  adminRoute(routers, cost.usage, USAGE, async ({ query }, request) => ok(await usageReport(request, query())));

  adminRoute(routers, cost.exportUsage, USAGE, async ({ query }, request, ctx) => exportUsage(request, ctx, query()));

  adminRoute(routers, cost.limits, LIMITS, async ({ params }, request) => ok({ limits: await readLimits(request, params.id) }));

  adminRoute(routers, cost.setLimits, LIMITS, async ({ params, body }, request) => ok({ limits: await setLimits(request, params.id, body()) }));
}
