import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { organisationTimeZone } from '../../lib/orgClock.js';

const { settings } = ADMIN_ENDPOINTS;
/** The organisation's own settings page (`adminsetting`). */
const SETTINGS = { functions: 'adminsetting' };

/** The organisation's settings that exist so far: its time zone (docs/decisions.md, "One clock"). */
export function registerSettingRoutes(routers: Routers): void {
  adminRoute(routers, settings.timeZone, SETTINGS, async (_input, { deps, caller }) => ok({ timezone: await organisationTimeZone(deps.db, caller.orgId) }));

  adminRoute(routers, settings.setTimeZone, SETTINGS, async ({ body }, { deps, caller }) => {
    const { timezone } = body();
    await setOrganisationSetting(deps.db, caller.orgId, 'timeZone', timezone);
    deps.sessionCache.dropOrganisation(caller.orgId);
    return ok({ timezone });
  });
}
