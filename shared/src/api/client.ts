import { errorKeyForCode, isLogoutCode } from '../errors/catalog.js';
import type { ErrorKey } from '../i18n/messages.js';
import { REQUEST_TIMEOUT_MS } from '../limits.js';
import { downloadedFile, type DownloadProgress } from './download.js';
import { formEncode, withQuery } from './encode.js';
import { isSuccessResponse } from './envelope.js';
import { TransportError, type Transport, type TransportRequest, type TransportResponse } from './transport.js';

/** Client identity headers of spec §7; `apptype` is always 1. */
export interface ClientInfo {
  browser: string;
  os: string;
  /** `pc` for the web app (the spec's value), `mini` for the mini-program. */
  from: string;
}

export interface ApiClientOptions {
  transport: Transport;
  /** Prefix for relative paths such as `api/login`; `''` on the web (same origin). */
  baseUrl: string;
  client: ClientInfo;
  getToken: () => string | null | undefined;
  getLanguage?: () => string;
  /** Called once per session when a response carries a forced-logout code. */
  onLogout?: (errcode: number) => void;
  timeoutMs?: number;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  data?: Record<string, unknown>;
  /** Send the body as JSON (the endpoint table's `json`); otherwise form-encoded, the spec's default. */
  json?: boolean;
  /**
   * A call made without a session (sign-in, SMS codes, registration): a logout code in its answer —
   * say 9999 "account disabled" — is a failure to show, not a session to end.
   */
  noLogout?: boolean;
  /** This call's own timeout instead of the client's (a best-effort call that must not keep the user waiting). */
  timeoutMs?: number;
  /** A download (the endpoint table's `binary`): a 2xx answer resolves with its `DownloadedFile`. */
  binary?: boolean;
  /** A download's progress while its bytes arrive, where the platform's transport can tell. */
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * A failed call: the server's errcode/errmsg, or a network/timeout failure with its i18n key. `body`
 * keeps the whole failure, since some carry more (`miniopenid`, `changepassword`, `serial`, `detail`).
 */
export class ApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly status: number,
    readonly key: ErrorKey | undefined,
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(errmsg);
    this.name = 'ApiError';
  }
}

/** A call that failed without reaching the server (no connection). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

function stripSlashes(path: string): string {
  return path.replace(/^\/+/, '');
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${stripSlashes(path)}`;
}

/**
 * The failure a refused answer means (its errcode, else the HTTP status; its errmsg), for the
 * platform adapters that call outside the client (uploads) to fail as the client does.
 */
export function failureFrom(status: number, body: unknown): ApiError {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errcode = typeof record.errcode === 'number' ? record.errcode : status;
  const message = [record.errmsg, record.msg, record.errmessage].find((m) => typeof m === 'string' && m);
  return new ApiError(errcode, (message as string | undefined) ?? '', status, errorKeyForCode(errcode), record);
}

/**
 * The spec's headers of a call: the session's token, the client's identity, its language and the
 * body's type. A download accepts any type (its refusal is still the JSON envelope).
 */
function headersFor(options: RequestIdentity, hasBody: boolean, json: boolean, binary = false): Record<string, string> {
  const headers: Record<string, string> = {
    token: options.getToken() ?? '',
    browser: options.client.browser,
    os: options.client.os,
    apptype: '1',
    from: options.client.from,
    Accept: binary ? '*/*' : 'application/json',
  };
  const language = options.getLanguage?.();
  if (language) headers['Accept-Language'] = language;
  if (hasBody) headers['Content-Type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
  return headers;
}

/** What a request's URL and headers are made of: the client's options without its transport and its logout. */
export type RequestIdentity = Pick<ApiClientOptions, 'baseUrl' | 'client' | 'getToken' | 'getLanguage' | 'timeoutMs'>;

/**
 * The request the transport sends: a GET's data goes in its query, any other method's in a form or
 * JSON body. Exported for a request that must be the client's own before the client has loaded (the
 * PWA's head start on the centre, web/src/training/headStart.ts).
 */
export function transportRequestFor(
  options: RequestIdentity,
  method: TransportRequest['method'],
  path: string,
  { query, data, json, timeoutMs, binary, onProgress }: RequestOptions,
): TransportRequest {
  const sendJson = json ?? false;
  const hasBody = data !== undefined && method !== 'GET';
  const request: TransportRequest = {
    method,
    url: withQuery(joinUrl(options.baseUrl, path), method === 'GET' ? { ...query, ...(data as Query) } : query),
    headers: headersFor(options, hasBody, sendJson, binary),
    timeoutMs: timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  };
  if (hasBody) request.body = sendJson ? JSON.stringify(data) : formEncode(data);
  if (binary) request.binary = true;
  if (binary && onProgress) request.onProgress = onProgress;
  return request;
}

/** A download's success: any 2xx (its body is the file, not the envelope). */
const isDownloaded = (status: number): boolean => status >= 200 && status < 300;

/** Sends through the transport; a call that never reached the server fails as a network or timeout `ApiError`. */
async function sendThrough(transport: Transport, request: TransportRequest): Promise<TransportResponse> {
  try {
    return await transport(request);
  } catch (error) {
    const reason = error instanceof TransportError ? error.reason : 'network';
    const key: ErrorKey = reason === 'timeout' ? 'errors.timeout' : 'errors.network';
    throw new ApiError(0, '', 0, key);
  }
}

/**
 * The one request function every app uses: spec headers, form or JSON bodies, the success rule,
 * forced logout on the spec's codes (once), and a 300 000 ms timeout. Platform I/O is injected.
 * A download (`binary`) resolves with its `DownloadedFile` and fails as every other call does.
 */
export function createApiClient(options: ApiClientOptions) {
  let loggedOut = false;

  async function request<T = Record<string, unknown>>(method: TransportRequest['method'], path: string, opts: RequestOptions = {}): Promise<T> {
    const response = await sendThrough(options.transport, transportRequestFor(options, method, path, opts));
    if (opts.binary && isDownloaded(response.status)) return downloadedFile(response.data as ArrayBuffer, response.headers) as T;
    if (!opts.binary && isSuccessResponse(response.status, response.data)) return response.data as T;

    const failure = failureFrom(response.status, response.data);
    if (!opts.noLogout && isLogoutCode(failure.errcode) && !loggedOut) {
      loggedOut = true;
      options.onLogout?.(failure.errcode);
    }
    throw failure;
  }

  return {
    request,
    get: <T = Record<string, unknown>>(path: string, query?: Query, opts?: Omit<RequestOptions, 'query' | 'data'>) =>
      request<T>('GET', path, { ...opts, query }),
    post: <T = Record<string, unknown>>(path: string, data?: Record<string, unknown>, opts?: Omit<RequestOptions, 'data'>) =>
      request<T>('POST', path, { ...opts, data }),
    put: <T = Record<string, unknown>>(path: string, data?: Record<string, unknown>, opts?: Omit<RequestOptions, 'data'>) =>
      request<T>('PUT', path, { ...opts, data }),
    delete: <T = Record<string, unknown>>(path: string, data?: Record<string, unknown>, opts?: Omit<RequestOptions, 'data'>) =>
      request<T>('DELETE', path, { ...opts, data }),
    /** The spec's headers of a call without a body, for a platform call made outside the client (an upload). */
    headers: () => headersFor(options, false, false),
    /** Re-arms forced logout after a new login. */
    resetLogout: () => {
      loggedOut = false;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
