import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { homeReport } from './commands.js';

/** The home dashboard (function `home`). */
export function registerReportHomeRoutes(routers: Routers): void {
  adminRoute(routers, ADMIN_ENDPOINTS.reports.home, { functions: 'home' }, async ({ query }, request) => ok(await homeReport(request, query().period)));
}
