/** Decodes a query value WeChat hands over encoded (`scene`, `q`); a malformed one is taken as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The invite code in a text: a link ending in `/invite/<code>` (the QR code the back office prints,
 * or a copied link), a `code=<code>` pair (a mini-program code's scene), else the text itself,
 * trimmed. Whether it can be a code is the join store's to say.
 */
export function codeInText(text: string): string {
  const trimmed = text.trim()
  const link = /\/invite\/([A-Za-z0-9]+)\/?(?:[?#]|$)/.exec(trimmed)
  if (link) return link[1]!
  const pair = /(?:^|[?&])code=([A-Za-z0-9]+)(?:&|$)/.exec(trimmed)
  return pair ? pair[1]! : trimmed
}

/**
 * The code the page was opened with: `?code=` from a link inside the app, WeChat's `scene` when
 * opened by a mini-program code, or `q` (the whole link, encoded) when opened by a plain QR code of
 * the invite link; '' when none.
 */
export function codeFromQuery(params: Partial<Record<string, string>>): string {
  if (params.code) return codeInText(decoded(params.code))
  if (params.scene) return codeInText(decoded(params.scene))
  if (params.q) return codeInText(decoded(params.q))
  return ''
}
