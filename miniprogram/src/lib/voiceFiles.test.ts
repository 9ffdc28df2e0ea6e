// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest'

// WeChat's storage and user data folder, as the platform answers them.
const wxStorage = new Map<string, unknown>()
const folder = new Map<string, Buffer>()
vi.mock('@tarojs/taro', () => ({
  default: {
    env: { USER_DATA_PATH: 'wxfile://usr' },
    getStorageSync: (key: string) => wxStorage.get(key) ?? '',
    setStorageSync: (key: string, value: unknown) => void wxStorage.set(key, value),
    removeStorageSync: (key: string) => void wxStorage.delete(key),
    getFileSystemManager: () => ({
      writeFileSync: (path: string, data: ArrayBuffer) => void folder.set(path, Buffer.from(data)),
      accessSync: (path: string) => {
        if (!folder.has(path)) throw new Error('accessSync:fail no such file')
      },
      unlinkSync: (path: string) => {
        if (!folder.delete(path)) throw new Error('unlinkSync:fail no such file')
      },
    }),
  },
}))

const { VOICE_FILES_KEPT, voiceFile } = await import('./voiceFiles')

const urlOf = (n: number) => `api/trainning/v3/practice/session/s-${n}/voice/${n.toString(16).padStart(32, '0')}`
const pathOf = (n: number) => `wxfile://usr/practice-voice-${n.toString(16).padStart(32, '0')}.mp3`
const downloads: string[] = []
const download = (url: string) => {
  downloads.push(url)
  return Promise.resolve(new Uint8Array([0xff, 0xf3]).buffer)
}

beforeEach(() => {
  wxStorage.clear()
  folder.clear()
  downloads.length = 0
})

describe('the voice files kept on the phone', () => {
  test('downloads a file once, whatever session names it', async () => {
    expect(await voiceFile(urlOf(1), download)).toBe(pathOf(1))
    expect(await voiceFile(urlOf(1).replace('s-1', 's-2'), download)).toBe(pathOf(1))
    expect(downloads).toEqual([urlOf(1)])
    expect(folder.get(pathOf(1))).toEqual(Buffer.from([0xff, 0xf3]))
  })

  test('keeps the newest files and removes the oldest', async () => {
    for (let n = 1; n <= VOICE_FILES_KEPT + 2; n += 1) await voiceFile(urlOf(n), download)
    expect(folder.size).toBe(VOICE_FILES_KEPT)
    expect(folder.has(pathOf(1)) || folder.has(pathOf(2))).toBe(false)
    // The oldest kept one, used again, becomes the newest: it survives the next file.
    await voiceFile(urlOf(3), download)
    await voiceFile(urlOf(VOICE_FILES_KEPT + 3), download)
    expect([folder.has(pathOf(3)), folder.has(pathOf(4))]).toEqual([true, false])
  })

  test('downloads again a file that was kept but is gone, and keeps nothing of a failed download', async () => {
    await voiceFile(urlOf(1), download)
    folder.clear()
    await voiceFile(urlOf(1), download)
    expect(downloads).toHaveLength(2)
    await expect(voiceFile(urlOf(2), () => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect(folder.has(pathOf(2))).toBe(false)
    expect(await voiceFile(urlOf(2), download)).toBe(pathOf(2))
  })
})
