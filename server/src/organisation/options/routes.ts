import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { identitySettings } from '../orgSettings.js';
import { voiceprintOptionsOf, type VoiceprintOptions } from './voiceprintOptions.js';

const { settings } = ADMIN_ENDPOINTS;
/** The organisation's own settings page (`adminsetting`). */
const SETTINGS = { functions: 'adminsetting' };

const flag = (on: boolean) => (on ? (1 as const) : (0 as const));
const presentVoiceprint = (options: VoiceprintOptions) => ({
  login: flag(options.login),
  practicecheck: flag(options.practiceCheck),
  threshold: options.threshold,
  autopass: flag(options.autoPass),
});

/**
 * The identity options of 系统设置, read from the organisation's row where they act: password
 * strengthening (docs/security.md "Password strengthening"; the user managers' forms read it too) and
 * the voiceprint options (stored for the voiceprint features).
 */
export function registerIdentityOptionRoutes(routers: Routers): void {
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
