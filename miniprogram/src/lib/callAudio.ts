import Taro from '@tarojs/taro'
import type { CallAudio } from '@peilian/shared'
import { watchAppVisibility } from './appLifecycle'
import { playThroughMuteSwitch } from './audio'
import { isWritten } from './voiceFiles'

/**
 * The call's ringtone and ambience in the mini-program (docs/practice.md "Ringtone and ambience");
 * when each plays is the shared store's decision (`callSounds`), this only plays. A sound's wav is
 * downloaded with the session's headers (an InnerAudioContext sends none) into the user data folder
 * as `practice-sound-<audio id>.wav` — an audio's id never names other bytes, so it is kept for good
 * and not downloaded again — and played by an InnerAudioContext of its own: one for the ringtone,
 * destroyed when it ends, one looping for the ambience, destroyed when the call stops. With the
 * customer's line that makes at most three at once (WeChat refuses new ones past 10 on Android and
 * 32 on iOS). They play through the mute switch like the customer (`playThroughMuteSwitch`); the
 * background audio manager is not used. WeChat pauses every InnerAudioContext when the mini-program
 * goes to the background and does not resume them: the ambience is played again when it comes back.
 */

const pathOf = (url: string) => `${Taro.env.USER_DATA_PATH}/practice-sound-${url.slice(url.lastIndexOf('/') + 1)}.wav`

/** Files being fetched: callers asking for the same one meanwhile share the download. */
const pending = new Map<string, Promise<string>>()

/** The local file of a sound's URL, downloaded through `download` unless it is there already. */
function soundFile(url: string, download: (url: string) => Promise<ArrayBuffer>): Promise<string> {
  const path = pathOf(url)
  let file = pending.get(path)
  if (!file) {
    file = isWritten(path)
      ? Promise.resolve(path)
      : download(url).then((bytes) => {
          Taro.getFileSystemManager().writeFileSync(path, bytes)
          return path
        })
    pending.set(path, file)
    const settled = () => pending.delete(path)
    file.then(settled, settled)
  }
  return file
}

/** A context closed once, whichever of its end, error, stop or our own stop comes first. */
function closing(context: Taro.InnerAudioContext, after: () => void): () => void {
  let closed = false
  return () => {
    if (closed) return
    closed = true
    context.destroy()
    after()
  }
}

/** The call's sounds as the shared practice store plays them, their files fetched through `download`. */
export function callAudio(download: (url: string) => Promise<ArrayBuffer>): CallAudio {
  let rings = 0
  let ringer: { close: () => void } | null = null
  let endRing: () => void = () => undefined
  /** The ambience wanted (null: none) and its context once made. */
  let wanted: { url: string; playing: boolean; volume: number } | null = null
  let room: { url: string; context: Taro.InnerAudioContext; close: () => void } | null = null
  let unwatch: (() => void) | null = null

  const closeRoom = () => {
    const current = room
    room = null
    current?.context.stop()
    current?.close()
    unwatch?.()
    unwatch = null
  }

  const makeRoom = (url: string, path: string) => {
    if (!wanted || wanted.url !== url || room) return
    playThroughMuteSwitch()
    const context = Taro.createInnerAudioContext()
    const made = { url, context, close: closing(context, () => undefined) }
    room = made
    context.onError(() => {
      if (room === made) room = null
      made.close()
    })
    context.loop = true
    context.volume = wanted.volume
    context.src = path
    if (wanted.playing) context.play()
    // Back from the background, the paused ambience plays again.
    unwatch ??= watchAppVisibility(
      () => undefined,
      () => {
        if (wanted?.playing) room?.context.play()
      },
    )
  }

  return {
    preload(url) {
      soundFile(url, download).catch(() => undefined)
    },
    ring(url) {
      const mine = ++rings
      endRing()
      return new Promise<void>((resolve) => {
        let settled = false
        const done = () => {
          if (settled) return
          settled = true
          resolve()
        }
        endRing = done
        soundFile(url, download).then((path) => {
          if (mine !== rings) return done()
          playThroughMuteSwitch()
          const context = Taro.createInnerAudioContext()
          const close = closing(context, () => {
            if (ringer?.close === close) ringer = null
            done()
          })
          ringer = { close }
          context.onEnded(close)
          context.onError(close)
          context.onStop(close)
          context.src = path
          context.play()
        }, done)
      })
    },
    loop(url, volume) {
      if (room && room.url !== url) closeRoom()
      wanted = { url, playing: true, volume }
      if (room) {
        room.context.volume = volume
        room.context.play()
        return
      }
      soundFile(url, download).then(
        (path) => makeRoom(url, path),
        () => undefined,
      )
    },
    hold() {
      if (wanted) wanted = { ...wanted, playing: false }
      room?.context.pause()
    },
    stop() {
      rings++
      const ringing = ringer
      ringer = null
      ringing?.close()
      const ended = endRing
      endRing = () => undefined
      ended()
      wanted = null
      closeRoom()
    },
  }
}
