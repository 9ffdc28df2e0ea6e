import { ApiError, ERRORS, errorKeyForCode, isSuccessResponse, type AdminMedia, type MediaKind, type UploadStatusResponse } from '@peilian/shared';
import { useCallback } from 'react';
import { requestHeaders } from '../../app';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';
import { sendDirectUpload } from './directUpload';
import { useRefreshAfterWrite } from './queries';
import { MAX_RETRIES, waitBeforeRetry } from './uploadRetry';


export type UploadPhase = 'uploading' | 'resuming' | 'checking';

export interface ChunkedUploadOptions {
  file: File;
  kind: MediaKind;
  catalogid: string;
  /** Bytes acknowledged by the server (0–100) and what is happening. */
  onProgress: (percent: number, phase: UploadPhase) => void;
}

function failure(status: number, text: string): ApiError {
  let record: Record<string, unknown> = {};
  try {
    record = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: a proxy's error page, or nothing when the connection dropped
  }
  const errcode = typeof record.errcode === 'number' ? record.errcode : status;
  return new ApiError(
    errcode,
    typeof record.errmsg === 'string' ? record.errmsg : '',
    status,
    status === 0 ? 'errors.network' : errorKeyForCode(errcode),
    record,
  );
}

/** `PUT api/admin/v3/upload/{id}?offset=` with the raw bytes, reporting bytes sent (XMLHttpRequest: fetch has no upload progress). */
function putChunk(id: string, offset: number, chunk: Blob, onSent: (bytes: number) => void): Promise<UploadStatusResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', adminUrl(ADMIN_ENDPOINTS.uploads.chunk, { id }, { offset }));
    for (const [name, value] of Object.entries(requestHeaders())) if (value) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (isSuccessResponse(xhr.status, body)) resolve(ADMIN_ENDPOINTS.uploads.chunk.response.parse(body));
      else reject(failure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(failure(0, ''));
    xhr.onabort = () => reject(failure(0, ''));
    xhr.send(chunk);
  });
}

/** The server's "wrong offset" answer: it carries how much it has, which is where to go on. */
const OFFSET_ERRCODE = ERRORS['errors.library.uploadOffset'].errcode;
const isDrop = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** What the server has of an upload, asked again until the connection is back (or the retries run out). */
async function receivedSoFar(id: string, attempt: number): Promise<number> {
  for (let tries = attempt; ; tries += 1) {
    await waitBeforeRetry(tries);
    try {
      return (await adminApi.uploads.status({ id })).received;
    } catch (error) {
      if (!isDrop(error) || tries >= MAX_RETRIES) throw error;
    }
  }
}

/**
 * Uploads one library file through the resumable upload calls: announce it (the server checks
 * kind, format and size first), send its parts straight to object storage when the server answers
 * `mode: 'direct'`, else send chunks of the size the server asks for, and on a dropped
 * connection ask how much arrived and go on from there; a wrong offset answer carries the
 * server's `received`, which is where the next chunk starts. Then complete it into a media row.
 */
async function uploadInChunks({ file, kind, catalogid, onProgress }: ChunkedUploadOptions): Promise<AdminMedia> {
  const started = await adminApi.uploads.create({}, { kind, filename: file.name, size: file.size });
  const { id, chunksize } = started;
  let offset = started.received;
  let drops = 0;
  const percent = (bytes: number) => (file.size === 0 ? 100 : Math.min(99, Math.floor((bytes / file.size) * 100)));
  onProgress(percent(offset), 'uploading');
  if (started.mode === 'direct') {
    // Object storage: the parts go straight to the bucket, the server only signs and records them.
    await sendDirectUpload(id, file, (bytes, resuming) => onProgress(percent(bytes), resuming ? 'resuming' : 'uploading'));
    offset = file.size;
  }
  while (offset < file.size) {
    const from = offset;
    try {
      const status = await putChunk(id, from, file.slice(from, from + chunksize), (sent) => onProgress(percent(from + sent), 'uploading'));
      offset = status.received;
      drops = 0;
    } catch (error) {
      if (error instanceof ApiError && error.errcode === OFFSET_ERRCODE && typeof error.body.received === 'number') {
        // The same offset back means the server is still finishing a cut-off chunk: give it a moment.
        if (error.body.received === from) {
          drops += 1;
          if (drops > MAX_RETRIES) throw error;
          await waitBeforeRetry(0);
        }
        offset = error.body.received;
        continue;
      }
      if (!isDrop(error) || drops >= MAX_RETRIES) throw error;
      drops += 1;
      onProgress(percent(from), 'resuming');
      offset = await receivedSoFar(id, drops - 1);
    }
    onProgress(percent(offset), 'uploading');
  }
  onProgress(100, 'checking');
  return (await adminApi.uploads.complete({ id }, { catalogid })).media;
}

/**
 * The resumable library upload as a write of the data layer: resolves with the new media once the
 * reads on screen (the list, the catalogue counts) have refreshed, like a mutation's `run`.
 */
export function useChunkedUpload(): (options: ChunkedUploadOptions) => Promise<AdminMedia> {
  const refresh = useRefreshAfterWrite();
  return useCallback(
    async (options: ChunkedUploadOptions) => {
      const media = await uploadInChunks(options);
      await refresh();
      return media;
    },
    [refresh],
  );
}
