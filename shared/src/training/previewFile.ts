/**
 * The file preview page (`/previewfile?fileurl=`, learner-and-session §2.1; docs/identity-web.md "File
 * preview"). `fileurl` may name only this server's own files, so the page never becomes an open
 * proxy nor a way around the access rules:
 * - a library media's keyed URL, `/api/media/{id}/preview?key=` (its PDF) or `/api/media/{id}/content?key=`
 *   (its bytes), as a viewing key issued them — the key is the credential, checked by the server;
 * - a public image under `/files/…` (png, jpg, jpeg, gif, webp).
 * A relative path, or an absolute URL of the server's own origin; anything else is refused.
 */

export type PreviewFile =
  /** A PDF (a PDF media or the converted PDF of an Office document). */
  | { kind: 'pdf'; url: string }
  /** A media's bytes: what they are (PDF, image, other) is told by the response's content type. */
  | { kind: 'media'; url: string }
  | { kind: 'image'; url: string }
  /** No `fileurl`. */
  | { kind: 'missing' }
  /** Not one of this server's files. */
  | { kind: 'refused' };

const MEDIA_PATH = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(preview|content)$/i;
const IMAGE_PATH = /^\/files\/[A-Za-z0-9_-][A-Za-z0-9._/-]*\.(png|jpe?g|gif|webp)$/i;
const KEY = /^[A-Za-z0-9._~-]{1,512}$/;

/** The parts of `fileurl` on `origin` (no URL class: the mini-program's engine has none), or null when it is not on it. */
function splitOnOrigin(text: string, origin: string): { path: string; query: string } | null {
  const base = origin.replace(/\/+$/, '');
  if (!/^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(base)) return null;
  let rest = text;
  if (rest.toLowerCase().startsWith(`${base.toLowerCase()}/`)) rest = rest.slice(base.length);
  if (!rest.startsWith('/') || rest.startsWith('//') || rest.includes('#')) return null;
  const mark = rest.indexOf('?');
  return mark < 0 ? { path: rest, query: '' } : { path: rest.slice(0, mark), query: rest.slice(mark + 1) };
}

/**
 * What `/previewfile` shows for `fileurl`, resolved against `origin` (the server's origin: the page's
 * own on the web, the API base in the mini-program). The URL returned is rebuilt from the parts
 * checked, on `origin`.
 */
export function previewFileOf(fileurl: string | null | undefined, origin: string): PreviewFile {
  const text = (fileurl ?? '').trim();
  if (!text) return { kind: 'missing' };
  const parts = splitOnOrigin(text, origin);
  if (!parts || /[\\%]|\/\.\.?(\/|$)|\/\//.test(parts.path)) return { kind: 'refused' };
  const base = origin.replace(/\/+$/, '');
  const media = MEDIA_PATH.exec(parts.path);
  if (media) {
    const params = parts.query.split('&').filter(Boolean);
    const key = params.length === 1 && params[0]?.startsWith('key=') ? params[0].slice(4) : '';
    if (!KEY.test(key)) return { kind: 'refused' };
    const address = `${base}${parts.path}?key=${key}`;
    return media[1]?.toLowerCase() === 'preview' ? { kind: 'pdf', url: address } : { kind: 'media', url: address };
  }
  if (IMAGE_PATH.test(parts.path) && !parts.query) return { kind: 'image', url: `${base}${parts.path}` };
  return { kind: 'refused' };
}

/** How the preview shows a media's bytes, by the content type the server sent. */
export function previewKindOf(contentType: string): 'pdf' | 'image' | 'other' {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  return /^image\/(png|jpeg|gif|webp)$/.test(type) ? 'image' : 'other';
}

/** The preview page of a file (web hash route and mini-program page take the same query). */
export const previewFileQuery = (fileurl: string) => `fileurl=${encodeURIComponent(fileurl)}`;
