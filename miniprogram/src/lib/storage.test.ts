// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createSessionStore } from '@peilian/shared'

// WeChat's storage semantics: a missing key reads as ''.
const wxStorage = new Map<string, unknown>()
vi.mock('@tarojs/taro', () => ({
  default: {
    getStorageSync: (key: string) => wxStorage.get(key) ?? '',
    setStorageSync: (key: string, value: unknown) => void wxStorage.set(key, value),
    removeStorageSync: (key: string) => void wxStorage.delete(key),
  },
}))

const { taroStorage } = await import('./storage')

beforeEach(() => {
  wxStorage.clear()
})

describe('taroStorage', () => {
  test('reads a missing key as null, not as the empty string WeChat returns', () => {
    expect(taroStorage.getItem('absent')).toBeNull()
  })

  test('round-trips string values and removes them', () => {
    taroStorage.setItem('k', '{"a":1}')
    expect(taroStorage.getItem('k')).toBe('{"a":1}')
    taroStorage.removeItem('k')
    expect(taroStorage.getItem('k')).toBeNull()
  })

  test('ignores a non-string value another writer left under the key', () => {
    wxStorage.set('k', { a: 1 })
    expect(taroStorage.getItem('k')).toBeNull()
  })

  test('persists the shared session store and restores it in a new store', () => {
    createSessionStore({ storage: taroStorage }).getState().setLanguage('zh-TW')
    expect(createSessionStore({ storage: taroStorage }).getState()).toMatchObject({ language: 'zh-TW', hydrated: true })
  })
})
