import { isPrivilegedUser, ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { settingsDataPermission } from '../../auth/dataPermission.js';
import { permissionUser } from '../../auth/functions.js';
import { appError } from '../../errors/index.js';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { organisationTimeZone } from '../../lib/orgClock.js';
import { identitySettings } from '../orgSettings.js';
import { voiceprintOptionsOf, type VoiceprintOptions } from '../voiceprintOptions.js';

const { settings } = ADMIN_ENDPOINTS;
const flag = (on: boolean) => (on ? (1 as const) : (0 as const));
const presentVoiceprint = (options: VoiceprintOptions) => ({
  login: flag(options.login),
  practicecheck: flag(options.practiceCheck),
  threshold: options.threshold,
  autopass: flag(options.autoPass),
});
/** The organisation's own settings page (`adminsetting`). */
const SETTINGS = { functions: 'adminsetting' };

/**
 * The organisation's settings that exist so far: its time zone (docs/decisions.md, "One clock") and
 * data permission control (docs/people.md, "Data permission"; changed by the owner and the top
 * administrators only), the voiceprint options (stored for the voiceprint features) and password strengthening (docs/identity-web.md, "Password strengthening";
 * read by the user managers' forms too). A change reaches every session at its next request: the
 * sessions of the organisation are dropped from the cache, and other processes' caches live a second.
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

  adminRoute(routers, settings.password, { functions: ['adminsetting', 'adminuser'] }, async (_input, { deps, caller }) => {
    const { strongPassword } = identitySettings((await findOrganisationById(deps.db, caller.orgId))?.settings);
    return ok({ strongpassword: flag(strongPassword) });
  });

  adminRoute(routers, settings.setPassword, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const { strongpassword } = body();
    await setOrganisationSetting(deps.db, caller.orgId, 'strongPassword', strongpassword === 1);
    log.info({ orgId: caller.orgId, by: caller.id, strongpassword }, 'password strengthening set');
    return ok({ strongpassword });
  });

  adminRoute(routers, settings.voiceprint, SETTINGS, async (_input, { deps, caller }) =>
    ok(presentVoiceprint(voiceprintOptionsOf((await findOrganisationById(deps.db, caller.orgId))?.settings))),
  );

  adminRoute(routers, settings.setVoiceprint, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const values = body();
    const options: VoiceprintOptions = {
      login: values.login === 1,
      practiceCheck: values.practicecheck === 1,
      threshold: values.threshold,
      autoPass: values.autopass === 1,
    };
    await setOrganisationSetting(deps.db, caller.orgId, 'voiceprint', options);
    log.info({ orgId: caller.orgId, by: caller.id, ...options }, 'voiceprint options set');
    return ok(presentVoiceprint(options));
  });
}
