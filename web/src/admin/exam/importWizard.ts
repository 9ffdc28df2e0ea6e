import type { Endpoint, ImportResponse, MessageKey } from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminUrl } from '../api';

/** Import modes (docs/exam.md): 1 create only, 2 update only, 3 create or update. */
export type ImportMode = 1 | 2 | 3;
export const IMPORT_MODES: readonly ImportMode[] = [1, 2, 3];
export const FIRST_MODE: ImportMode = 1;

export type ImportStep = 'preview' | 'import';

/**
 * What one import wizard works on: its upload (the preview and import steps, modes 1/2/3, answering
 * the shared import response), its .xlsx template, the names the downloads are saved under and the
 * dialog's title. Exam questions and the quick Q&A bank import the same way.
 */
export interface ImportSource {
  upload: Endpoint<string> & { response: (typeof ADMIN_ENDPOINTS.questions.import)['response'] };
  template: Endpoint<string>;
  templateName: string;
  errorsName: string;
  title: MessageKey;
}

/** The exam question import (docs/exam.md). */
export const QUESTION_IMPORT: ImportSource = {
  upload: ADMIN_ENDPOINTS.questions.import,
  template: ADMIN_ENDPOINTS.questions.importTemplate,
  templateName: 'question-import-v1.xlsx',
  errorsName: 'question-import-errors.xlsx',
  title: 'examAdmin.import.title',
};

/** The upload path of an import step. */
export function importPath(step: ImportStep, mode: ImportMode, source: ImportSource = QUESTION_IMPORT): string {
  return adminUrl(source.upload, {}, { step, mode });
}

/** Import is allowed only after a preview in which every row passed. */
export function canImport(preview: ImportResponse | null): boolean {
  return preview !== null && preview.ok && preview.errcount === 0 && preview.total > 0;
}

/** Only one .xlsx is taken (by name here; the server checks the content). */
export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

export async function uploadImport(
  file: Blob,
  fileName: string,
  step: ImportStep,
  mode: ImportMode,
  onProgress: (percent: number) => void,
  source: ImportSource = QUESTION_IMPORT,
): Promise<ImportResponse> {
  return source.upload.response.parse(
    await uploadFile<unknown>({ url: importPath(step, mode, source), file, fileName, headers: requestHeaders(), onProgress }),
  );
}

/** An import's .xlsx template (the question import's by default). */
export const templateUrl = (source: ImportSource = QUESTION_IMPORT) => adminUrl(source.template, {});

/** Downloads a file the server answers for the signed-in admin (template, failed rows). */
export async function download(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { headers: requestHeaders() });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
