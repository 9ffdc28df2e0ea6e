import { utf8Decode } from '../crypto/utf8.js';

/**
 * A file a download call answers (an endpoint marked `binary`: an import template, an export, a
 * recording): its bytes, its media type, and the name the server gives it in `Content-Disposition`.
 */
export interface DownloadedFile {
  bytes: ArrayBuffer;
  /** The answer's `Content-Type`; `application/octet-stream` when it names none. */
  type: string;
  /** The file name of its `Content-Disposition`, when it has one. */
  name?: string;
}

/** What a download has received so far, as the web transport reports it while the bytes arrive. */
export interface DownloadProgress {
  /** The bytes received so far (0 as soon as the headers are in). */
  bytes: number;
  /** The answer's headers by lower-case name (an export's `x-export-rows`). */
  headers: Readonly<Record<string, string>>;
}

/** An ArrayBuffer of any realm (WeChat's and the simulator's are not this realm's). */
export const isArrayBuffer = (value: unknown): value is ArrayBuffer => Object.prototype.toString.call(value) === '[object ArrayBuffer]';

/** The file name of a `Content-Disposition`: the UTF-8 `filename*` first (a Chinese name), else the plain one. */
export function dispositionFileName(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: the plain name below is as good as any.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() || undefined;
}

/** Header names lower-cased: WeChat hands them over as the server wrote them, in any case. */
export function lowerCaseHeaders(headers: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const lowered: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (typeof value === 'string') lowered[name.toLowerCase()] = value;
  return lowered;
}

/** The file of a download's answer, from its bytes and its headers (lower-case names). */
export function downloadedFile(bytes: ArrayBuffer, headers: Readonly<Record<string, string>> = {}): DownloadedFile {
  const name = dispositionFileName(headers['content-disposition']);
  return { bytes, type: headers['content-type'] || 'application/octet-stream', ...(name ? { name } : {}) };
}

/**
 * A refused download's body read from its bytes, for a platform that hands every answer of a binary
 * request over as bytes: the JSON envelope parsed, else the text, else null (not UTF-8 at all).
 */
export function bodyOfBytes(bytes: ArrayBuffer): unknown {
  let text: string;
  try {
    text = utf8Decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
