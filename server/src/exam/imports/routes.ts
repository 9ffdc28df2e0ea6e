import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../lib/imports.js';
import { errorFile, runImport, templateFile, type ImportKind } from './commands.js';

const { questions, examinations } = ADMIN_ENDPOINTS;

/** One import's three routes: the upload (preview or import), its template and its failed rows. */
function registerImport(routers: Routers, kind: ImportKind, endpoints: typeof questions | typeof examinations, functions: string): void {
  adminRoute(routers, endpoints.import, { functions }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => runImport(request, kind, uploadedFiles(ctx, 'file'), query()))),
  );
  adminRoute(routers, endpoints.importTemplate, { functions }, async (_input, request, ctx) => download(ctx, await templateFile(request, kind)));
  adminRoute(routers, endpoints.importErrors, { functions, targets: ['params.id'] }, async ({ params }, request, ctx) =>
    download(ctx, await errorFile(request, kind, params.id)),
  );
}

/** The question import (`questionbank`) and the exam import (`exammanagement`): upload, template, failed rows. */
export function registerImportRoutes(routers: Routers): void {
  registerImport(routers, 'question', questions, 'questionbank');
  registerImport(routers, 'exam', examinations, 'exammanagement');
}
