import { ApiError, errorKeyForCode, isSuccessResponse } from '@peilian/shared';

export interface UploadRequest {
  url: string;
  file: Blob;
  fileName: string;
  headers: Record<string, string>;
  /** Text fields sent before the file (an audio's kind and name). */
  fields?: Record<string, string>;
  /** 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Uploads one file as multipart `file` (after any text `fields`) with progress (fetch has no upload
 * progress, so this is XMLHttpRequest). Resolves the parsed success body; rejects with an ApiError
 * like the API client.
 */
export function uploadFile<T>({ url, file, fileName, headers, fields = {}, onProgress }: UploadRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) if (value) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (isSuccessResponse(xhr.status, body)) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      const record = (typeof body === 'object' && body !== null ? body : {}) as { errcode?: unknown; errmsg?: unknown };
      const errcode = typeof record.errcode === 'number' ? record.errcode : xhr.status;
      reject(new ApiError(errcode, typeof record.errmsg === 'string' ? record.errmsg : '', xhr.status, errorKeyForCode(errcode)));
    };
    xhr.onerror = () => reject(new ApiError(0, '', 0, 'errors.network'));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, fileName);
    xhr.send(form);
  });
}
