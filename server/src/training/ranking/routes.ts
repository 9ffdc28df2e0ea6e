import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { ranking } from '../personal.js';

/** The ranking page (learner §2.9 /user/ranking). */
export function registerRankingRoutes(routers: Routers): void {
  learnerRoute(routers, LEARNER_ENDPOINTS.training.ranking, {}, async ({ query }, request) => ok(await ranking(request, query())));
}
