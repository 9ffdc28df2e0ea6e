import { PCM_FRAME_MAX_BYTES } from '@peilian/shared'
import { speechAudio, type FakeTencentAsr } from '@peilian/server/testing'
import type { SocketBridge } from './realServer'
import { press, type Finger } from './touch'
import { waitFor, type RenderedPage, type Weapp } from './weappHarness'

/** A spoken answer the fake recogniser will hear as its text: its PCM, and WeChat's frames of it. */
export interface SpokenAnswer {
  pcm: Buffer
  /** 3 × 4096 samples each: WeChat's frames need not match the socket's, the app cuts them down. */
  frames: ArrayBuffer[]
}

/** `text` spoken, registered with the fake recogniser so it hears exactly that. */
export function spokenAnswer(asr: FakeTencentAsr, text: string): SpokenAnswer {
  const { pcm } = speechAudio(text)
  asr.register(pcm, text)
  const frames: ArrayBuffer[] = []
  for (let at = 0; at < pcm.length; at += 3 * PCM_FRAME_MAX_BYTES) frames.push(Uint8Array.from(pcm.subarray(at, at + 3 * PCM_FRAME_MAX_BYTES)).buffer)
  return { pcm, frames }
}

/** The voice calls (`<feature>:voiceStart`, `…End`, `…Cancel`) a page sent over its sockets, by event name, in order. */
export function voiceCalls(sockets: SocketBridge): string[] {
  return sockets.sockets
    .flatMap((socket) => socket.sent)
    .map((message) => (typeof message === 'string' ? /^42\d*\["(\w+:voice(?:Start|End|Cancel))"/.exec(message)?.[1] : undefined))
    .filter((event): event is string => event !== undefined)
}

/**
 * Types `draft` on the keyboard, switches back to hold-to-talk and holds it until the recorder has
 * handed over every frame and the partial text has replaced the draft; answers the finger.
 */
export async function holdOverDraft(app: Weapp, page: RenderedPage, draft: string, frames: number): Promise<Finger> {
  await page.tap('input-mode')
  await waitFor(() => page.has('answer'), 'the keyboard')
  await page.input('answer', draft)
  await page.tap('input-mode')
  await waitFor(() => page.has('hold-to-talk'), 'hold-to-talk again')
  const finger = await press(page, 'hold-to-talk')
  await waitFor(() => app.recorder.framesSent === frames && page.has('voice-draft') && page.textOf('voice-draft') !== draft, 'the partial text')
  return finger
}
