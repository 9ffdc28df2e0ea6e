import { isPrivilegedUser, ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { settingsDataPermission } from '../../auth/dataPermission.js';
import { permissionUser } from '../../auth/functions.js';
import { appError } from '../../errors/index.js';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { organisationTimeZone } from '../../lib/orgClock.js';

const { settings } = ADMIN_ENDPOINTS;
/** The organisation's own settings page (`adminsetting`). */
const SETTINGS = { functions: 'adminsetting' };

/**
 * The settings carried with a session: the organisation's time zone (docs/decisions.md, "One
 * clock") and data permission control (docs/people.md, "Data permission"; changed by the owner and
 * the top administrators only). A change reaches every session at its next request: the sessions of
 * the organisation are dropped from the cache, and other processes' caches live a second.
 */
export function registerSettingRoutes(routers: Routers): void {
  adminRoute(routers, settings.timeZone, SETTINGS, async (_input, { deps, caller }) => ok({ timezone: await organisationTimeZone(deps.db, caller.orgId) }));

  adminRoute(routers, settings.setTimeZone, SETTINGS, async ({ body }, { deps, caller }) => {
    const { timezone } = body();
    await setOrganisationSetting(deps.db, caller.orgId, 'timeZone', timezone);
    deps.sessionCache.dropOrganisation(caller.orgId);
    return ok({ timezone });
  });

  adminRoute(routers, settings.dataPermission, SETTINGS, async (_input, { deps, caller }) =>
    ok({ datapermission: settingsDataPermission((await findOrganisationById(deps.db, caller.orgId))?.settings) }),
  );

  adminRoute(routers, settings.setDataPermission, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const { datapermission } = body();
    // The rule binds every administrator but these: none it binds may lift it.
    if (!isPrivilegedUser(permissionUser(caller))) throw appError('errors.forbidden');
    await setOrganisationSetting(deps.db, caller.orgId, 'dataPermission', datapermission);
    deps.sessionCache.dropOrganisation(caller.orgId);
    log.info({ orgId: caller.orgId, by: caller.id, datapermission }, 'data permission control set');
    return ok({ datapermission });
  });
}
