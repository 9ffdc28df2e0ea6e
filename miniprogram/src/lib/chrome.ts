import Taro from '@tarojs/taro'
import type { Translate } from '@peilian/shared'
import { TABS } from '../tabs'

/**
 * Writes the translated navigation bar title and tab bar labels. app.json can only hold the zh-CN
 * labels, so every tab page calls this when it shows and whenever the language changes.
 * WeChat refuses tab bar calls on a non-tab page; the label then stays until a tab page shows,
 * so a refusal is expected and ignored. A page named by its content (a task's title) passes that
 * `title`, which stands in for the translated one.
 */
export function applyChrome(t: Translate, titleKey: Parameters<Translate>[0], title = ''): void {
  Taro.setNavigationBarTitle({ title: title || t(titleKey) }).catch(() => undefined)
  TABS.forEach((tab, index) => {
    Taro.setTabBarItem({ index, text: t(tab.textKey) }).catch(() => undefined)
  })
}

/** Scrolls the page to its end, where a conversation's newest line is. */
export function scrollToEnd(): void {
  Taro.pageScrollTo({ scrollTop: 1_000_000, duration: 200 }).catch(() => undefined)
}
