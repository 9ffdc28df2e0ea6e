import { createTranslator } from '@peilian/shared/i18n'
import { ROUTES, SUBPACKAGES } from './routes'
import { TABS } from './tabs'

// Evaluated at build time into app.json, which cannot change at run time: labels are zh-CN (the
// default) here, and lib/chrome.ts relabels the tab bar when the user picks another language.
const t = createTranslator('zh-CN')

export default defineAppConfig({
  pages: [...TABS.map((tab) => tab.pagePath), ROUTES.login],
  subPackages: SUBPACKAGES.map((pkg) => ({ root: pkg.root, pages: [...pkg.pages] })),
  // Each page initialises only the components it renders, not every one the package declares.
  lazyCodeLoading: 'requiredComponents',
  // WeChat's privacy checks on every base library from 2.32.3, not only since it made them the default:
  // the microphone, the clipboard and the avatar picker wait for the privacy guide's agreement
  // (PrivacyPopup on each page that uses them); the guide in the console declares those three.
  __usePrivacyCheck__: true,
  window: {
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: t('app.name'),
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
  },
  tabBar: {
    color: '#666666',
    selectedColor: '#1677ff',
    backgroundColor: '#ffffff',
    borderStyle: 'black',
    list: TABS.map((tab) => ({
      pagePath: tab.pagePath,
      text: t(tab.textKey),
      iconPath: `assets/tab/${tab.icon}.png`,
      selectedIconPath: `assets/tab/${tab.icon}-active.png`,
    })),
  },
})
