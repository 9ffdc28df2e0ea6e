import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { taskDetail, trainingCentre } from '../learnerTasks.js';

const { training } = LEARNER_ENDPOINTS;

/**
 * A learner is refused a task that is not open to them exactly as one that does not exist, an id
 * that is not one included, so the id goes to the command as it came.
 */
const TASK = { params: z.object({ id: z.string() }) };

/** The learner's training centre and task detail (learner §2.9 /user/dashboard/center, /user/dashboard/task). */
export function registerLearnerTaskRoutes(routers: Routers): void {
  learnerRoute(routers, training.centre, {}, async ({ query }, request) => ok(await trainingCentre(request, query().platform)));
  learnerRoute(routers, training.task, TASK, async ({ params }, request) => ok(await taskDetail(request, params.id)));
}
