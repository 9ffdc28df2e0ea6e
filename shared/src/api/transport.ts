/** One HTTP request as the client core hands it to a platform transport. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** What a transport resolves with; `data` is the parsed JSON body, or the raw text when not JSON. */
export interface TransportResponse {
  status: number;
  data: unknown;
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
