import type { ImportResponse, MessageKey } from '@peilian/shared';
import { ADMIN_ENDPOINTS, adminUrl } from '../api';
import { adminUpload } from '../data/files';

/** Import modes (docs/exam.md): 1 create only, 2 update only, 3 create or update. */
export type ImportMode = 1 | 2 | 3;
export const IMPORT_MODES: readonly ImportMode[] = [1, 2, 3];
export const FIRST_MODE: ImportMode = 1;

export type ImportStep = 'preview' | 'import';

/**
 * The resources of the admin endpoint table with an .xlsx import: an `import` upload (the preview and
 * import steps, modes 1/2/3, answering the shared import response) and an `importTemplate` download.
 */
export type ImportArea = 'questions' | 'faq' | 'examinations';

/**
 * What one import wizard works on: the resource whose `import` and `importTemplate` calls it uses,
 * the names the downloads are saved under and the dialog's title. Exam questions and the quick Q&A
 * bank import the same way.
 */
export interface ImportSource {
  area: ImportArea;
  templateName: string;
  errorsName: string;
  title: MessageKey;
}

/** The exam question import (docs/exam.md). */
export const QUESTION_IMPORT: ImportSource = {
  area: 'questions',
  templateName: 'question-import-v1.xlsx',
  errorsName: 'question-import-errors.xlsx',
  title: 'examAdmin.import.title',
};

/** Import is allowed only after a preview in which every row passed. */
export function canImport(preview: ImportResponse | null): boolean {
  return preview !== null && preview.ok && preview.errcount === 0 && preview.total > 0;
}

/** Only one .xlsx is taken (by name here; the server checks the content). */
export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

/** Sends the chosen file to one step of the source's import, reporting the upload's progress. */
export function uploadImport(
  file: File,
  step: ImportStep,
  mode: ImportMode,
  onProgress: (percent: number) => void,
  source: ImportSource,
): Promise<ImportResponse> {
  return adminUpload(source.area, 'import', file, { query: { step, mode }, fileName: file.name, onProgress });
}

/** An import's .xlsx template (the question import's by default). */
export const templateUrl = (source: ImportSource = QUESTION_IMPORT): string => adminUrl(ADMIN_ENDPOINTS[source.area].importTemplate, {});
