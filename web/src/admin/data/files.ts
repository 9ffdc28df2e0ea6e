import type { CallOptions, DownloadedFile, Endpoint, PathParams } from '@peilian/shared';
import { ADMIN_ENDPOINTS, adminUrl } from '../api';
import { requestHeaders } from '../../app';
import { blobOf } from '../../lib/downloadedFile';
import { uploadFile } from '../../lib/upload';
import { callOf } from './calls';
import type { AdminAnswer, AdminArea, AdminArgs, AdminCallName, AdminDownloadName } from './types';

/**
 * The back office's file transfers: an upload with progress (multipart, by XMLHttpRequest, which the
 * endpoint table's bound calls do not make) and a download (the table's `binary` calls, sent by the
 * one client with the admin's headers, which an <audio> or <a> element would not send).
 */

type Query = Parameters<typeof adminUrl>[2];

export interface UploadOptions {
  /** Path parameters of the call's path. */
  params?: Record<string, string | number>;
  /** Query fields sent beside the file (`filetype`, an import's mode). */
  query?: Query;
  /** Text fields of the multipart body (the call's body schema reads them). */
  fields?: Record<string, string>;
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
  { params = {}, query, fields, fileName = file instanceof File ? file.name : 'file', onProgress }: UploadOptions = {},
): Promise<AdminAnswer<A, N>> {
  const definition = definitionOf(area, name);
  const url = adminUrl(definition, params as PathParams<string>, query);
  const answer = await uploadFile<unknown>({ url, file, fileName, headers: requestHeaders(), ...(fields ? { fields } : {}), ...(onProgress ? { onProgress } : {}) });
  return definition.response.parse(answer) as AdminAnswer<A, N>;
}

/** Downloads the file `area.name` answers to the signed-in admin (a recording, a template); a refusal rejects as any call's does. */
export function adminDownload<A extends AdminArea, N extends AdminDownloadName<A>>(
  area: A,
  name: N,
  args: AdminArgs<A, N>,
  options?: CallOptions,
): Promise<DownloadedFile> {
  return callOf(area, name)(args, options) as Promise<DownloadedFile>;
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

/** Saves a downloaded file under the server's name, else `fallbackName`, and returns the name used. */
export function saveFile(file: DownloadedFile, fallbackName: string): string {
  const name = file.name ?? fallbackName;
  saveBlob(blobOf(file), name);
  return name;
}

/** Downloads the file `area.name` answers and saves it under the server's name, else `fallbackName`. */
export async function downloadFile<A extends AdminArea, N extends AdminDownloadName<A>>(area: A, name: N, args: AdminArgs<A, N>, fallbackName: string): Promise<void> {
  saveFile(await adminDownload(area, name, args), fallbackName);
}
