import type { DownloadProgress } from './download.js';

/** One HTTP request as the client core hands it to a platform transport. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** A download (the endpoint's `binary`): a 2xx answer's body is handed over as bytes, with its headers. */
  binary?: boolean;
  /** A download's progress while its bytes arrive, where the platform can tell (the web's fetch). */
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * What a transport resolves with. `data` is the parsed JSON body, or the raw text when not JSON; for
 * a binary request answered 2xx it is the body's bytes (an `ArrayBuffer`), and `headers` holds the
 * answer's headers by lower-case name (`content-type`, `content-disposition`). A refused download's
 * body is read as any other answer's, so its JSON envelope fails the call as usual.
 */
export interface TransportResponse {
  status: number;
  data: unknown;
  headers?: Readonly<Record<string, string>>;
}

/**
 * The platform's HTTP call: fetch on the web, Taro.request in the mini-program, a direct call in
 * tests. It rejects with `TransportError` for network failure or timeout, never for an HTTP status.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export class TransportError extends Error {
  constructor(
    readonly reason: 'network' | 'timeout',
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'TransportError';
  }
}
