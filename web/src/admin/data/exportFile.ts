import type { MessageKey } from '@peilian/shared';
import { requestHeaders } from '../../app';
import { announcedRows, exportFailureKey, fileNameOf } from './exportHeaders';
import { saveBlob } from './files';

/** What a running export has received so far: the rows the server announced (null: not said) and the bytes. */
export interface ExportProgress {
  rows: number | null;
  bytes: number;
}

/** A refused export: the server's message (already in the admin's language) or, without one, the key to show. */
export class ExportError extends Error {
  constructor(
    readonly status: number,
    readonly fallback: MessageKey,
    serverMessage: string,
  ) {
    super(serverMessage);
  }
}

async function refusal(response: Response): Promise<ExportError> {
  const body = (await response.json().catch(() => ({}))) as { errmsg?: unknown };
  return new ExportError(response.status, exportFailureKey(response.status), typeof body.errmsg === 'string' ? body.errmsg : '');
}

/** Reads a body chunk by chunk, telling `onChunk` the bytes received so far. */
async function readAll(body: ReadableStream<Uint8Array>, onChunk: (bytes: number) => void): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    bytes += value.byteLength;
    onChunk(bytes);
  }
}

/**
 * Downloads a streamed report export with the admin's token, reporting the rows the server announces
 * (`X-Export-Rows`) and the bytes received, then saves it under the server's file name. Resolves
 * with that name; a refusal rejects with an `ExportError`.
 */
export async function downloadExport(url: string, fallbackName: string, onProgress: (progress: ExportProgress) => void): Promise<string> {
  const response = await fetch(url, { headers: requestHeaders() });
  if (!response.ok) throw await refusal(response);
  const rows = announcedRows(response.headers.get('X-Export-Rows'));
  onProgress({ rows, bytes: 0 });
  const chunks = response.body ? await readAll(response.body, (bytes) => onProgress({ rows, bytes })) : [new Uint8Array(await response.arrayBuffer())];
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' }), name);
  return name;
}
