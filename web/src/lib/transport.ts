import { TransportError, type Transport } from '@peilian/shared';

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The web transport: fetch with an AbortController deadline covering the whole exchange (headers
 * and body). Network failures and timeouts reject with `TransportError`; HTTP statuses never do.
 */
export function createFetchTransport(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Transport {
  return async ({ method, url, headers, body, timeoutMs }) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      const text = await response.text();
      return { status: response.status, data: parseBody(text) };
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', `${method} ${url} timed out after ${timeoutMs} ms`);
      throw new TransportError('network', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}
