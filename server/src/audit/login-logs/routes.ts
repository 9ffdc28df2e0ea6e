import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { exportLoginLogs, loginLogPage } from './list.js';
import { assertMayChangeRetention, retentionDaysOf } from './retention.js';

const { logs } = ADMIN_ENDPOINTS;
const LEARNERS = { functions: 'loglogin' };
const ADMINS = { functions: 'logadminlogin' };
const SETTINGS = { functions: 'adminsetting' };

/**
 * Sign-in logs (admin §2 /admin/log; docs/security.md "Sign-in logs") and their retention on 系统设置:
 * read with the settings right, changed with it and every log function.
 */
export function registerLoginLogRoutes(routers: Routers): void {
  adminRoute(routers, logs.login, LEARNERS, async ({ query }, request) => ok(await loginLogPage(request, query(), false)));
  adminRoute(routers, logs.exportLogin, LEARNERS, async ({ query }, request, ctx) => download(ctx, await exportLoginLogs(request, query(), false)));
  adminRoute(routers, logs.adminLogin, ADMINS, async ({ query }, request) => ok(await loginLogPage(request, query(), true)));
  adminRoute(routers, logs.exportAdminLogin, ADMINS, async ({ query }, request, ctx) => download(ctx, await exportLoginLogs(request, query(), true)));

  adminRoute(routers, logs.retention, SETTINGS, async (_input, { deps, caller }) =>
    ok({ days: retentionDaysOf((await findOrganisationById(deps.db, caller.orgId))?.settings) }),
  );
  adminRoute(routers, logs.setRetention, SETTINGS, async ({ body }, request) => {
    const { deps, log, caller } = request;
    const { days } = body();
    await assertMayChangeRetention(request);
    await setOrganisationSetting(deps.db, caller.orgId, 'loginLogRetentionDays', days);
    log.info({ orgId: caller.orgId, by: caller.id, days }, 'sign-in log retention set');
    return ok({ days });
  });
}
