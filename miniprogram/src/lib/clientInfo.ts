import Taro from '@tarojs/taro'
import type { ClientInfo } from '@peilian/shared'

const SYSTEMS: Record<string, string> = {
  ios: 'iOS',
  android: 'Android',
  ohos: 'HarmonyOS',
  windows: 'Windows',
  mac: 'macOS',
  devtools: 'DevTools',
}

/** The spec's client identity headers for the mini-program: WeChat, the phone's system, `from: mini`. */
export function miniClientInfo(): ClientInfo {
  let platform = ''
  try {
    platform = Taro.getDeviceInfo().platform ?? ''
  } catch {
    // Base libraries before 2.20.1 have no getDeviceInfo; the header is informational only.
  }
  return { browser: 'WeChat', os: SYSTEMS[platform.toLowerCase()] ?? 'Other', from: 'mini' }
}
