import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { listEnabledScenarios } from '../../data/practiceScenarioList.js';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

/** The learner's free-practice reads: the enabled scenarios of the learner's organisation. */
export function registerLearnerPracticeRoutes(routers: Routers): void {
  learnerRoute(routers, LEARNER_ENDPOINTS.practice.scenarios, {}, async (_input, { deps, caller }) => {
    const rows = await listEnabledScenarios(deps.db, caller.orgId);
    return ok({
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        category: row.category,
        description: row.description,
        customername: row.customerName ?? '',
        images: row.images.length,
      })),
    });
  });
}
