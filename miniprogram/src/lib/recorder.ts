import Taro from '@tarojs/taro'
import { VOICE_SOCKET_AUDIO, type MessageKey } from '@peilian/shared'
import { splitPcmFrame } from './pcmFrames'

/** A recording that could not start or broke off, with the spec's microphone message (§8). */
export class RecorderError extends Error {
  constructor(readonly key: MessageKey) {
    super(key)
  }
}

function errMsgOf(value: unknown): string {
  const errMsg = typeof value === 'object' && value !== null ? (value as { errMsg?: unknown }).errMsg : undefined
  return typeof errMsg === 'string' ? errMsg : ''
}

/**
 * The spec's microphone message for a WeChat failure: refused permission (`authorize:fail auth
 * deny`, `operateRecorder:fail auth deny`), no or a busy device, anything else.
 */
export function recorderErrorKey(error: unknown): MessageKey {
  const message = errMsgOf(error)
  if (/privacy/i.test(message)) return 'practiceLearner.micErrors.privacy'
  if (/auth|permission|denied|deny/i.test(message)) return 'practiceLearner.micErrors.notAllowed'
  if (/not ?found|no device|no microphone/i.test(message)) return 'practiceLearner.micErrors.notFound'
  if (/busy|occupied|in use|interrupt/i.test(message)) return 'practiceLearner.micErrors.unreadable'
  if (/not support|unsupported/i.test(message)) return 'practiceLearner.micErrors.unsupported'
  return 'practiceLearner.micErrors.other'
}

/**
 * Opens the mini-program's settings, where the learner can allow the microphone again (WeChat asks
 * for `scope.record` once: after a refusal `authorize` fails at once, without asking). Must run from
 * a tap. Resolves true when the microphone is allowed on return.
 */
export async function openRecordSetting(): Promise<boolean> {
  try {
    const { authSetting } = await Taro.openSetting()
    return authSetting['scope.record'] === true
  } catch {
    return false
  }
}

export interface Recording {
  /** Stops the microphone; resolves once the last frame has been handed over. */
  stop(): Promise<void>
}

/** Frame size asked of the recorder, in KB: 8 KB is 4096 16-bit samples, one socket frame. */
const FRAME_KB = 8
/** WeChat's longest PCM recording (10 minutes). */
const MAX_DURATION_MS = 600_000

/**
 * Records the microphone as 16 kHz mono 16-bit PCM (docs/practice.md "Voice answers") with
 * WeChat's RecorderManager, handing each frame (cut to at most 4096 samples) to `onFrame`. Asks
 * for `scope.record` first; rejects with a `RecorderError` carrying the spec's message key.
 */
export async function recordPcm(onFrame: (frame: ArrayBuffer) => void): Promise<Recording> {
  try {
    await Taro.authorize({ scope: 'scope.record' })
  } catch (error) {
    throw new RecorderError(recorderErrorKey(error))
  }
  const manager = Taro.getRecorderManager()
  let stopped: (() => void) | null = null
  let failed: ((error: RecorderError) => void) | null = null
  const started = new Promise<void>((resolve, reject) => {
    failed = reject
    manager.onStart(() => resolve())
  })
  manager.onError((error) => failed?.(new RecorderError(recorderErrorKey(error))))
  manager.onFrameRecorded(({ frameBuffer }) => {
    for (const piece of splitPcmFrame(frameBuffer)) onFrame(piece)
  })
  manager.onStop(() => {
    stopped?.()
    stopped = null
  })
  manager.start({
    format: 'PCM',
    sampleRate: VOICE_SOCKET_AUDIO.sampleRate as 16000,
    numberOfChannels: 1,
    encodeBitRate: 48_000,
    frameSize: FRAME_KB,
    duration: MAX_DURATION_MS,
  })
  await started
  let ending: Promise<void> | null = null
  return {
    stop() {
      ending ??= new Promise<void>((resolve) => {
        stopped = resolve
        manager.stop()
      })
      return ending
    },
  }
}
