import { ok, type PositionListResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { countUsersByPosition, listPositions } from '../../data/positions.js';
import { presentPositionTree } from '../adminPresenter.js';
import type { Routers } from '../../http/routers.js';
import { requireTaskFunction } from '../taskGuard.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/organization/positions`: the organisation's positions as a tree, for the range picker. */
async function positionTree(ctx: Context): Promise<void> {
  const { deps, caller } = callerRequest(ctx);
  const [rows, counts] = await Promise.all([listPositions(deps.db, caller.orgId), countUsersByPosition(deps.db, caller.orgId)]);
  const body: PositionListResponse = ok({ rows: presentPositionTree(rows, counts) });
  ctx.body = body;
}

/** Positions for the publish-range picker of the task lists (a task administrator's call). */
export function registerPositionRoutes({ admin }: Routers): void {
  admin.get('/api/admin/organization/positions', requireTaskFunction(), positionTree);
}
