/** A valid 1×1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The start of a JPEG (SOI + APP0 marker) with filler: enough for a magic-byte check. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(200, 7)]);

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** `POST /api/file/upload?filetype=…&animate=true` with one multipart `file`. */
export function uploadFile(
  fetchPath: Fetch,
  bytes: Buffer,
  options: { filename?: string; type?: string; filetype?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'logo.png');
  return fetchPath(`/api/file/upload?filetype=${options.filetype ?? 'logo'}&animate=true`, {
    method: 'POST',
    headers: options.headers ?? {},
    body: form,
  });
}
