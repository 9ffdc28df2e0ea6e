import Taro from '@tarojs/taro'
import type { DeviceStorage } from '@peilian/shared'

/**
 * WeChat local storage as a string key/value store. `getStorageSync` answers `''` for a missing key,
 * so an empty string reads back as absent — stores never persist an empty string on purpose.
 */
export const taroStorage: DeviceStorage = {
  getItem(name) {
    const value: unknown = Taro.getStorageSync(name)
    return typeof value === 'string' && value !== '' ? value : null
  },
  setItem(name, value) {
    Taro.setStorageSync(name, value)
  },
  removeItem(name) {
    Taro.removeStorageSync(name)
  },
}
