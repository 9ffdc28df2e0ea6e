import { TransportError, type DownloadProgress, type Transport, type TransportRequest, type TransportResponse } from '@peilian/shared';

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads a download's body chunk by chunk, telling `onProgress` the bytes received so far. */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void, headers: Record<string, string>): Promise<ArrayBuffer> {
  onProgress({ bytes: 0, headers });
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress({ bytes: received, headers });
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** What a response becomes: a download's bytes with its headers when it succeeded, else the body parsed. */
async function answerOf(response: Response, { binary, onProgress }: TransportRequest): Promise<TransportResponse> {
  if (!binary || !response.ok) return { status: response.status, data: parseBody(await response.text()) };
  const headers = Object.fromEntries(response.headers);
  const data = onProgress ? await readWithProgress(response, onProgress, headers) : await response.arrayBuffer();
  return { status: response.status, data, headers };
}

/**
 * The web transport: fetch with an AbortController deadline covering the whole exchange (headers
 * and body). Network failures and timeouts reject with `TransportError`; HTTP statuses never do. A
 * download's bytes are read as an ArrayBuffer, with its progress when asked; its refusal as JSON.
 */
export function createFetchTransport(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Transport {
  return async (request) => {
    const { method, url, headers, body, timeoutMs } = request;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      return await answerOf(response, request);
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', `${method} ${url} timed out after ${timeoutMs} ms`);
      throw new TransportError('network', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}
