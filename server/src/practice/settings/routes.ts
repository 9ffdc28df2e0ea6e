import { dialogue, ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { organisationPracticeOf } from './commands.js';

const { practiceSettings } = ADMIN_ENDPOINTS;
const KEYS = dialogue.ORGANISATION_PRACTICE_KEYS;

/** The special rules as the settings card reads them: their lines as text, no library speech. */
function presentRules({ silence, nonStandard }: dialogue.SpecialRules) {
  const { replySpeechId: _reply, ...silenceShown } = silence;
  const { alertSpeechId: _alert, ...nonStandardShown } = nonStandard;
  return { silence: silenceShown, nonStandard: nonStandardShown };
}

/**
 * The organisation's live-practice settings (docs/practice.md "Organisation rules and the practice
 * algorithm"): its special rules (系统设置, `adminsetting`) and the practice algorithm (`arithmetic`).
 * Sessions read them when they start, so nothing is cached here.
 */
export function registerPracticeSettingRoutes(routers: Routers): void {
  adminRoute(routers, practiceSettings.specialRules, { functions: 'adminsetting' }, async (_input, { deps, caller }) =>
    ok(presentRules((await organisationPracticeOf(deps.db, caller.orgId)).specialRules)),
  );

  adminRoute(routers, practiceSettings.setSpecialRules, { functions: 'adminsetting' }, async ({ body }, { deps, log, caller }) => {
    const rules = body();
    await setOrganisationSetting(deps.db, caller.orgId, KEYS.specialRules, rules);
    log.info({ orgId: caller.orgId, by: caller.id }, 'organisation special rules set');
    return ok(presentRules((await organisationPracticeOf(deps.db, caller.orgId)).specialRules));
  });

  adminRoute(routers, practiceSettings.algorithm, { functions: 'arithmetic' }, async (_input, { deps, caller }) =>
    ok({ data: (await organisationPracticeOf(deps.db, caller.orgId)).algorithm }),
  );

  adminRoute(routers, practiceSettings.setAlgorithm, { functions: 'arithmetic' }, async ({ body }, { deps, log, caller }) => {
    const { data } = body();
    await setOrganisationSetting(deps.db, caller.orgId, KEYS.algorithm, data);
    log.info({ orgId: caller.orgId, by: caller.id, ...data }, 'practice algorithm set');
    return ok({ data });
  });
}
