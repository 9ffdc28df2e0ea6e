import { networkError, ProviderError, type ProviderService } from './errors.js';

/**
 * POSTs a JSON body and reads a JSON answer within a hard timeout (an AbortController, so a stalled
 * provider is cut off mid-body too). The caller's `signal` cancels as well. Network failures,
 * timeouts and non-JSON answers become `ProviderError`s; HTTP errors are left to the caller.
 */
export async function postJson(
  service: ProviderService,
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs);
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort, { once: true });
  if (init.signal?.aborted) controller.abort();
  try {
    const response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: controller.signal });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new ProviderError(
        service,
        'badResponse',
        `${service} provider answered HTTP ${response.status} without JSON: ${text.slice(0, 120)}`,
        String(response.status),
      );
    }
  } catch (error) {
    throw networkError(service, error, timedOut || init.signal?.aborted === true);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
}
