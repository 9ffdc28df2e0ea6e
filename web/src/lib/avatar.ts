/**
 * The avatar URL of a stored path (spec §3): absolute http(s) and `static/images` paths are used
 * as they are, other paths are served under the server's `/files/`; an empty path leaves the
 * component's default avatar.
 */
export function avatarUrl(path: string | undefined, fileBase = '/files/'): string {
  if (!path) return '';
  if (/^https?:\/\//.test(path) || path.startsWith('static/images') || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${fileBase.replace(/\/?$/, '/')}${path}`;
}
