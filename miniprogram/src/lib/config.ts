import { endpointUrl, type CallArgs, type Endpoint } from '@peilian/shared'

/**
 * Deployment constants of the mini-program. WeChat only calls domains listed in the mini-program's
 * admin console, so the server address is fixed at build time rather than discovered.
 */

declare const PEILIAN_API_BASE: string

/**
 * The Peilian server every request and the practice socket go to: the build's `PEILIAN_API_BASE`
 * (config/release.ts; https in a release build, `http://localhost:3000` for development and tests).
 */
export const API_BASE: string = PEILIAN_API_BASE

/**
 * The organisation self-registered learners join (spec §3: "a fixed default organisation").
 * Undefined sends no orgid and the server applies its own default.
 */
export const REGISTRATION_ORG_ID: string | undefined = undefined

/** The host of an http(s) URL, lower-cased; '' for anything else. (WeChat's engine has no `URL`.) */
export function hostOf(url: string): string {
  return /^https?:\/\/([^/?#:@\s]+)(?::\d+)?(?:[/?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''
}

/**
 * Hosts the mini-program may open in a `<web-view>`: its "business domains" (业务域名), each verified
 * in the mini-program console — by default the Peilian server itself, which serves the web app. A
 * banner link to any other host is copied for the browser instead.
 */
export const WEBVIEW_HOSTS: readonly string[] = [hostOf(API_BASE)]

/** A stored path (avatar, cover, banner, viewing URL): absolute http(s) used as is, anything else under the server. */
export function assetUrl(path: string): string | null {
  if (!path) return null
  if (/^https?:\/\//.test(path)) return path
  return `${API_BASE}/${path.replace(/^\/+/, '')}`
}

/** The URL of a call made outside the API client (an upload, the captcha image), built from the endpoint table. */
export function learnerUrl<E extends Endpoint>(definition: E, args: CallArgs<E>): string {
  return `${API_BASE}/${endpointUrl(definition, args)}`
}
