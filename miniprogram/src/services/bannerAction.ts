import { BANNER_CLICK, BANNER_CLICKTYPES, type CenterBanner } from '@peilian/shared'
import { hostOf } from '../lib/config'

/** What tapping a banner does (spec: click 1 none, 2 trigger; clicktype 1|2 task `clickid`, 3 `clickurl`). */
export type BannerAction =
  | { kind: 'none' }
  | { kind: 'task'; packageId: string }
  /** A URL on one of the mini-program's business domains: the web-view page opens it. */
  | { kind: 'webview'; url: string }
  /** Any other URL: mini-programs cannot open it, so it is copied for the browser. */
  | { kind: 'copy'; url: string }

/** The action of a banner, given the hosts the web-view may open. */
export function bannerAction(banner: CenterBanner, webviewHosts: readonly string[]): BannerAction {
  if (banner.click !== BANNER_CLICK.trigger) return { kind: 'none' }
  if (banner.clicktype === BANNER_CLICKTYPES.url) {
    const host = hostOf(banner.clickurl)
    if (!host) return { kind: 'none' }
    return webviewHosts.includes(host) ? { kind: 'webview', url: banner.clickurl } : { kind: 'copy', url: banner.clickurl }
  }
  if (banner.clicktype === BANNER_CLICKTYPES.task || banner.clicktype === BANNER_CLICKTYPES.taskAlt) {
    return banner.clickid ? { kind: 'task', packageId: banner.clickid } : { kind: 'none' }
  }
  return { kind: 'none' }
}
