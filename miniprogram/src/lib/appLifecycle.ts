import Taro from '@tarojs/taro'

/**
 * Calls `onHide` when the whole mini-program goes to the background and `onShow` when it comes
 * back (WeChat's app events, distinct from one page being covered). Returns the unsubscribe.
 */
export function watchAppVisibility(onHide: () => void, onShow: () => void): () => void {
  const hide = () => onHide()
  const show = () => onShow()
  Taro.onAppHide(hide)
  Taro.onAppShow(show)
  return () => {
    Taro.offAppHide(hide)
    Taro.offAppShow(show)
  }
}

/**
 * Asks the learner to confirm before leaving the page by the back button or gesture (WeChat's
 * `enableAlertBeforeUnload`, base library 2.12+); `null` stops asking. Older clients do nothing.
 */
export function confirmBeforeLeaving(message: string | null): void {
  try {
    if (message) Taro.enableAlertBeforeUnload({ message })
    else Taro.disableAlertBeforeUnload()
  } catch {
    // Not available on this base library: leaving is then not intercepted.
  }
}

/** Ends the pull-down refresh animation of the current page. */
export function stopPullDownRefresh(): void {
  try {
    Taro.stopPullDownRefresh()
  } catch {
    // Nothing to stop (the refresh was started in code).
  }
}

/** Calls `onOnline` whenever the phone regains a connection. Returns the unsubscribe. */
export function watchConnection(onOnline: () => void): () => void {
  const listener = (result: { isConnected: boolean }) => {
    if (result.isConnected) onOnline()
  }
  Taro.onNetworkStatusChange(listener)
  return () => Taro.offNetworkStatusChange(listener)
}
