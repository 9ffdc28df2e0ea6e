import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { createDubbingTask, dubbingLineList, dubbingTaskDetail, dubbingTaskList, dubbingTaskRecord, retryDubbing } from './commands.js';

const { dubbing } = ADMIN_ENDPOINTS;
/** The digital humans' function (`voicetaskdetails` is its hidden page). */
const DUB = { functions: 'voicespeechdub' };
const TASK = { ...DUB, targets: ['params.id'], load: { id: dubbingTaskRecord } };

/** Dubbing tasks (`voicespeechdub`); a scenario's voiced lines are `dialogue/routes.ts`'s. */
export function registerDubbingRoutes(routers: Routers): void {
  adminRoute(routers, dubbing.list, { ...DUB, targets: ['query.templateid'] }, async ({ query }, request) => ok(await dubbingTaskList(request, query())));

  adminRoute(routers, dubbing.create, { ...DUB, targets: ['body.templateid', 'body.sceneid'] }, async ({ body }, request) =>
    ok({ task: await createDubbingTask(request, body()) }),
  );

  adminRoute(routers, dubbing.read, TASK, async ({ records: { id: task } }, request) => ok({ task: await dubbingTaskDetail(request, task) }));

  adminRoute(routers, dubbing.lines, TASK, async ({ query, records: { id: task } }, request) => ok(await dubbingLineList(request, task, query())));

  adminRoute(routers, dubbing.retry, TASK, async ({ body, records: { id: task } }, request) => ok({ task: await retryDubbing(request, task, body().lineid) }));
}
