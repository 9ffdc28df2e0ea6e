import Taro from '@tarojs/taro'

/** The synchronous key/value shape shared's stores accept (a subset of its `StorageAdapter`). */
export interface SyncStorage {
  getItem(name: string): string | null
  setItem(name: string, value: string): void
  removeItem(name: string): void
}

/**
 * WeChat local storage as a string key/value store. `getStorageSync` answers `''` for a missing key,
 * so an empty string reads back as absent — stores never persist an empty string on purpose.
 */
export const taroStorage: SyncStorage = {
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
