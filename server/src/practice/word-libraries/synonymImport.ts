import {
  normaliseHeader,
  readSheet,
  SYNONYM_IMPORT_HEADERS,
  synonymBodySchema,
  templateMarker,
  type ImportIssue,
  type ImportResponse,
  type SynonymBody,
  type Translate,
} from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { insertSynonyms, synonymBases } from '../../data/practice/words.js';
import { uniqueViolation } from '../../db/errors.js';
import { appError } from '../../errors/index.js';
import { keyedIssues } from '../../errors/issues.js';
import type { UploadedFile } from '../../http/validate.js';
import type { Caller } from '../../auth/caller.js';
import { importWizard, writeImport, type WizardRow } from '../../http/importWizard.js';
import { changingWordLibraries } from '../lexicon.js';

/**
 * The synonym import (admin §4 import wizard, §5 "Synonyms: base word and synonym words required,
 * comma split"; mode 1 only), on the wizard every import shares (lib/importWizard.ts): `preview`
 * checks every row, `import` refuses while any row is wrong, else adds every group in one
 * transaction; the wrong rows are kept as an .xlsx (both columns and the reason) to download. A
 * base word already in the library, or twice in the file, is a row error.
 */

type Column = keyof typeof SYNONYM_IMPORT_HEADERS;
type SynonymIssue = ImportIssue<Column>;

const TEMPLATE = { id: 'synonyms', version: 1, columns: [{ key: 'base' }, { key: 'words' }] } as const satisfies {
  id: string;
  version: number;
  columns: readonly { key: Column }[];
};
const HEADER_OF = new Map<string, Column>(
  (Object.entries(SYNONYM_IMPORT_HEADERS) as [Column, readonly string[]][]).flatMap(([column, labels]) =>
    labels.map((label) => [normaliseHeader(label), column] as const),
  ),
);
const columnForHeader = (cell: string): Column | null => HEADER_OF.get(normaliseHeader(cell)) ?? null;
const columnLabel = (column: Column, t: Translate) => t(`practiceAdmin.synonymImport.${column}`);
const isColumn = (field: string): field is Column => field in SYNONYM_IMPORT_HEADERS;

const SYNONYM_WIZARD = importWizard({
  name: 'synonyms',
  template: TEMPLATE,
  header: (t) => [...TEMPLATE.columns.map((column) => columnLabel(column.key, t)), templateMarker(TEMPLATE)],
  columnForHeader,
  columnLabel,
  errorsPath: ADMIN_ENDPOINTS.synonyms.importErrors.path,
});

interface SynonymCheck {
  ok: boolean;
  fileErrors: SynonymIssue[];
  rows: WizardRow<SynonymIssue>[];
  accepted: SynonymBody[];
}

/** Each row checked like a single synonym, then against the file's earlier rows and the organisation's base words. */
function checkSynonyms(input: readonly unknown[][], existing: ReadonlySet<string>): SynonymCheck {
  const sheet = readSheet(input, { template: TEMPLATE, columnForHeader, required: ['base', 'words'] });
  const firstRow = new Map<string, number>();
  const accepted: SynonymBody[] = [];
  const rows = sheet.rows.map(({ row, read }): WizardRow<SynonymIssue> => {
    const parsed = synonymBodySchema.safeParse({ base: read('base'), words: read('words') });
    const errors: SynonymIssue[] = parsed.success
      ? []
      : keyedIssues(parsed.error.issues).map(({ key, params, field }) => ({ key, params, ...(isColumn(field) ? { column: field } : {}) }));
    if (parsed.success) {
      const earlier = firstRow.get(parsed.data.base);
      if (earlier !== undefined) errors.push({ key: 'practiceAdmin.synonymImport.duplicateInFile', params: { row: earlier }, column: 'base' });
      else if (existing.has(parsed.data.base)) errors.push({ key: 'practiceAdmin.synonymImport.exists', column: 'base' });
      firstRow.set(parsed.data.base, earlier ?? row);
      if (errors.length === 0) accepted.push(parsed.data);
    }
    return { row, ok: errors.length === 0, errors, warnings: [] };
  });
  return { ok: sheet.fileErrors.length === 0 && rows.every((row) => row.ok), fileErrors: sheet.fileErrors, rows, accepted };
}

/** `GET …/synonyms/import/template`: the two headers in the caller's language, closed by `#synonyms-v1`. */
export function synonymTemplate(request: Caller): Promise<{ filename: string; bytes: Buffer }> {
  return SYNONYM_WIZARD.templateFile(request);
}

/** `GET …/synonyms/import/errors/{id}`: a failed-rows file of the caller's organisation, else 404. */
export function synonymErrorFile(request: Caller, id: string): Promise<{ filename: string; bytes: Buffer }> {
  return SYNONYM_WIZARD.errorFile(request, id);
}

/** `POST …/synonyms/import?step` with one .xlsx in `file`; a base word taken meanwhile is `synonymExists`. */
export async function importSynonyms(request: Caller, files: readonly UploadedFile[], step: 'preview' | 'import'): Promise<ImportResponse> {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const rows = await SYNONYM_WIZARD.readUpload(files);
  const check = checkSynonyms(rows, await synonymBases(db, orgId));
  SYNONYM_WIZARD.refuseFile(request, check.fileErrors);
  const errorfile = await SYNONYM_WIZARD.saveFailedRows(request, rows, check);
  try {
    const counts = await changingWordLibraries(request.deps, orgId, () =>
      writeImport(request, { step, mode: 1 }, check, async (tx) => {
        await insertSynonyms(
          tx,
          check.accepted.map((group) => ({ orgId, base: group.base, words: group.words, status: group.status })),
        );
        return { insertcount: check.accepted.length, updatecount: 0, skipcount: 0 };
      }),
    );
    return { successed: true, ...SYNONYM_WIZARD.response(request, { step, check, counts, errorfile }) };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw appError('errors.practice.synonymExists');
    throw error;
  }
}
