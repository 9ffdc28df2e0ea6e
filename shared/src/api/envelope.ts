/** A successful response: the flag plus the payload's own fields at the top level. */
export type ApiSuccess<T extends object = object> = { successed: true } & T;

/** Wraps a payload in the success envelope. */
export function ok<T extends object>(payload: T): ApiSuccess<T> {
  return { successed: true, ...payload };
}

/**
 * The spec's success rule: HTTP 200 and `successed` true, or — for calls that answer with a bare
 * object or array — HTTP 200 and no `successed` field at all.
 */
export function isSuccessResponse(status: number, body: unknown): boolean {
  if (status !== 200) return false;
  if (Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  if (!('successed' in body)) return true;
  return (body as { successed: unknown }).successed === true;
}
