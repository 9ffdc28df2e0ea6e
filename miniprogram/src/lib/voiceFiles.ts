import Taro from '@tarojs/taro'
import { taroStorage } from './storage'

/**
 * The customer's voice files on the phone (docs/practice.md "Lines and audio"). A live line names
 * its MP3 by a URL whose last segment is the file's content key: the file is downloaded once (with
 * the session's headers: an InnerAudioContext sends none) into the user data folder under that key,
 * so a line heard before — in any session, in this run or an earlier one — plays without a download.
 * The newest `VOICE_FILES_KEPT` are kept (a few megabytes); older ones are removed.
 */
export const VOICE_FILES_KEPT = 80

/** The content keys of the files kept, oldest first. */
const INDEX = 'peilian.practice.voiceFiles'

/** Files being fetched: callers asking for the same one meanwhile share the download. */
const pending = new Map<string, Promise<string>>()

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
const pathOf = (key: string) => `${Taro.env.USER_DATA_PATH}/practice-voice-${key}.mp3`

function keptKeys(): string[] {
  try {
    const kept: unknown = JSON.parse(taroStorage.getItem(INDEX) ?? '[]')
    return Array.isArray(kept) ? kept.filter((key): key is string => typeof key === 'string') : []
  } catch {
    return []
  }
}

/** Whether a file is written at this local path. */
export function isWritten(path: string): boolean {
  try {
    Taro.getFileSystemManager().accessSync(path)
    return true
  } catch {
    return false
  }
}

/** Marks `key` the newest kept file, removing the oldest past the limit. */
function keep(key: string): void {
  const keys = [...keptKeys().filter((kept) => kept !== key), key]
  for (const old of keys.splice(0, Math.max(0, keys.length - VOICE_FILES_KEPT))) {
    try {
      Taro.getFileSystemManager().unlinkSync(pathOf(old))
    } catch {
      // Already gone: nothing to free.
    }
  }
  taroStorage.setItem(INDEX, JSON.stringify(keys))
}

async function fetched(url: string, key: string, download: (url: string) => Promise<ArrayBuffer>): Promise<string> {
  const path = pathOf(key)
  if (!keptKeys().includes(key) || !isWritten(path)) Taro.getFileSystemManager().writeFileSync(path, await download(url))
  keep(key)
  return path
}

/** The local file of a voice file's URL, downloaded through `download` unless it is kept already; one download at a time per file. */
export function voiceFile(url: string, download: (url: string) => Promise<ArrayBuffer>): Promise<string> {
  const key = keyOf(url)
  let file = pending.get(key)
  if (!file) {
    file = fetched(url, key, download)
    pending.set(key, file)
    const settled = () => pending.delete(key)
    file.then(settled, settled)
  }
  return file
}
