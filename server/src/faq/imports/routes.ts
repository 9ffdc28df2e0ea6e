import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { withImportSlot } from '../../http/imports.js';
import { faqErrorFile, faqTemplateFile, runFaqImport } from './commands.js';

const { faq } = ADMIN_ENDPOINTS;
const BANK = { functions: 'questionbank' };

/**
 * The FAQ bank's Excel import (docs/faq.md "Import"): the upload (preview or import), its template
 * and its failed rows. Registered before the bank's routes, so `faq/import` is never an FAQ id.
 */
export function registerFaqImportRoutes(routers: Routers): void {
  adminRoute(routers, faq.import, { ...BANK, opensOperation: true }, async ({ query }, request, ctx) =>
    ok(await withImportSlot(request, () => runFaqImport(request, uploadedFiles(ctx, 'file'), query()))),
  );
  adminRoute(routers, faq.importTemplate, BANK, async (_input, request, ctx) => download(ctx, await faqTemplateFile(request)));
  adminRoute(routers, faq.importErrors, { ...BANK, targets: ['params.id'] }, async ({ params }, request, ctx) =>
    download(ctx, await faqErrorFile(request, params.id)),
  );
}
