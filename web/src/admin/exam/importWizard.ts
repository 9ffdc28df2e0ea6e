import type { ImportResponse } from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminUrl } from '../api';

/** Import modes (docs/exam.md): 1 create only, 2 update only, 3 create or update. */
export type ImportMode = 1 | 2 | 3;
export const IMPORT_MODES: readonly ImportMode[] = [1, 2, 3];
export const FIRST_MODE: ImportMode = 1;

export type ImportStep = 'preview' | 'import';

/** The upload path of a question import step. */
export function importPath(step: ImportStep, mode: ImportMode): string {
  return adminUrl(ADMIN_ENDPOINTS.questions.import, {}, { step, mode });
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
): Promise<ImportResponse> {
  return ADMIN_ENDPOINTS.questions.import.response.parse(
    await uploadFile<unknown>({ url: importPath(step, mode), file, fileName, headers: requestHeaders(), onProgress }),
  );
}

/** The question import's .xlsx template. */
export const questionTemplateUrl = () => adminUrl(ADMIN_ENDPOINTS.questions.importTemplate, {});

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
