import Taro from '@tarojs/taro'
import type { CustomerAudio, PracticeCustomerLine, ReplayPlayer } from '@peilian/shared'

/**
 * The customer's audio as the live session sent it (stored lines keep text only), written to the
 * mini-program's user data folder so an InnerAudioContext can play it, and kept for the app's run
 * so a line can be replayed in the transcript and the report. One clip per text and emotion: the
 * server voices the same line the same way.
 */
const clips = new Map<string, string>()
const notices = new Map<string, string>()
let written = 0

const keyOf = (line: Pick<PracticeCustomerLine, 'text' | 'emotion'>) => `${line.emotion}|${line.text}`

export function keepAudio(lines: readonly PracticeCustomerLine[]): void {
  for (const line of lines) {
    if (line.audio?.base64) {
      const key = keyOf(line)
      if (clips.has(key)) continue
      written += 1
      const path = `${Taro.env.USER_DATA_PATH}/practice-line-${written}.${line.audio.format}`
      try {
        Taro.getFileSystemManager().writeFileSync(path, line.audio.base64, 'base64')
        clips.set(key, path)
      } catch {
        // The user data folder is full: the line stays text only.
      }
    } else if (line.notice) notices.set(keyOf(line), line.notice)
  }
}

export function noticeOf(line: Pick<PracticeCustomerLine, 'text' | 'emotion' | 'notice'>): string | null {
  return line.notice ?? notices.get(keyOf(line)) ?? null
}

export function audioOf(line: Pick<PracticeCustomerLine, 'text' | 'emotion'>): string | null {
  return clips.get(keyOf(line)) ?? null
}

/** Stored lines' audio downloaded from the server, as files kept for the app's run (a failure is not kept). */
const downloaded = new Map<string, Promise<string>>()

/**
 * The audio of a stored line for a report or transcript opened later (docs/practice.md "Replaying
 * the customer"), or of the learner's own recording, downloaded once per `key` and written to the
 * user data folder: the server voices the line again the same way, and a recording never changes.
 */
export function lineClip(key: string, download: () => Promise<ArrayBuffer>): Promise<string> {
  let clip = downloaded.get(key)
  if (!clip) {
    clip = download().then((bytes) => {
      const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength))
      const format = String.fromCharCode(...head) === 'RIFF' ? 'wav' : 'mp3'
      written += 1
      const path = `${Taro.env.USER_DATA_PATH}/practice-line-${written}.${format}`
      Taro.getFileSystemManager().writeFileSync(path, bytes)
      return path
    })
    downloaded.set(key, clip)
    clip.catch(() => downloaded.delete(key))
  }
  return clip
}

let current: Taro.InnerAudioContext | null = null
let optionsSet = false

/**
 * The customer speaks even when an iPhone's mute switch is on (WeChat obeys it by default, and a
 * learner on a muted phone heard nothing): set once, before the first clip.
 */
function playThroughMuteSwitch(): void {
  if (optionsSet) return
  optionsSet = true
  Taro.setInnerAudioOption({ obeyMuteSwitch: false }).catch(() => undefined)
}

/** How a clip's playing ended. */
export type ClipEnd = 'ended' | 'stopped' | 'failed'

/** Plays a clip, stopping the one playing; resolves when it ends, is stopped or cannot play. */
export function playClip(src: string): Promise<ClipEnd> {
  halt()
  playThroughMuteSwitch()
  const context = Taro.createInnerAudioContext()
  current = context
  return new Promise((resolve) => {
    const done = (end: ClipEnd) => () => {
      context.destroy()
      if (current === context) current = null
      resolve(end)
    }
    context.onEnded(done('ended'))
    context.onError(done('failed'))
    context.onStop(done('stopped'))
    context.src = src
    context.play()
  })
}

/** The newest `playLines`: an older list stops playing when a newer one starts. */
let generation = 0

/** Plays the lines just spoken one after another (those with audio); resolves when done, the practice store holding the customer's turn until then. */
export async function playLines(lines: readonly PracticeCustomerLine[]): Promise<void> {
  const mine = ++generation
  for (const line of lines) {
    const src = audioOf(line)
    if (src && mine === generation) await playClip(src)
  }
}

function halt(): void {
  const playing = current
  current = null
  playing?.stop()
}

/** The learner's own recordings as the shared replay store plays them: one clip at a time, the customer's lines included. */
export const recordingPlayer: ReplayPlayer<string> = {
  play: (src, onEnd) => void playClip(src).then((end) => onEnd(end === 'failed')),
  stop: halt,
}

/** Stops every clip and list (the page is left). */
export function stopAudio(): void {
  generation++
  halt()
}

/** The customer's voice as the shared practice store plays it. */
export const customerAudio: CustomerAudio = { keep: keepAudio, play: playLines, stop: stopAudio }
