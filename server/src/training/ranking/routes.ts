import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute, learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { ranking, rankingScope, rankingVisible } from '../personal.js';

const { settings } = ADMIN_ENDPOINTS;
/** The ranking's visibility is one of the organisation's settings (`adminsetting`). */
const SETTINGS = { functions: 'adminsetting' };

/** The ranking's visibility as the settings page reads it. */
const rankSettingOf = (settings: Readonly<Record<string, unknown>>) => ({
  visible: rankingVisible(settings) ? (1 as const) : (0 as const),
  scope: rankingScope(settings),
});

/** The ranking page (learner §2.9 /user/ranking) and its visibility on 系统设置 (admin §3, §6 "rank visibility"). */
export function registerRankingRoutes(routers: Routers): void {
  learnerRoute(routers, LEARNER_ENDPOINTS.training.ranking, {}, async ({ query }, request) => ok(await ranking(request, query())));

  adminRoute(routers, settings.rank, SETTINGS, async (_input, { deps, caller }) =>
    ok(rankSettingOf((await findOrganisationById(deps.db, caller.orgId))?.settings ?? {})),
  );

  adminRoute(routers, settings.setRank, SETTINGS, async ({ body }, { deps, log, caller }) => {
    const { visible, scope } = body();
    await setOrganisationSetting(deps.db, caller.orgId, 'rankVisible', visible);
    await setOrganisationSetting(deps.db, caller.orgId, 'rankScope', scope);
    log.info({ orgId: caller.orgId, by: caller.id, visible, scope }, 'ranking visibility set');
    return ok({ visible, scope });
  });
}
