import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { activityReport, onlineUsers } from './commands.js';
import { exportActivity } from './export.js';

const { reports } = ADMIN_ENDPOINTS;
const ACTIVITY = { functions: 'onlineuser' };
/** The online list is the hidden page `onlineuserdetails`: it shares onlineuser's permission (the function tree's rule for hidden pages). */
const ONLINE = ACTIVITY;

/** Activity and the live online list (docs/reports.md). */
export function registerReportActivityRoutes(routers: Routers): void {
  adminRoute(routers, reports.activity, ACTIVITY, async ({ query }, request) => ok(await activityReport(request, query())));

  adminRoute(routers, reports.exportActivity, ACTIVITY, async ({ query }, request, ctx) => exportActivity(request, ctx, query()));

  adminRoute(routers, reports.online, ONLINE, async ({ query }, request) => ok(await onlineUsers(request, query())));
}
