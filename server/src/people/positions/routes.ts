import { ok, REPORT_FUNCTION_KEYS, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { presentPosition, presentPositionTree } from '../presenter.js';
import { changePosition, createPosition, positionList, positionRecord, removePosition } from './commands.js';

const { positions } = ADMIN_ENDPOINTS;
const MANAGE = { functions: 'adminuser' };
const ID = { ...MANAGE, targets: ['params.id'], load: { id: positionRecord } };

/**
 * Positions (admin §3 Position) belong to user management (function adminuser); the task lists'
 * publish range and the reports' filters read the tree.
 */
export function registerPositionRoutes(routers: Routers): void {
  adminRoute(routers, positions.tree, { functions: ['adminuser', ...TASK_LIST_FUNCTION_KEYS, ...REPORT_FUNCTION_KEYS] }, async (_input, request) => {
    const { rows, counts } = await positionList(request);
    return ok({ rows: presentPositionTree(rows, counts) });
  });

  adminRoute(routers, positions.create, MANAGE, async ({ body }, request) => ok({ position: presentPosition(await createPosition(request, body())) }));

  adminRoute(routers, positions.update, ID, async ({ body, records }, request) =>
    ok({ position: presentPosition(await changePosition(request, records.id, body())) }),
  );

  adminRoute(routers, positions.remove, { ...ID, recycles: 'position' }, async ({ records }, request) => {
    await removePosition(request, records.id);
    return ok({});
  });
}
