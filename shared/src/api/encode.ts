type Scalar = string | number | boolean | null | undefined;

function scalar(value: Scalar): string {
  return value === null || value === undefined ? '' : String(value);
}

/** `application/x-www-form-urlencoded` escaping; hand-written because the mini-program has no URLSearchParams. */
function escape(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

function pairs(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${escape(key)}=${escape(value)}`).join('&');
}

function field(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : scalar(value as Scalar);
}

/**
 * Form-encodes a body the way the spec's clients send it: arrays repeat the key, nested objects are
 * sent as JSON text, undefined fields are left out.
 */
export function formEncode(data: Record<string, unknown>): string {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) entries.push([key, field(item)]);
    else entries.push([key, field(value)]);
  }
  return pairs(entries);
}

/** Appends query parameters to a URL, skipping undefined values. */
export function withQuery(url: string, query?: Record<string, Scalar>): string {
  if (!query) return url;
  const text = pairs(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, scalar(value)]),
  );
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
