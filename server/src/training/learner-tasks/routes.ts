import { centerQuerySchema, ok, type CenterResponse, type TaskDetailResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { taskDetail, trainingCentre } from '../learnerTasks.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/trainning/v3/center?platform`. */
async function centre(ctx: Context): Promise<void> {
  const { platform } = parseQuery(ctx, centerQuerySchema);
  const body: CenterResponse = ok(await trainingCentre(callerRequest(ctx), platform));
  ctx.body = body;
}

/** `GET api/trainning/v3/task/{id}`. */
async function detail(ctx: Context): Promise<void> {
  const body: TaskDetailResponse = ok(await taskDetail(callerRequest(ctx), String(ctx.params.id)));
  ctx.body = body;
}

/** The learner's training centre and task detail (learner §2.9 /user/dashboard/center, /user/dashboard/task). */
export function registerLearnerTaskRoutes({ learner }: Routers): void {
  learner.get('/api/trainning/v3/center', centre);
  learner.get('/api/trainning/v3/task/:id', detail);
}
