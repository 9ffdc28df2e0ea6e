import type { ImportQuery, ImportResponse } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { UploadedFile } from '../../http/validate.js';
import { importWizard, readImportUpload, writeImport } from '../../lib/importWizard.js';
import type { Caller } from '../../lib/caller.js';
import { checkFaqImport } from './rows.js';
import { faqColumnForHeader, faqColumnLabel, faqIssueText, faqTemplateHeader, FAQ_IMPORT_TEMPLATE } from './template.js';
import { writeFaqs } from './writes.js';

/**
 * The FAQ bank's Excel import (admin §4 import wizard, §5 "FAQ"; docs/faq.md "Import"), the same
 * wizard as the exam imports (lib/importWizard.ts): `step=preview` answers every row's result;
 * `step=import` refuses while any row is wrong, else writes everything in one transaction by the
 * mode. Failed rows are kept as an .xlsx (the template's columns plus the error reason) for download.
 */

const FAQ_WIZARD = importWizard({
  name: 'faq',
  template: FAQ_IMPORT_TEMPLATE,
  header: faqTemplateHeader,
  columnForHeader: faqColumnForHeader,
  columnLabel: faqColumnLabel,
  issueText: faqIssueText,
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

/** `POST api/admin/v3/faq/import?step&mode` with one .xlsx in the field `file`. */
export async function runFaqImport(request: Caller, files: readonly UploadedFile[], query: ImportQuery): Promise<Omit<ImportResponse, 'successed'>> {
  const rows = await readImportUpload(files);
  const check = checkFaqImport(rows);
  FAQ_WIZARD.refuseFile(request, check.fileErrors[0]);
  const errorfile = await FAQ_WIZARD.saveFailedRows(request, rows, check);
  const counts = await writeImport(request, query, check, (tx, scope) => writeFaqs(tx, scope, check.faqs));
  return FAQ_WIZARD.response(request, { step: query.step, check, counts, errorfile });
}
