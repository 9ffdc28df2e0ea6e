import Taro from '@tarojs/taro'
import { createLineClips, keptLoads, type CustomerAudio, type LineClips, type PracticeCustomerLine, type ReplayPlayer } from '@peilian/shared'
import { voiceFile } from './voiceFiles'

/**
 * The customer's audio (shared `createLineClips`): a live line's voice file is fetched into the user
 * data folder as it arrives (`voiceFiles.ts`: kept across runs, so a line heard before needs no
 * download) and played by an InnerAudioContext; kept per line for the app's run.
 */
let spoken: LineClips<string> | null = null
let written = 0

export const noticeOf = (line: Pick<PracticeCustomerLine, 'text' | 'emotion' | 'notice'>): string | null => spoken?.noticeOf(line) ?? line.notice

/** The live line's voice file, when the session sent the line with audio in this run. */
export const audioOf = (line: Pick<PracticeCustomerLine, 'text' | 'emotion'>): Promise<string> | null => spoken?.live(line) ?? null

/** Stored lines' audio downloaded from the server, as files kept for the app's run (a failure is not kept). */
const downloaded = keptLoads<string>()

/**
 * The audio of a stored line for a report or transcript opened later (docs/practice.md "Replaying
 * the customer"), or of the learner's own recording, downloaded once per `key` and written to the
 * user data folder: the server voices the line again the same way, and a recording never changes.
 */
export function lineClip(key: string, download: () => Promise<ArrayBuffer>): Promise<string> {
  return downloaded(key, () =>
    download().then((bytes) => {
      const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength))
      const format = String.fromCharCode(...head) === 'RIFF' ? 'wav' : 'mp3'
      written += 1
      const path = `${Taro.env.USER_DATA_PATH}/practice-line-${written}.${format}`
      Taro.getFileSystemManager().writeFileSync(path, bytes)
      return path
    }),
  )
}

let current: Taro.InnerAudioContext | null = null
let optionsSet = false

/**
 * The customer speaks even when an iPhone's mute switch is on (WeChat obeys it by default, and a
 * learner on a muted phone heard nothing): set once, before the first clip (the call's ringtone and
 * ambience too, `callAudio.ts`). The option is the whole app's: `mixWithOther` stays WeChat's default
 * (true), so music another app plays goes on under the call rather than being cut.
 */
export function playThroughMuteSwitch(): void {
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
    const src = await audioOf(line)?.catch(() => null)
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

/** The customer's voice as the shared practice store plays it, its files fetched through `download` (the lines kept for the app's run). */
export function customerAudio(download: (url: string) => Promise<ArrayBuffer>): CustomerAudio {
  spoken ??= createLineClips((url) => voiceFile(url, download))
  return { keep: spoken.keep, play: playLines, stop: stopAudio }
}
