import Taro from '@tarojs/taro'
import type { Translate } from '@peilian/shared'
import { TABS } from '../tabs'

/**
 * Writes the translated navigation bar title and tab bar labels. app.json can only hold the zh-CN
 * labels, so every tab page calls this when it shows and whenever the language changes.
 * WeChat refuses tab bar calls on a non-tab page; the label then stays until a tab page shows,
 * so a refusal is expected and ignored.
 */
export function applyChrome(t: Translate, titleKey: Parameters<Translate>[0]): void {
  Taro.setNavigationBarTitle({ title: t(titleKey) }).catch(() => undefined)
  TABS.forEach((tab, index) => {
    Taro.setTabBarItem({ index, text: t(tab.textKey) }).catch(() => undefined)
  })
}
