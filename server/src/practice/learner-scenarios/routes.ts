import { ok, type PracticeScenarioListResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { listEnabledScenarios } from '../../data/practiceScenarioList.js';
import type { Routers } from '../../http/routers.js';

/** `GET api/trainning/v3/practice/scenarios`: the enabled scenarios of the learner's organisation for free practice. */
async function list(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  const rows = await listEnabledScenarios(ctx.deps.db, user.orgId);
  const body: PracticeScenarioListResponse = ok({
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      description: row.description,
      customername: row.customerName ?? '',
      images: row.images.length,
    })),
  });
  ctx.body = body;
}

/** The learner's free-practice reads. */
export function registerLearnerPracticeRoutes({ learner }: Routers): void {
  learner.get('/api/trainning/v3/practice/scenarios', list);
}
