import { CATALOG_TYPES, type ImportQuery, type ImportResponse } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { UploadedFile } from '../../http/validate.js';
import { importWizard, refuseRow, writeImport } from '../../http/importWizard.js';
import type { Caller } from '../../auth/caller.js';
import { catalogueAccess, type CatalogueRights } from '../../library/index.js';
import { checkFaqImport, type FaqImportCheck } from './rows.js';
import { faqColumnForHeader, faqColumnLabel, faqTemplateHeader, FAQ_IMPORT_TEMPLATE } from './template.js';
import { catalogueChildren, existingPath, writeFaqs, type FaqImportMode } from './writes.js';

/**
 * The FAQ bank's Excel import (admin §4 import wizard, §5 "FAQ"; docs/faq.md "Import"), the same
 * wizard as the exam imports (lib/importWizard.ts): `step=preview` answers every row's result;
 * `step=import` refuses while any row is wrong, else writes everything in one transaction by the
 * mode. Failed rows are kept as an .xlsx (the template's columns plus the error reason) for download.
 * A row the catalogue access lists refuse is wrong too (`refuseByAccess`).
 */

const FAQ_WIZARD = importWizard({
  name: 'faq',
  template: FAQ_IMPORT_TEMPLATE,
  header: faqTemplateHeader,
  columnForHeader: faqColumnForHeader,
  columnLabel: faqColumnLabel,
  errorsPath: ADMIN_ENDPOINTS.faq.importErrors.path,
});

/** `GET api/admin/v3/faq/import/template`: the header row in the caller's language, closed by `#faq-v1`. */
export function faqTemplateFile(request: Caller): Promise<{ filename: string; bytes: Buffer }> {
  return FAQ_WIZARD.templateFile(request);
}

/** `GET api/admin/v3/faq/import/errors/{id}`: a failed-rows file of the caller's organisation, else 404. */
export function faqErrorFile(request: Caller, id: string): Promise<{ filename: string; bytes: Buffer }> {
  return FAQ_WIZARD.errorFile(request, id);
}

/** What a row does in the catalogue its path names, by the mode: mode 1 only adds, mode 2 only changes, mode 3 either. */
const ROW_RIGHTS: Record<FaqImportMode, (keyof CatalogueRights)[]> = { 1: ['add'], 2: ['edit'], 3: ['add', 'edit'] };

/**
 * The access lists (docs/training.md "Catalogue access lists"), checked before anything is written so a
 * refused row shows in the preview and the import writes nothing: an existing catalogue needs the
 * mode's rights; a path whose lower levels the import creates needs `add` in its deepest existing
 * catalogue (none at the top level); a path mode 2 skips, nothing.
 */
async function refuseByAccess(request: Caller, check: FaqImportCheck, mode: FaqImportMode): Promise<void> {
  if (check.faqs.length === 0) return;
  const access = await catalogueAccess(request, CATALOG_TYPES.faq);
  const children = catalogueChildren(access.rows);
  for (const faq of check.faqs) {
    const { deepest, whole } = existingPath(children, faq.categoryPath);
    if (!whole && mode === 2) continue;
    const refused = access.refusal(deepest, ...(whole ? ROW_RIGHTS[mode] : (['add'] as const)));
    if (refused) refuseRow(check, faq.row, { key: refused, column: 'category' as const });
  }
}

/** `POST api/admin/v3/faq/import?step&mode` with one .xlsx in the field `file`. */
export async function runFaqImport(request: Caller, files: readonly UploadedFile[], query: ImportQuery): Promise<Omit<ImportResponse, 'successed'>> {
  const rows = await FAQ_WIZARD.readUpload(files);
  const check = checkFaqImport(rows);
  FAQ_WIZARD.refuseFile(request, check.fileErrors);
  await refuseByAccess(request, check, query.mode);
  const errorfile = await FAQ_WIZARD.saveFailedRows(request, rows, check);
  const counts = await writeImport(request, query, check, (tx, scope) => writeFaqs(tx, scope, check.faqs));
  return FAQ_WIZARD.response(request, { step: query.step, check, counts, errorfile });
}
