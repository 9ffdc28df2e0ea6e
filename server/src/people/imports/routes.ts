import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../http/imports.js';
import { runUserImport, userErrorFile, userImportLimit, userTemplateFile } from './commands.js';
import { exportUsers } from './export.js';
import { batchUserErrorFile, batchUserTemplateFile, runBatchUserImport } from './batchCommands.js';

const { users } = ADMIN_ENDPOINTS;
const USERS = { functions: 'adminuser' };

/**
 * The user import, the batch-user import and the export (docs/people.md "Import", "Batch-user import"). Registered before the user routes, so
 * `user/limitimport` and `user/export` are never taken for a user's id.
 */
export function registerUserImportRoutes(routers: Routers): void {
  adminRoute(routers, users.import, { ...USERS, opensOperation: true }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => runUserImport(request, uploadedFiles(ctx, 'file'), query()))),
  );
  adminRoute(routers, users.importTemplate, USERS, async (_input, request, ctx) => download(ctx, await userTemplateFile(request)));
  adminRoute(routers, users.importErrors, { ...USERS, targets: ['params.id'] }, async ({ params }, request, ctx) =>
    download(ctx, await userErrorFile(request, params.id)),
  );
  adminRoute(routers, users.batchImport, { ...USERS, opensOperation: true }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => runBatchUserImport(request, uploadedFiles(ctx, 'file'), query()))),
  );
  adminRoute(routers, users.batchImportTemplate, USERS, async (_input, request, ctx) => download(ctx, await batchUserTemplateFile(request)));
  adminRoute(routers, users.batchImportErrors, { ...USERS, targets: ['params.id'] }, async ({ params }, request, ctx) =>
    download(ctx, await batchUserErrorFile(request, params.id)),
  );
  adminRoute(routers, users.limitImport, USERS, async (_input, request) => ok(await userImportLimit(request)));
  adminRoute(routers, users.export, USERS, async ({ query }, request, ctx) => download(ctx, await exportUsers(request, query())));
}
