/**
 * Deployment constants of the mini-program. WeChat only calls domains listed in the mini-program's
 * admin console, so the server address is fixed at build time rather than discovered.
 */

/** The Peilian server every request goes to; `http://localhost:3000` is the local dev server. */
export const API_BASE = 'http://localhost:3000'

/**
 * The organisation self-registered learners join (spec §3: "a fixed default organisation").
 * Undefined sends no orgid and the server applies its own default.
 */
export const REGISTRATION_ORG_ID: string | undefined = undefined

/** An avatar path as the spec says: absolute http(s) used as is, anything else under the server. */
export function assetUrl(path: string): string | null {
  if (!path) return null
  if (/^https?:\/\//.test(path)) return path
  return `${API_BASE}/${path.replace(/^\/+/, '')}`
}
