import {
  directPartsResponseSchema,
  mediaResponseSchema,
  uploadStatusResponseSchema,
  type AdminMedia,
  type DirectPartsResponse,
  type UploadStatusResponse,
} from '@peilian/shared';
import type { ApiAnswer } from './peopleClient.js';

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** `PUT api/admin/v3/upload/{id}?offset=` with raw bytes. */
export async function putChunk(fetchPath: Fetch, token: string, id: string, offset: number, bytes: Buffer, language = 'zh-CN'): Promise<ApiAnswer> {
  const response = await fetchPath(`/api/admin/v3/upload/${id}?offset=${offset}`, {
    method: 'PUT',
    headers: { token, 'Content-Type': 'application/octet-stream', 'Accept-Language': language },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

async function json(fetchPath: Fetch, token: string, method: string, pathname: string, body?: unknown): Promise<ApiAnswer> {
  const response = await fetchPath(pathname, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** Starts an upload; throws unless the server accepted it. */
export async function startUpload(fetchPath: Fetch, token: string, kind: string, filename: string, size: number): Promise<UploadStatusResponse> {
  const answer = await json(fetchPath, token, 'POST', '/api/admin/v3/upload', { kind, filename, size });
  if (answer.status !== 200) throw new Error(`upload refused: ${JSON.stringify(answer.body)}`);
  return uploadStatusResponseSchema.parse(answer.body);
}

/** Completes an upload (raw answer, to check refusals). */
export const completeUpload = (fetchPath: Fetch, token: string, id: string, body: Record<string, unknown> = {}) =>
  json(fetchPath, token, 'POST', `/api/admin/v3/upload/${id}/complete`, body);

/** Uploads a whole file in chunks of `chunk` bytes and completes it: the media row. */
export async function uploadMedia(
  fetchPath: Fetch,
  token: string,
  options: { kind: 'file' | 'video'; filename: string; bytes: Buffer; chunk?: number; complete?: Record<string, unknown> },
): Promise<AdminMedia> {
  const upload = await startUpload(fetchPath, token, options.kind, options.filename, options.bytes.length);
  const chunk = options.chunk ?? upload.chunksize;
  for (let offset = 0; offset < options.bytes.length; offset += chunk) {
    const answer = await putChunk(fetchPath, token, upload.id, offset, options.bytes.subarray(offset, offset + chunk));
    if (answer.status !== 200) throw new Error(`chunk refused: ${JSON.stringify(answer.body)}`);
  }
  const done = await completeUpload(fetchPath, token, upload.id, options.complete);
  if (done.status !== 200) throw new Error(`complete refused: ${JSON.stringify(done.body)}`);
  return mediaResponseSchema.parse(done.body).media;
}

/**
 * Sends a direct upload's bytes the way the back office does on object storage: asks the server for
 * part addresses, PUTs each part straight to the bucket (the presigned URL), reports the ETags.
 * `stopAfter` stops after that many parts, reported (to resume later). Returns the last answer of the parts call.
 */
export async function sendDirectParts(
  fetchPath: Fetch,
  token: string,
  id: string,
  bytes: Buffer,
  options: { stopAfter?: number } = {},
): Promise<DirectPartsResponse> {
  let sent: { partnumber: number; etag: string }[] = [];
  let count = 0;
  for (;;) {
    const answer = await json(fetchPath, token, 'POST', `/api/admin/v3/upload/${id}/parts`, { sent, count: 2 });
    if (answer.status !== 200) throw new Error(`parts refused: ${JSON.stringify(answer.body)}`);
    const status = directPartsResponseSchema.parse(answer.body);
    if (status.parts.length === 0 || (options.stopAfter !== undefined && count >= options.stopAfter)) return status;
    sent = [];
    for (const part of status.parts) {
      if (options.stopAfter !== undefined && count >= options.stopAfter) break;
      const response = await fetch(part.url, { method: 'PUT', body: new Uint8Array(bytes.subarray(part.offset, part.offset + part.size)) });
      if (!response.ok) throw new Error(`part ${part.partnumber} refused by the bucket: ${response.status} ${await response.text()}`);
      sent.push({ partnumber: part.partnumber, etag: response.headers.get('etag') ?? '' });
      count += 1;
    }
  }
}
