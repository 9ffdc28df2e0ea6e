import { ApiError, type SentPart } from '@peilian/shared';
import { adminApi } from '../api';
import { MAX_RETRIES, waitBeforeRetry } from './uploadRetry';

/** Part addresses asked for at a time (each part is sent alone, one after another). */
const PARTS_AHEAD = 4;

const dropped = () => new ApiError(0, '', 0, 'errors.network', {});

/**
 * PUTs one part straight to the bucket at its presigned address, reporting bytes sent
 * (XMLHttpRequest: fetch has no upload progress). Resolves with the ETag the bucket answered (the
 * bucket's CORS rule exposes it).
 */
function putPart(url: string, bytes: Blob, onSent: (bytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new ApiError(xhr.status, '', xhr.status || 0, 'errors.network', {}));
    };
    xhr.onerror = () => reject(dropped());
    xhr.onabort = () => reject(dropped());
    xhr.send(bytes);
  });
}

const isDrop = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Sends a direct upload (object storage): asks the server for the next parts' addresses, PUTs each
 * part to the bucket, and reports the ETags with the next request; on a dropped connection it asks
 * again, and the server hands out what it has not recorded (a closed page resumes the same way).
 */
export async function sendDirectUpload(id: string, file: File, onProgress: (bytes: number, resuming: boolean) => void): Promise<void> {
  let sent: SentPart[] = [];
  let drops = 0;
  for (;;) {
    let next;
    try {
      next = await adminApi.uploads.parts({ id }, { sent, count: PARTS_AHEAD });
    } catch (error) {
      if (!isDrop(error) || drops >= MAX_RETRIES) throw error;
      await waitBeforeRetry(drops);
      drops += 1;
      continue;
    }
    sent = [];
    onProgress(next.received, false);
    if (next.parts.length === 0) return;
    let before = next.received;
    for (const part of next.parts) {
      try {
        const etag = await putPart(part.url, file.slice(part.offset, part.offset + part.size), (bytes) => onProgress(before + bytes, false));
        sent.push({ partnumber: part.partnumber, etag });
        before += part.size;
        drops = 0;
      } catch (error) {
        if (!isDrop(error) || drops >= MAX_RETRIES) throw error;
        drops += 1;
        onProgress(before, true);
        await waitBeforeRetry(drops - 1);
        break;
      }
    }
  }
}
