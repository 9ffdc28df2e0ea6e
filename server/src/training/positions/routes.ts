import { ok, REPORT_FUNCTION_KEYS, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { countUsersByPosition, listPositions } from '../../data/positions.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { presentPositionTree } from '../adminPresenter.js';

const { positions } = ADMIN_ENDPOINTS;

/** Positions for the publish-range picker of the task lists (a task administrator's call), as a tree. */
export function registerPositionRoutes(routers: Routers): void {
  adminRoute(routers, positions.tree, { functions: [...TASK_LIST_FUNCTION_KEYS, ...REPORT_FUNCTION_KEYS] }, async (_input, { deps, caller }) => {
    const [rows, counts] = await Promise.all([listPositions(deps.db, caller.orgId), countUsersByPosition(deps.db, caller.orgId)]);
    return ok({ rows: presentPositionTree(rows, counts) });
  });
}
