import { TransportError, type TransportRequest } from '@peilian/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchTransport } from './transport';

const request: TransportRequest = {
  method: 'POST',
  url: '/api/login',
  headers: { token: 't', 'Content-Type': 'application/x-www-form-urlencoded' },
  body: 'account=a&password=b',
  timeoutMs: 1000,
};

/** A fetch that never answers until its signal aborts — a server that hangs. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('fetch transport', () => {
  it('sends method, headers and body and parses a JSON answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{"successed":true,"n":1}', { status: 200 }));
    const response = await createFetchTransport(fetchImpl)(request);
    expect(response).toEqual({ status: 200, data: { successed: true, n: 1 } });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', headers: request.headers, body: request.body });
  });

  it('answers HTTP errors instead of throwing, with text bodies kept as text', async () => {
    const transport = createFetchTransport(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(transport(request)).resolves.toEqual({ status: 502, data: 'Bad Gateway' });
  });

  it('rejects with a timeout TransportError when the server does not answer in time', async () => {
    vi.useFakeTimers();
    const pending = createFetchTransport(hangingFetch)({ ...request, timeoutMs: 300_000 });
    const outcome = expect(pending).rejects.toMatchObject({ name: 'TransportError', reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(300_000);
    await outcome;
  });

  it('does not time out a call that answers before its deadline', async () => {
    vi.useFakeTimers();
    const slowFetch: typeof fetch = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), 900));
    const pending = createFetchTransport(slowFetch)(request);
    await vi.advanceTimersByTimeAsync(900);
    await expect(pending).resolves.toEqual({ status: 200, data: {} });
  });

  it('rejects with a network TransportError when the request cannot be made', async () => {
    const transport = createFetchTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await transport(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure).toMatchObject({ reason: 'network', message: 'Failed to fetch' });
  });

  it('reads a download as bytes, with its headers by lower-case name', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: { 'Content-Type': 'audio/mpeg', 'Content-Disposition': 'attachment; filename="a.mp3"' },
        }),
    );
    const response = await createFetchTransport(fetchImpl)({ method: 'GET', url: '/api/a', headers: {}, timeoutMs: 1000, binary: true });
    expect(new Uint8Array(response.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(response.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'content-disposition': 'attachment; filename="a.mp3"' });
  });

  it('reads a refused download as JSON, as any other refusal', async () => {
    const refusal = '{"successed":false,"errcode":40400,"errmsg":"no"}';
    const transport = createFetchTransport(async () => new Response(refusal, { status: 404, headers: { 'Content-Type': 'application/json' } }));
    await expect(transport({ method: 'GET', url: '/api/a', headers: {}, timeoutMs: 1000, binary: true })).resolves.toEqual({
      status: 404,
      data: { successed: false, errcode: 40400, errmsg: 'no' },
    });
  });

  it("tells a download's listener the bytes received so far, from 0 once the headers are in", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2]));
        controller.enqueue(new Uint8Array([3, 4, 5]));
        controller.close();
      },
    });
    const transport = createFetchTransport(async () => new Response(body, { status: 200, headers: { 'X-Export-Rows': '2' } }));
    const seen: [number, string | undefined][] = [];
    const response = await transport({
      method: 'GET',
      url: '/api/export',
      headers: {},
      timeoutMs: 1000,
      binary: true,
      onProgress: ({ bytes, headers }) => seen.push([bytes, headers['x-export-rows']]),
    });
    expect(seen).toEqual([
      [0, '2'],
      [2, '2'],
      [5, '2'],
    ]);
    expect(new Uint8Array(response.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3, 4, 5]));
  });
});
