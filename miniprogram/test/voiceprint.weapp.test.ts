import { PCM_FRAME_MAX_BYTES, type StoredUser } from '@peilian/shared'
import { createTranslator } from '@peilian/shared/i18n'
import { speechAudio, startFakeSpeakerEmbedding, type FakeSpeakerEmbedding } from '@peilian/server/testing'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeSocketsTo, bridgeTo, DEMO_PASSWORD, signIn, startRealServer, type RealServer, type SocketBridge } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type LaunchOptions, type RenderedPage, type Weapp } from './weappHarness'

// Voiceprint registration in the mini-program's personal centre (learner §2.3, §5, §7;
// docs/voiceprint.md "The mini-program") against the real server process, which compares voices
// through a fake speaker-embedding service: the `/vpr` socket over wx.connectSocket, the
// RecorderManager handing over espeak-ng speech, the quality check, the password confirmation, the
// card following it, unbinding.

const t = createTranslator('zh-CN')
const MINE = 'pages/mine/index'
const REGISTRATION = 'pages/practice/voiceprint/index'
const TEXT = '我是本人，正在使用声纹登录陪练平台，请验证我的声音。'

let fake: FakeSpeakerEmbedding
let server: RealServer
let learner: StoredUser
let weapp: Weapp | undefined

/** Speech as WeChat's recorder hands it over: frames of 3 × 4096 samples, which the app cuts to the socket's. */
function framesOf(text: string): ArrayBuffer[] {
  const { pcm } = speechAudio(text, 'cmn')
  const frames: ArrayBuffer[] = []
  for (let at = 0; at < pcm.length; at += 3 * PCM_FRAME_MAX_BYTES) frames.push(Uint8Array.from(pcm.subarray(at, at + 3 * PCM_FRAME_MAX_BYTES)).buffer)
  return frames
}

beforeAll(async () => {
  requireBuiltDist()
  fake = await startFakeSpeakerEmbedding()
  server = await startRealServer({ env: { VOICEPRINT_PROVIDER: 'embedding', VOICEPRINT_EMBEDDING_URL: fake.url } })
  learner = await signIn(server.url, 'learner01')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The app launched with learner01 signed in, its requests and sockets going to the real server. */
function launch(options: LaunchOptions = {}): { app: Weapp; sockets: SocketBridge } {
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }), ...options }))
  bridgeTo(server)
  return { app, sockets: bridgeSocketsTo(server) }
}

/** The personal centre once its voiceprint card has loaded. */
async function personalCentre(app: Weapp): Promise<RenderedPage> {
  const mine = await app.renderPage(MINE)
  await waitFor(() => mine.has('vpr-status'), 'the voiceprint card', 10_000)
  return mine
}

/** The card's register button opens the registration page, connected with the text to read. */
async function openRegistration(app: Weapp, mine: RenderedPage): Promise<RenderedPage> {
  await mine.tap('vpr-register')
  expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: `/${REGISTRATION}` })
  const page = await app.renderPage(REGISTRATION)
  await waitFor(() => page.has('vpr-start') && page.textOf('vpr-text') !== '', 'the text to read', 10_000)
  return page
}

/** Reads aloud: start, the recorder hands over every frame, stop. */
async function readAloud(app: Weapp, page: RenderedPage, frames: number): Promise<void> {
  await page.tap('vpr-start')
  await waitFor(() => page.has('vpr-stop') && app.recorder.framesSent === frames, 'the recording', 10_000)
  await page.tap('vpr-stop')
}

describe('voiceprint registration in the personal centre', () => {
  test('a recording too short comes back with the quality message (200005)', async () => {
    const frames = framesOf('好')
    const { app, sockets } = launch({ recording: frames })
    const mine = await personalCentre(app)
    expect(mine.textOf('vpr-status')).toBe(t('voiceprint.unregistered'))
    expect(mine.has('vpr-unbind')).toBe(false)
    const page = await openRegistration(app, mine)
    // The handshake: the namespace, the flow, the mini-program and the language, with the session's token.
    const handshake = sockets.sockets.flatMap((socket) => socket.sent).find((message) => typeof message === 'string' && message.startsWith('40/vpr,'))
    expect(JSON.parse(String(handshake).slice('40/vpr,'.length))).toEqual({ token: learner.token, type: 'register', from: 'mini', language: 'zh-CN' })
    await readAloud(app, page, frames.length)
    await waitFor(() => page.has('vpr-notice') && page.has('vpr-start'), 'the quality message', 15_000)
    expect(page.textOf('vpr-notice')).toBe(t('voiceprint.status.200005'))
    expect(page.has('vpr-password')).toBe(false)
  })

  test('a refused microphone asks to turn on the recording permission first', async () => {
    const { app } = launch({ authorize: 'deny' })
    const page = await openRegistration(app, await personalCentre(app))
    await page.tap('vpr-start')
    await waitFor(() => page.has('vpr-notice'), 'the microphone message')
    expect(page.textOf('vpr-notice')).toBe('请先开启录音权限')
    expect(page.has('vpr-mic-settings')).toBe(true)
    expect(app.recorder.starts).toEqual([])
  })

  test('registers a voiceprint confirmed by the password, the card then says registered, and unbinding returns it to unregistered', async () => {
    const frames = framesOf(TEXT)
    const { app } = launch({ recording: frames })
    const mine = await personalCentre(app)
    const page = await openRegistration(app, mine)
    await readAloud(app, page, frames.length)
    await waitFor(() => page.has('vpr-password'), 'the confirmation', 15_000)
    await page.tap('vpr-by-sms')
    expect(page.has('vpr-mobile') && page.has('send-code')).toBe(true)
    await page.tap('vpr-by-password')
    await page.input('vpr-password', DEMO_PASSWORD)
    await page.tap('vpr-confirm')
    await waitFor(() => page.has('vpr-outcome'), 'the outcome', 15_000)
    expect(page.textOf('vpr-outcome')).toBe(t('voiceprint.doneRegistered'))
    expect(fake.requests.length).toBeGreaterThan(0)
    await page.tap('vpr-back')
    expect(app.navigations.at(-1)?.api).toBe('navigateBack')
    page.unload()
    mine.show()
    await waitFor(() => mine.textOf('vpr-status').startsWith(t('voiceprint.registered')), 'the card to say registered', 10_000)
    expect(mine.textOf('vpr-register')).toBe(t('voiceprint.reRegister'))

    // Unbinding, confirmed, forgets it.
    await mine.tap('vpr-unbind')
    await waitFor(() => mine.textOf('vpr-status') === t('voiceprint.unregistered'), 'the card to say unregistered', 10_000)
    expect(app.modals.at(-1)?.content).toBe(t('voiceprint.unbindConfirm'))
    expect(mine.has('vpr-unbind')).toBe(false)
    expect(mine.textOf('vpr-register')).toBe(t('voiceprint.register'))
  })
})
