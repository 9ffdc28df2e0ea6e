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

/**
 * When WeChat has downloaded a newer version of the mini-program (it looks at each cold start),
 * asks whether to restart into it now; declined, the new version starts at the next cold start.
 * Older clients without the update manager do nothing.
 */
export function offerUpdates(ask: () => Promise<boolean>): void {
  if (!Taro.canIUse('getUpdateManager')) return
  const manager = Taro.getUpdateManager()
  manager.onUpdateReady(() => {
    void ask().then((restart) => {
      if (restart) manager.applyUpdate()
    })
  })
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
