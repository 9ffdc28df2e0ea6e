/**
 * Bearer secrets never reach the log (docs/security.md "Secrets in logs"): whoever reads a log line
 * must not be able to replay what it names. Secrets travel in three places, each handled here:
 * - query parameters of request URLs (media viewing keys, exam attempt keys, socket tokens, WeChat
 *   OAuth codes and tickets, …): their values become `[redacted]`, whatever route carries them;
 * - path segments that are themselves bearer ids (a QR-login ticket that hands out a session, a
 *   daily-push subscription id that unsubscribes its owner);
 * - structured log fields named like a secret (`password`, `token`, an SMS `code`, …), removed by
 *   the logger's `redact` paths (`REDACTED_FIELDS`).
 * Error messages and stacks get the same URL treatment, since an error can quote the URL it failed on.
 */

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential, compared case-insensitively. */
const SECRET_PARAMS = new Set([
  'key',
  'viewkey',
  'token',
  'access_token',
  'refresh_token',
  'code',
  'authcode',
  'state',
  'ticket',
  'serial',
  'password',
  'confirmpassword',
  'secret',
  'appsecret',
  'signature',
  'sign',
  // A presigned object-storage address (docs/media.md "Signed serving"), should an error quote one.
  'x-amz-signature',
  'x-amz-security-token',
]);

/** Path segments that are bearer ids: the part after the prefix, up to the next `/`, `?` or `#`. */
const SECRET_SEGMENTS = [/^(\/api\/login\/wxqrcode\/)[^/?#]+/, /^(\/api\/wechat\/unsubscribe\/)[^/?#]+/];
/** Query parameters secret on one page only: the unsubscribe link's subscription id. */
const PAGE_PARAMS: readonly { path: RegExp; names: readonly string[] }[] = [{ path: /^\/wxcall\/unsubscribe\/?$/, names: ['id'] }];

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** A request URL (`/path?query`) with every secret replaced by `[redacted]`, the rest as it came. */
export function redactUrl(url: string): string {
  if (typeof url !== 'string') return url;
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const pageSecrets = PAGE_PARAMS.filter((page) => page.path.test(path)).flatMap((page) => page.names);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = decodedName(pair.slice(0, equals));
      return SECRET_PARAMS.has(name) || pageSecrets.includes(name) ? `${pair.slice(0, equals + 1)}${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const PARAM_NAMES = [...SECRET_PARAMS].join('|');
/** `name=value` of a secret parameter anywhere in free text (an error quoting a URL). */
const SECRET_PARAM_IN_TEXT = new RegExp(`([?&](?:${PARAM_NAMES})=)[^&\\s#"'<>]+`, 'gi');
const SECRET_SEGMENT_IN_TEXT = /(\/api\/(?:login\/wxqrcode|wechat\/unsubscribe)\/)[^/?#\s"'<>]+/g;

/** Free text (an error message, a stack) with secrets of any URL it quotes replaced. */
export function redactText(text: string): string {
  return text.replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`).replace(SECRET_SEGMENT_IN_TEXT, `$1${REDACTED}`);
}

/** A serialised error (pino's shape) with its message and stack passed through `redactText`. */
export function redactError<E extends { message?: unknown; stack?: unknown }>(error: E): E {
  const copy = { ...error };
  if (typeof copy.message === 'string') copy.message = redactText(copy.message);
  if (typeof copy.stack === 'string') copy.stack = redactText(copy.stack);
  return copy;
}

/**
 * Structured fields the logger removes wherever a call puts them (top level or one level down):
 * passwords, session and sign-in tokens, SMS and sign-in codes, viewing keys, WeChat tickets, temporary storage credentials. `key` stays: log lines
 * use it for message keys and storage keys, which are not secrets.
 */
const SECRET_FIELDS = [
  'password',
  'confirmpassword',
  'token',
  'authcode',
  'code',
  'viewkey',
  'serial',
  'secret',
  'ticket',
  'tmpSecretId',
  'tmpSecretKey',
  'sessionToken',
];
export const REDACTED_FIELDS: readonly string[] = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);
