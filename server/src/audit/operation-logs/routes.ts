import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { changesOfOperation, exportOperationLogs, operationLogPage } from './list.js';

const { logs } = ADMIN_ENDPOINTS;
const OPERATIONS = { functions: 'logoperation' };

/** The operation log (admin §2 /admin/log logoperation; docs/security.md "Operation log"). */
export function registerOperationLogRoutes(routers: Routers): void {
  adminRoute(routers, logs.operations, OPERATIONS, async ({ query }, request) => ok(await operationLogPage(request, query())));
  adminRoute(routers, logs.exportOperations, OPERATIONS, async ({ query }, request, ctx) => download(ctx, await exportOperationLogs(request, query())));
  adminRoute(routers, logs.operationChanges, { ...OPERATIONS, targets: ['params.id'] }, async ({ params }, request) =>
    ok(await changesOfOperation(request, params.id)),
  );
}
