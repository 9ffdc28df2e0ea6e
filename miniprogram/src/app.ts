import { useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { offerUpdates } from './lib/appLifecycle'
import { confirm } from './lib/feedback'
import { keepLearnerOnline } from './services/online'
import { i18n } from './services/i18nStore'
import { guardPrivacy } from './stores/privacy'
import './app.css'

/** Asks, in the language on screen, whether to restart into the new version WeChat has downloaded. */
function askToRestart(): Promise<boolean> {
  const { t } = i18n.store.getState()
  return confirm(t, t('mini.updateReady'), { confirm: 'mini.restart', cancel: 'common.cancel' })
}

/** The app shell; Taro renders each page as `children`. */
function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    guardPrivacy()
    offerUpdates(askToRestart)
    keepLearnerOnline()
  })
  return children
}

export default App
