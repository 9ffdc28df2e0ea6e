import { useDidHide, useDidShow } from '@tarojs/taro'
import { toast } from '../lib/feedback'
import { holdLive, loadUnread } from '../services/noticeCount'
import { useTranslate } from './useTranslate'

let release: (() => void) | undefined

/**
 * While a signed-in learner has the training centre or the personal centre on screen: the unread
 * count read and the live connection held, each new notice said at once in a toast. One tab page
 * shows at a time, so one hold serves both.
 */
export function useNoticesLive(signedIn: boolean): void {
  const t = useTranslate()
  useDidShow(() => {
    if (!signedIn || release) return
    void loadUnread()
    release = holdLive(() => toast(t('notices.fresh')))
  })
  useDidHide(() => {
    release?.()
    release = undefined
  })
}
