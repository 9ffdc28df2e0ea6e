import {
  IMPORT_ROW_ACTIONS,
  importFileName,
  paramsOfPath,
  type DownloadedFile,
  type ImportFileSubject,
  type ImportResponse,
  type MessageKey,
  type Translate,
} from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '../../api';
import { adminDownload, adminUpload, saveFile } from '../../data/files';

/** Import modes (admin §4): 1 create only, 2 update only, 3 create or update. */
export type ImportMode = 1 | 2 | 3;
export const IMPORT_MODES: readonly ImportMode[] = [1, 2, 3];
export const FIRST_MODE: ImportMode = 1;

export type ImportStep = 'preview' | 'import';

/**
 * The resources of the admin endpoint table with an Excel import: an `import` upload (the preview and
 * import steps, answering the shared import response) and an `importTemplate` download.
 */
export type ImportArea = 'questions' | 'faq' | 'examinations' | 'synonyms' | 'speeches' | 'users';

/**
 * Which calls an import uses: a resource's `import` and `importTemplate`, or the users' batch-user
 * import (`batchImport`, `batchImportTemplate`: admin §5 "Batch user").
 */
export type ImportCalls = { area: ImportArea; calls?: 'import' } | { area: 'users'; calls: 'batchImport' };

/**
 * What one import wizard works on: the resource and calls it uses, what its downloads are named
 * after (when the server does not name them), the dialog's title, the modes it offers (all three unless told; an import with one
 * mode shows no choice and sends none, as the synonym import) and how its result is told.
 */
export type ImportSource = ImportCalls & {
  subject: ImportFileSubject;
  title: MessageKey;
  modes?: readonly ImportMode[];
  /** The import writes the rows that pass and keeps the failed ones for download (the user import), instead of waiting for a file without errors. */
  partial?: true;
  /**
   * The result's line, given the counts as `insert`, `update`, `skip`, `enable`, `disable` and
   * `delete`: created, updated and skipped (`admin.import.done`) unless told.
   */
  done?: MessageKey;
};

/** The modes an import offers. */
export const modesOf = (source: ImportSource): readonly ImportMode[] => source.modes ?? IMPORT_MODES;

/** Import is allowed after a preview in which every row passed, or, for a partial import, at least one. */
export function canImport(preview: ImportResponse | null, source?: ImportSource): boolean {
  if (preview === null || preview.total === 0) return false;
  return source?.partial ? preview.okcount > 0 : preview.ok && preview.errcount === 0;
}

/**
 * What the import will do with the preview's rows, where its rows say (the user imports): how many it
 * creates, updates, skips, enables, disables or deletes and how many are wrong (`共3行：新增1行，跳过2行`);
 * null for an import whose rows say only whether they are correct.
 */
export function importPlan(preview: ImportResponse, t: Translate): string | null {
  if (!preview.rows.some((row) => row.action)) return null;
  const counted = [
    ...IMPORT_ROW_ACTIONS.map((action) => [action, preview.rows.filter((row) => row.ok && row.action === action).length] as const),
    ['error', preview.errcount] as const,
  ].filter(([, count]) => count > 0);
  const parts = counted.map(([action, count]) => t(`admin.import.actionCount.${action}`, { count }));
  return t('admin.import.plan', { count: preview.total, parts: parts.join(t('admin.import.planSeparator')) });
}

/** Only one Excel workbook is taken, .xlsx or a legacy .xls (by name here; the server checks the content). */
export function isExcelName(name: string): boolean {
  return /\.xlsx?$/i.test(name.trim());
}

/** The query of one step: the mode only when the import offers a choice. */
export function importQuery(source: ImportSource, step: ImportStep, mode: ImportMode): Record<string, string | number> {
  return modesOf(source).length > 1 ? { step, mode } : { step };
}

/** Sends the chosen file to one step of the source's import, reporting the upload's progress. */
export function uploadImport(
  file: File,
  step: ImportStep,
  mode: ImportMode,
  onProgress: (percent: number) => void,
  source: ImportSource,
): Promise<ImportResponse> {
  const options = { query: importQuery(source, step, mode), fileName: file.name, onProgress };
  return source.calls === 'batchImport' ? adminUpload('users', 'batchImport', file, options) : adminUpload(source.area, 'import', file, options);
}

/** An import's .xlsx template. */
export const downloadTemplate = (source: ImportSource): Promise<DownloadedFile> =>
  source.calls === 'batchImport' ? adminDownload('users', 'batchImportTemplate', {}) : adminDownload(source.area, 'importTemplate', {});

/** The failed rows' file of a preview or an import: the path its answer gives (`errorfile`), fetched by the call it names. */
export function downloadErrorFile(source: ImportSource, path: string): Promise<DownloadedFile> {
  const batch = source.calls === 'batchImport';
  const params = paramsOfPath(batch ? ADMIN_ENDPOINTS.users.batchImportErrors : ADMIN_ENDPOINTS[source.area].importErrors, path);
  if (!params) return Promise.reject(new Error(`${path} is not a failed-rows file of this import`));
  return batch ? adminDownload('users', 'batchImportErrors', params) : adminDownload(source.area, 'importErrors', params);
}

/** Saves the import's template, or the failed rows' file its answer named (`errorfile`), under the server's name, else the subject's. */
export async function saveImportFile(source: ImportSource, t: Translate, errorfile?: string): Promise<void> {
  const file = errorfile === undefined ? await downloadTemplate(source) : await downloadErrorFile(source, errorfile);
  saveFile(file, importFileName(t, errorfile === undefined ? 'template' : 'errors', source.subject));
}

/** What the result step says was done, in the source's words. */
export function doneText(source: ImportSource, result: ImportResponse, t: Translate): string {
  return t(source.done ?? 'admin.import.done', {
    insert: result.insertcount,
    update: result.updatecount,
    skip: result.skipcount,
    enable: result.enablecount ?? 0,
    disable: result.disablecount ?? 0,
    delete: result.deletecount ?? 0,
  });
}
