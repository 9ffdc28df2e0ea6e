import { ApiError, errorKeyForCode, type Endpoint, type PathParams } from '@peilian/shared';
import { ADMIN_ENDPOINTS, adminUrl } from '../api';
import { requestHeaders } from '../../app';
import { uploadFile } from '../../lib/upload';
import { fileNameOf } from './exportHeaders';
import type { AdminAnswer, AdminArea, AdminCallName } from './types';

/**
 * The back office's file transfers, which the endpoint table's bound calls do not make: an upload
 * with progress (multipart, by XMLHttpRequest) and a download read as a blob with the admin's
 * headers (an <audio> or <a> element sends none).
 */

type Query = Parameters<typeof adminUrl>[2];

export interface UploadOptions {
  /** Path parameters of the call's path. */
  params?: Record<string, string | number>;
  /** Query fields sent beside the file (`filetype`, an import's mode). */
  query?: Query;
  /** The name the server sees; the file's own name by default. */
  fileName?: string;
  /** 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
}

const definitionOf = (area: AdminArea, name: string): Endpoint => (ADMIN_ENDPOINTS[area] as Record<string, Endpoint>)[name]!;

/** Uploads `file` to `area.name` and parses the answer by the call's schema, like any other call. */
export async function adminUpload<A extends AdminArea, N extends AdminCallName<A>>(
  area: A,
  name: N,
  file: Blob,
  { params = {}, query, fileName = file instanceof File ? file.name : 'file', onProgress }: UploadOptions = {},
): Promise<AdminAnswer<A, N>> {
  const definition = definitionOf(area, name);
  const url = adminUrl(definition, params as PathParams<string>, query);
  const answer = await uploadFile<unknown>({ url, file, fileName, headers: requestHeaders(), ...(onProgress ? { onProgress } : {}) });
  return definition.response.parse(answer) as AdminAnswer<A, N>;
}

/** A file the server serves to the signed-in admin only, its answer checked (a refusal as an ApiError). */
async function adminFetch(url: string): Promise<Response> {
  const response = await fetch(url, { headers: requestHeaders() });
  if (!response.ok) {
    // Refused as every other call is: an ApiError, so the one error path shows its message.
    const body = (await response.json().catch(() => ({}))) as { errcode?: unknown; errmsg?: unknown };
    const errcode = typeof body.errcode === 'number' ? body.errcode : response.status;
    throw new ApiError(errcode, typeof body.errmsg === 'string' ? body.errmsg : '', response.status, errorKeyForCode(errcode));
  }
  return response;
}

/** A file the server serves to the signed-in admin only, read whole (a recording, a scenario document). */
export async function adminDownload(url: string): Promise<Blob> {
  return (await adminFetch(url)).blob();
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the blob after the click returns; freeing it at once can cut the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file the server serves to the signed-in admin only and saves it under the server's name, else `fallbackName`. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await adminFetch(url);
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
}
