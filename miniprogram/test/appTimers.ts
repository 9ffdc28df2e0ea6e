/**
 * WeChat ends an app's timers with the app; in the simulator every app shares Node's, so an
 * interval a closed app left running (the online heartbeat) would call the next app's `wx`.
 * Tracks the intervals started while an app is open; the returned function clears them and puts
 * the original `setInterval` back.
 */
export function trackAppIntervals(): () => void {
  const original = globalThis.setInterval
  const started = new Set<ReturnType<typeof setInterval>>()
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const id = original(...args)
    started.add(id)
    return id
  }) as typeof setInterval
  return () => {
    globalThis.setInterval = original
    for (const id of started) clearInterval(id)
  }
}
