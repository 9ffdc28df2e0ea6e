import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../http/imports.js';
import { errorFile, runImport, templateFile, type ImportKind } from './commands.js';

const { questions, examinations } = ADMIN_ENDPOINTS;
/** Both imports belong to exam management (its questions and its papers). */
const EXAM = { functions: 'exammanagement' };

/** One import's three routes: the upload (preview or import), its template and its failed rows. */
function registerImport(routers: Routers, kind: ImportKind, endpoints: typeof questions | typeof examinations): void {
  adminRoute(routers, endpoints.import, { ...EXAM, opensOperation: true }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => runImport(request, kind, uploadedFiles(ctx, 'file'), query()))),
  );
  adminRoute(routers, endpoints.importTemplate, EXAM, async (_input, request, ctx) => download(ctx, await templateFile(request, kind)));
  adminRoute(routers, endpoints.importErrors, { ...EXAM, targets: ['params.id'] }, async ({ params }, request, ctx) =>
    download(ctx, await errorFile(request, kind, params.id)),
  );
}

/** The question import and the exam import (both `exammanagement`): upload, template, failed rows. */
export function registerImportRoutes(routers: Routers): void {
  registerImport(routers, 'question', questions);
  registerImport(routers, 'exam', examinations);
}
