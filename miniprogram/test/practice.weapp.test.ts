import { endpointPath, practiceScenarioListResponseSchema, practiceSessionResponseSchema, PCM_FRAME_MAX_BYTES, type StoredUser } from '@peilian/shared'
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startFakeTencentAsr, type FakeTencentAsr } from '@peilian/server/testing'
import { demoScenarioCopy, demoScenarioWithSounds, userIdOf } from '@peilian/server/testing'
import { sessionStorage } from './factories'
import { bridgeSocketsTo, bridgeTo, callApi, signIn, startRealServer, type Bridge, type RealServer, type SocketBridge } from './realServer'
import { holdOverDraft, spokenAnswer, voiceCalls } from './spokenAnswers'
import { press } from './touch'
import { launchWeapp, requireBuiltDist, waitFor, type LaunchOptions, type RenderedPage, type Weapp } from './weappHarness'

// Voice practice in the mini-program against the real server process: socket.io over
// wx.connectSocket (a real WebSocket client in Node underneath), typed and spoken answers
// (RecorderManager PCM frames to the server's recogniser, the fake Tencent ASR), a dropped
// connection rejoining the same session, and the report with the spans its criteria cite.

/** The seeded car-sales flow: answers that walk it to the end, and the customer's replies. */
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。']
const REPLIES = ['我姓李。这车现在什么价格？有没有优惠？', '优惠还不错。那这车保修几年？', '明白了，我回去和家人商量一下，再联系你。']
const SCENARIO = 'SUV展厅接待'
const CHILD_TITLE = '展厅接待演练'
const ROOM = 'pages/practice/room'

let asr: FakeTencentAsr
let server: RealServer
let learner: StoredUser
let scenarioId = ''
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  asr = await startFakeTencentAsr()
  server = await startRealServer({
    env: {
      ASR_PROVIDER: 'tencent',
      TENCENT_ASR_ENDPOINT: asr.url,
      TENCENT_ASR_APP_ID: asr.appId,
      TENCENT_SECRET_ID: asr.secretId,
      TENCENT_SECRET_KEY: asr.secretKey,
      // A model nobody answers for (the discard port): an AI customer's line falls back at once.
      LLM_BASE_URL: 'http://127.0.0.1:9',
      LLM_MODEL: 'unreachable',
    },
  })
  learner = await signIn(server.url, 'learner01')
  const list = await callApi(server.url, 'GET', 'api/trainning/v3/practice/scenarios', { token: learner.token })
  scenarioId = practiceScenarioListResponseSchema.parse(list.body).rows.find((row) => row.name === SCENARIO)?.id ?? ''
  expect(scenarioId).not.toBe('')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await asr?.close()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The app launched with the learner signed in, its requests and sockets going to the real server. */
function launch(options: LaunchOptions = {}, on: RealServer = server, user: StoredUser = learner): { app: Weapp; sockets: SocketBridge; bridge: Bridge } {
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user }), ...options }))
  const bridge = bridgeTo(on)
  return { app, sockets: bridgeSocketsTo(on), bridge }
}

/** The requests for the customer's voice files (`practice.voice`). */
const voiceRequests = (bridge: Bridge) => bridge.requests.filter((request) => /\/voice\/[0-9a-f]{32}$/.test(request.path))
const VOICE_FILE = /^wxfile:\/\/usr\/practice-voice-[0-9a-f]{32}\.mp3$/
/** An MPEG audio frame's sync bits. */
const isMp3 = (bytes: Buffer | undefined) => bytes !== undefined && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0

/** The room of a launch with these options, its session started, once the server offers spoken answers. */
async function roomWithVoice(options: LaunchOptions): Promise<{ app: Weapp; room: RenderedPage }> {
  const { app } = launch(options)
  const room = await startedRoom(app)
  await waitFor(() => room.has('hold-to-talk'), 'the server to offer voice answers')
  return { app, room }
}

/** What became of one InnerAudioContext the app made: its source, loop and volume when it last played, and the calls on it. */
interface MadeContext {
  src: string
  loop: boolean
  volume: number
  plays: number
  pauses: number
  stops: number
  destroyed: boolean
}

/** Records every InnerAudioContext the app makes from now on (call after `launch`). */
function recordContexts(): MadeContext[] {
  const made: MadeContext[] = []
  const wx = (globalThis as unknown as { wx: Record<string, unknown> }).wx
  const create = wx.createInnerAudioContext as () => Record<string, unknown> & { play(): void; pause(): void; stop(): void; destroy(): void }
  wx.createInnerAudioContext = () => {
    const context = create()
    const seen: MadeContext = { src: '', loop: false, volume: 1, plays: 0, pauses: 0, stops: 0, destroyed: false }
    made.push(seen)
    const { play, pause, stop, destroy } = {
      play: context.play.bind(context),
      pause: context.pause.bind(context),
      stop: context.stop.bind(context),
      destroy: context.destroy.bind(context),
    }
    context.play = () => {
      Object.assign(seen, {
        src: String(context.src),
        loop: context.loop === true,
        volume: typeof context.volume === 'number' ? context.volume : 1,
        plays: seen.plays + 1,
      })
      play()
    }
    context.pause = () => void ((seen.pauses += 1), pause())
    context.stop = () => void ((seen.stops += 1), stop())
    context.destroy = () => void ((seen.destroyed = true), destroy())
    return context
  }
  return made
}

/** A started room whose recorder hands over `text` spoken, the recogniser hearing exactly that. */
async function speakingRoom(text: string) {
  const speech = spokenAnswer(asr, text)
  const { app, sockets } = launch({ recording: speech.frames })
  const room = await startedRoom(app)
  return { app, sockets, room, speech, sessionId: app.storage.get(`peilian.practice.running.${scenarioId}`) ?? '' }
}

/** The room of the demo scenario, connected, with a session started and its opening shown. */
async function startedRoom(app: Weapp, scenario = scenarioId): Promise<RenderedPage> {
  const room = await app.renderPage(ROOM, { scenario })
  await waitFor(() => room.has('start') && !room.has('connection'), 'the room to connect', 30_000)
  await room.tap('start')
  // The composer offers hold-to-talk when the server recognises audio, else says why it types only.
  await waitFor(() => room.has('hold-to-talk') || room.has('mic-unsupported'), 'the session to start', 30_000)
  return room
}

/** Switches the composer from hold-to-talk to the keyboard (typing stays on for the room). */
async function keyboard(room: RenderedPage): Promise<void> {
  if (room.has('answer')) return
  await room.tap('input-mode')
  await waitFor(() => room.has('answer'), 'the keyboard')
}

async function type(room: RenderedPage, text: string, reply: string): Promise<void> {
  await keyboard(room)
  await room.input('answer', text)
  await room.tap('send')
  await waitFor(() => room.text().includes(reply), `the customer's reply "${reply}"`, 30_000)
}

/** A published package for the learner whose only child task practises the demo scenario. */
async function scenarioPackage(token: string, learnerId: string): Promise<{ packageId: string; childId: string }> {
  const starttime = Date.now() - 60_000
  const endtime = Date.now() + 24 * 60 * 60 * 1000
  const created = await callApi<{ package: { id: string } }>(server.url, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: '展厅接待训练', passscore: 60, sort: 0, starttime, endtime, range: { users: [learnerId] } },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const packageId = created.body.package.id
  const child = await callApi<{ child: { id: string } }>(server.url, 'POST', `api/admin/task/package/${packageId}/child`, {
    token,
    body: { type: 1, title: CHILD_TITLE, weight: 100, sort: 0, required: 1, starttime, endtime, refs: [{ refid: scenarioId }], settings: {} },
  })
  expect(child.status, JSON.stringify(child.body)).toBe(200)
  const published = await callApi(server.url, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } })
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return { packageId, childId: child.body.child.id }
}

/** Uploads an mp3 as the learner's recording of turn `seq`, as the PWA does (multipart by hand: jsdom's FormData is not Node's). */
async function uploadRecording(sessionId: string, seq: number, mp3: Buffer): Promise<void> {
  const boundary = 'peilian-recording'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="answer.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`),
    mp3,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const path = endpointPath(LEARNER_ENDPOINTS.practice.uploadTurnAudio, { id: sessionId, seq })
  const response = await fetch(`${server.url}/${path}`, {
    method: 'POST',
    headers: { token: learner.token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  expect(response.status, await response.text()).toBe(200)
}

const storedSession = async (id: string, on: RealServer = server, user: StoredUser = learner) =>
  practiceSessionResponseSchema.parse((await callApi(on.url, 'GET', `api/trainning/v3/practice/session/${id}`, { token: user.token })).body).session

/** The report's breakdown: what each part adds sums to the shown total, which is the session's score. */
function expectBreakdownAddsUp(report: RenderedPage): void {
  const parts = [0, 1, 2, 3, 4, 5].filter((index) => report.has(`breakdown-points-${index}`)).map((index) => Number(report.textOf(`breakdown-points-${index}`)))
  expect(parts.length).toBeGreaterThan(0)
  expect(report.textOf('breakdown-total')).toBe(report.textOf('report-score'))
  expect(Math.round(parts.reduce((sum, value) => sum + value * 10, 0))).toBe(Math.round(Number(report.textOf('report-score')) * 10))
}

describe('voice practice in the mini-program', () => {
  test("free practice from the personal centre: typed answers over socket.io, the customer heard, the report citing the learner's words", async () => {
    const { app, sockets, bridge } = launch()
    const mine = await app.renderPage('pages/mine/index')
    expect([mine.attribute('practice-entry', 'aria-role'), mine.attribute('practice-entry', 'aria-label')]).toEqual([
      'button',
      mine.textOf('practice-entry').replace('›', ''),
    ])
    await mine.tap('practice-entry')
    await waitFor(() => app.navigations.length > 0, 'free practice to open')
    expect(app.navigations[0]).toMatchObject({ api: 'navigateTo' })
    expect(app.navigations[0]!.url).toMatch(/^\/pages\/practice\/index/)

    const list = await app.renderPage('pages/practice/index')
    await list.waitForText(SCENARIO)
    expect(list.attribute(`scenario-${scenarioId}`, 'aria-role')).toBe('button')
    expect(list.attribute(`scenario-${scenarioId}`, 'aria-label')).toMatch(new RegExp(`^${SCENARIO}, .*客户：`))
    await list.tap(`scenario-${scenarioId}`)
    await waitFor(() => app.navigations.length > 1, 'the room to open')
    expect(app.navigations[1]!.url).toContain(`/pages/practice/room?scenario=${scenarioId}`)

    const room = await startedRoom(app)
    // socket.io's websocket transport over wx.connectSocket, the language as the handshake's header.
    // (The personal centre's live notices have a socket of their own, which names no language.)
    const practiceSockets = sockets.sockets.filter((socket) => socket.header['Accept-Language'] !== undefined)
    expect(practiceSockets).toHaveLength(1)
    expect(practiceSockets[0]!.url).toMatch(/\/socket\.io\/\?EIO=4&transport=websocket/)
    expect(practiceSockets[0]!.header).toEqual({ 'Accept-Language': 'zh-CN' })
    // The opening line came as the URL of its voice file: downloaded with the session's headers (the
    // route refuses a request without them), written under its content key, played by an InnerAudioContext.
    await waitFor(() => app.audioPlays.length > 0, 'the opening line to play')
    expect(app.audioPlays[0]).toMatch(VOICE_FILE)
    expect(isMp3(app.files.get(app.audioPlays[0]!))).toBe(true)
    expect(voiceRequests(bridge)).toHaveLength(1)
    // Heard on an iPhone whose mute switch is on, too.
    expect(app.audioOptions).toEqual([{ obeyMuteSwitch: false }])

    for (const [index, answer] of ANSWERS.entries()) await type(room, answer, REPLIES[index]!)
    // Each new line brought the page down to it.
    expect(app.pageScrolls.length).toBeGreaterThanOrEqual(ANSWERS.length + 1)
    await waitFor(() => room.has('open-report'), 'the flow to finish', 30_000)
    const sessionId =
      practiceSockets[0]!.sent
        .map(String)
        .join('\n')
        .match(/"sessionId":"([^"]+)"/)?.[1] ?? ''
    expect((await storedSession(sessionId)).turns.map((turn) => turn.text)).toEqual(ANSWERS)

    await room.tap('open-report')
    await waitFor(() => app.navigations.length > 2, 'the report to open')
    expect(app.navigations[2]).toMatchObject({ api: 'redirectTo' })
    expect(app.navigations[2]!.url).toContain(`/pages/practice/report?session=${sessionId}`)

    const report = await app.renderPage('pages/practice/report', { session: sessionId, scenario: scenarioId })
    await waitFor(() => report.has('report-score'), 'the report', 30_000)
    expect(report.textOf('report-passed')).toBe('通过')
    expect(Number(report.textOf('report-score'))).toBeGreaterThanOrEqual(60)
    expect(report.textOf('report-completeness')).toContain('100')
    expect(report.text()).toContain('流程已完成')
    for (const dimension of ['completeness', 'turnscore', 'keywords', 'polite']) expect(report.has(`dimension-${dimension}`)).toBe(true)
    // The first answer's criteria, each beside the span of the sentence it cites.
    const criteria = [0, 1, 2, 3, 4].filter((index) => report.has(`criterion-1-${index}`)).map((index) => report.textOf(`criterion-1-${index}`))
    expect(criteria).toContain('命中关键词欢迎“欢迎”')
    expect(criteria.some((line) => line.startsWith('礼貌用语') && line.includes('“您好”'))).toBe(true)
    expect(report.textOf('report-turn-1')).toContain(ANSWERS[0])

    // Replaying the customer's reply plays its audio again.
    const played = app.audioPlays.length
    await report.tap('play-r1-0')
    await waitFor(() => app.audioPlays.length === played + 1, 'the replay')
    expect(app.audioPlays.at(-1)).toMatch(VOICE_FILE)

    // How the total is made: each rule item with its weight, the points adding up to the total.
    expectBreakdownAddsUp(report)
    // The template rule's items, 语速音量 among them, in the reader's language.
    const names = ['关键词40%', '流程完整度30%', '礼貌用语20%', '语速音量10%']
    names.forEach((item, index) => expect(report.textOf(`breakdown-${index}`).startsWith(item)).toBe(true))
    for (const [language, items] of [
      ['zh-TW', ['關鍵詞40%', '流程完整度30%', '禮貌用語20%', '語速音量10%']],
      ['en', ['Keywords40%', 'Flow completeness30%', 'Politeness20%', 'Pace and volume10%']],
    ] as const) {
      const settings = await app.renderPage('pages/mine/index')
      await settings.tap(`language-${language}`)
      // The language is applied once its strings have come from the server, a round trip like the report's.
      await waitFor(() => String(settings.attribute(`language-${language}`, 'class')).includes('--active'), `the ${language} strings`, 30_000)
      const again = await app.renderPage('pages/practice/report', { session: sessionId, scenario: scenarioId })
      await waitFor(() => again.has('report-score'), `the report in ${language}`, 30_000)
      items.forEach((item, index) => expect(again.textOf(`breakdown-${index}`).startsWith(item)).toBe(true))
    }
  }, 120_000)

  test("a report opened after a relaunch downloads the customer's line from the server and plays it", async () => {
    const first = launch()
    const room = await startedRoom(first.app)
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    const sessionId = first.app.storage.get(`peilian.practice.running.${scenarioId}`) ?? ''
    expect(sessionId).not.toBe('')
    // The run's lines have played (the opening and the reply) before it closes: a clip still on its way
    // would otherwise play in the next run's WeChat and be taken for its download.
    await waitFor(() => first.app.audioPlays.length === 2, 'the run to have said its lines', 30_000)
    first.app.close()

    // A fresh app run: no audio of the live session at hand.
    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    const bridge = bridgeTo(server)
    const report = await app.renderPage('pages/practice/report', { session: sessionId })
    await waitFor(() => report.has('play-r1-0') && report.has('play-ro0'), "the report's customer lines", 30_000)
    await report.tap('play-r1-0')
    await waitFor(() => app.audioPlays.length === 1, 'the downloaded reply to play', 30_000)
    const audioPath = endpointPath(LEARNER_ENDPOINTS.practice.lineAudio, { id: sessionId, turn: 1, index: 0 })
    expect(bridge.requests.filter((request) => request.path === audioPath)).toHaveLength(1)
    const played = app.audioPlays[0]!
    expect(played).toMatch(/^wxfile:\/\/usr\/practice-line-\d+\.mp3$/)
    expect(isMp3(app.files.get(played))).toBe(true)
    expect(app.files.get(played)!.length).toBeGreaterThan(4_000)

    // Played again from the file kept for the app's run; the opening line has its own download.
    await report.tap('play-r1-0')
    await waitFor(() => app.audioPlays.length === 2, 'the replay')
    expect(app.audioPlays[1]).toBe(played)
    expect(bridge.requests.filter((request) => request.path === audioPath)).toHaveLength(1)
    await report.tap('play-ro0')
    await waitFor(() => app.audioPlays.length === 3, 'the opening line to play', 30_000)
    expect(app.audioPlays[2]).not.toBe(played)
    expect(report.has('play-error-ro0')).toBe(false)
  }, 120_000)

  test('a line heard in an earlier run plays from the file kept then, with no download', async () => {
    const first = launch()
    await startedRoom(first.app)
    await waitFor(() => first.app.audioPlays.length > 0, 'the opening line to play')
    const heard = first.app.audioPlays[0]!
    expect(voiceRequests(first.bridge)).toHaveLength(1)
    const storage = Object.fromEntries([...first.app.storage].filter(([key]) => !key.startsWith('peilian.practice.running.')))
    const files = new Map(first.app.files)
    first.app.close()

    // A new session of the same scenario in a new run: its opening is the same file.
    const { app, bridge } = launch({ storage, files })
    await startedRoom(app)
    await waitFor(() => app.audioPlays.length > 0, 'the opening line to play')
    expect(app.audioPlays[0]).toBe(heard)
    expect(voiceRequests(bridge)).toEqual([])
  }, 120_000)

  test("the report plays the learner's own recording of a turn through an InnerAudioContext, downloaded once; one that cannot load says so", async () => {
    const first = launch()
    const room = await startedRoom(first.app)
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    await type(room, ANSWERS[1]!, REPLIES[1]!)
    const sessionId = first.app.storage.get(`peilian.practice.running.${scenarioId}`) ?? ''
    await waitFor(() => first.app.audioPlays.length === 3, 'the run to have said its lines', 30_000)
    first.app.close()
    // The PWA's upload of what the learner said in turn 1 (an mp3: a frame sync, then its bytes).
    const recording = Buffer.concat([Buffer.from([0xff, 0xf3, 0x14, 0xc4]), Buffer.alloc(4000, 0x55)])
    await uploadRecording(sessionId, 1, recording)

    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    const bridge = bridgeTo(server)
    const report = await app.renderPage('pages/practice/report', { session: sessionId })
    await waitFor(() => report.has('recording-1'), "the turn's recording", 30_000)
    expect(report.has('recording-2')).toBe(false)
    expect(report.textOf('recording-1')).toBe('播放我的录音')

    await report.tap('recording-1')
    await waitFor(() => app.audioPlays.length === 1, 'the recording to play', 30_000)
    const played = app.audioPlays[0]!
    expect(played).toMatch(/^wxfile:\/\/usr\/practice-line-\d+\.mp3$/)
    expect(app.files.get(played)).toEqual(recording)
    // The shim's clip ends at once: the toggle offers play again.
    await waitFor(() => report.textOf('recording-1') === '播放我的录音', 'the recording to end')
    await report.tap('recording-1')
    await waitFor(() => app.audioPlays.length === 2, 'the replay')
    expect(app.audioPlays[1]).toBe(played)
    const audioPath = endpointPath(LEARNER_ENDPOINTS.practice.turnAudio, { id: sessionId, seq: 1 })
    expect(bridge.requests.filter((request) => request.path === audioPath)).toHaveLength(1)
    expect(report.has('recording-error-1')).toBe(false)

    // Without a connection, a report opened afresh cannot load the recording: it says so and plays nothing.
    app.close()
    const offline = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    bridgeTo(server).network = (request) => (request.path === audioPath ? 'offline' : 'online')
    const again = await offline.renderPage('pages/practice/report', { session: sessionId })
    await waitFor(() => again.has('recording-1'), "the turn's recording", 30_000)
    await again.tap('recording-1')
    await waitFor(() => again.has('recording-error-1'), 'the failure', 30_000)
    expect(again.textOf('recording-error-1')).toBe('网络不可用，请检查网络后重试')
    expect(again.textOf('recording-1')).toBe('播放我的录音')
    expect(offline.audioPlays).toEqual([])
  }, 120_000)

  test('a dropped connection shows "reconnecting", rejoins the same session with practice:join and goes on', async () => {
    const { app, sockets } = launch()
    const room = await startedRoom(app)
    await type(room, ANSWERS[0]!, REPLIES[0]!)

    sockets.dropAll()
    await room.waitForText('网络连接已断开，正在重新连接…')
    // socket.io may need more than one attempt on a loaded machine: the last socket is the live one.
    const seen = () =>
      `the socket to reconnect (sockets open: ${sockets.sockets.map((socket) => socket.open).join(', ')}; connection line: ${room.has('connection') ? room.textOf('connection') : 'none'})`
    await waitFor(() => sockets.sockets.length >= 2 && sockets.sockets.at(-1)!.open && !room.has('connection'), seen, 30_000)
    await waitFor(() => sockets.sockets.at(-1)!.sent.some((message) => String(message).includes('"practice:join"')), 'the rejoin')

    await type(room, ANSWERS[1]!, REPLIES[1]!)

    // Pause and resume (within the 30-minute limit) keep the session.
    await room.tap('pause')
    await waitFor(() => room.has('resume'), 'the pause')
    expect(room.text()).toContain('练习已暂停，30分钟内可以继续')
    await room.tap('resume')
    await waitFor(() => room.has('pause') && !room.has('paused'), 'the resume')

    const ids = new Set(
      sockets.sockets.flatMap((socket) =>
        [
          ...socket.sent
            .map(String)
            .join('\n')
            .matchAll(/"sessionId":"([^"]+)"/g),
        ].map((match) => match[1]),
      ),
    )
    expect(ids.size).toBe(1)
    const stored = await storedSession([...ids][0]!)
    expect(stored.status).toBe('running')
    expect(stored.turns.map((turn) => turn.text)).toEqual(ANSWERS.slice(0, 2))
  }, 120_000)

  test('reopening the scenario resumes its running session (kept in WeChat storage)', async () => {
    const { app } = launch()
    const room = await startedRoom(app)
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    const kept = app.storage.get(`peilian.practice.running.${scenarioId}`) ?? ''
    expect(kept).not.toBe('')
    room.unload()

    const again = await app.renderPage(ROOM, { scenario: scenarioId })
    await waitFor(() => again.text().includes(REPLIES[0]!), 'the same session back', 30_000)
    expect(again.has('start')).toBe(false)
    expect(again.text()).toContain(ANSWERS[0])
    expect((await storedSession(kept)).turns).toHaveLength(1)
  }, 120_000)

  test("a scenario that rings: its ringtone's context plays before the opening, the ambience's loops at 0.2, and both are gone at the end", async () => {
    const ownerToken = (await signIn(server.url, 'owner01')).token
    const sounds = await demoScenarioWithSounds(server.url, ownerToken, '来电演练')
    const { app } = launch()
    const contexts = recordContexts()
    const room = await startedRoom(app, sounds.scenarioId)
    await waitFor(() => app.audioPlays.some((src) => VOICE_FILE.test(src)), 'the opening line to play', 30_000)
    await waitFor(() => contexts.some((context) => context.loop && context.plays > 0), 'the ambience to play', 30_000)

    // Downloaded with the session's headers (the route refuses a request without them) under the audio's id, then played.
    const ringtone = `wxfile://usr/practice-sound-${sounds.ringtoneId}.wav`
    const ambience = `wxfile://usr/practice-sound-${sounds.ambienceId}.wav`
    expect(app.files.get(ringtone)?.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(app.files.get(ambience)?.subarray(0, 4).toString('latin1')).toBe('RIFF')
    // The ringtone first, once; the customer's opening after it.
    expect(app.audioPlays[0]).toBe(ringtone)
    expect(app.audioPlays.filter((src) => src === ringtone)).toHaveLength(1)
    expect(app.audioPlays.findIndex((src) => VOICE_FILE.test(src))).toBeGreaterThan(0)
    const [ringing] = contexts.filter((context) => context.src === ringtone)
    expect(ringing).toMatchObject({ loop: false, plays: 1, destroyed: true })
    const looping = contexts.filter((context) => context.src === ambience)
    expect(looping).toHaveLength(1)
    expect(looping[0]).toMatchObject({ loop: true, volume: 0.2, destroyed: false })
    // Never more than the ringtone, the ambience and the customer's line at once.
    expect(contexts.filter((context) => !context.destroyed).length).toBeLessThanOrEqual(3)

    await type(room, ANSWERS[0]!, REPLIES[0]!)
    await room.tap('end')
    await waitFor(() => app.navigations.some((call) => call.api === 'redirectTo' && call.url.includes('practice/report')), 'the report to open', 30_000)
    await waitFor(() => looping[0]!.destroyed, 'the ambience to stop')
    expect(looping[0]!.stops).toBeGreaterThan(0)
    expect(app.audioPlays.filter((src) => src === ringtone)).toHaveLength(1)
  }, 120_000)

  test('ending before the flow does asks first, on a modal WeChat shows, then submits and opens the report', async () => {
    const { app } = launch()
    const room = await startedRoom(app)
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    await room.tap('end')
    await waitFor(() => app.navigations.some((call) => call.api === 'redirectTo' && call.url.includes('practice/report')), 'the report to open', 30_000)
    expect(app.modals.map((modal) => modal.content)).toEqual(['确定结束并提交本次练习吗？'])
  }, 120_000)

  test('a scenario child task opens the room from the task, practises bound to the task and the task shows it passed', async () => {
    const ownerToken = (await signIn(server.url, 'owner01')).token
    const { packageId, childId } = await scenarioPackage(ownerToken, await userIdOf(server.url, ownerToken, 'learner01'))
    const { app } = launch()
    const task = await app.renderPage('pages/task/index', { id: packageId })
    await waitFor(() => task.has(`child-${childId}`), 'the scenario child')
    await task.tap(`child-${childId}`)
    await waitFor(() => app.navigations.length > 0, 'the room to open')
    const opened = new URL(`https://app${app.navigations[0]!.url}`)
    expect(opened.pathname).toBe(`/${ROOM}`)
    const query = Object.fromEntries([...opened.searchParams].filter(([key]) => key !== '__key_'))
    expect(query).toEqual({ scenario: scenarioId, package: packageId, child: childId, title: CHILD_TITLE })

    const room = await app.renderPage(ROOM, Object.fromEntries(Object.entries(query).map(([key, value]) => [key, encodeURIComponent(value)])))
    expect(room.textOf('task-title')).toBe(`任务：${CHILD_TITLE}`)
    await waitFor(() => app.titles.at(-1) === CHILD_TITLE, 'the room titled with the task, not free practice')
    await waitFor(() => room.has('start') && !room.has('connection'), 'the room to connect', 30_000)
    await room.tap('start')
    await waitFor(() => room.has('hold-to-talk'), 'the session to start', 30_000)
    for (const [index, answer] of ANSWERS.entries()) await type(room, answer, REPLIES[index]!)
    await waitFor(() => room.has('open-report'), 'the flow to finish', 30_000)
    // A task's session is not kept as the scenario's free practice.
    expect(app.storage.has(`peilian.practice.running.${scenarioId}`)).toBe(false)

    const detail = await callApi<{ children: { id: string; status: number; score: number | null }[] }>(
      server.url,
      'GET',
      `api/trainning/v3/task/${packageId}`,
      { token: learner.token },
    )
    expect(detail.body.children.find((child) => child.id === childId)).toMatchObject({ status: 2 })
  }, 120_000)

  test("hold to talk: RecorderManager PCM frames stream to the server's recogniser, the partial text shows, and on release the recognised text is the answer", async () => {
    const { app, sockets, room, speech } = await speakingRoom(ANSWERS[0]!)
    const recording = speech.frames
    expect(room.textOf('hold-to-talk')).toBe('按住说话')

    const finger = await press(room, 'hold-to-talk')
    await waitFor(() => room.textOf('hold-to-talk') === '松开发送，上滑取消', 'the hold label')
    await waitFor(() => app.recorder.framesSent === recording.length, 'the recording', 30_000)
    expect(app.authorizations).toEqual(['scope.record'])
    expect(app.recorder.starts[0]).toMatchObject({ format: 'PCM', sampleRate: 16000, numberOfChannels: 1 })
    await waitFor(() => room.has('voice-draft') && ANSWERS[0]!.startsWith(room.textOf('voice-draft')), 'the partial text')
    // A slide short of the line still sends.
    await finger.slide(40)
    expect(room.textOf('hold-to-talk')).toBe('松开发送，上滑取消')
    await finger.lift()
    await waitFor(() => room.text().includes(REPLIES[0]!), "the spoken answer's reply", 30_000)

    const frames = sockets.sockets[0]!.sent.filter((message): message is Buffer => Buffer.isBuffer(message))
    expect(frames.every((frame) => frame.length <= PCM_FRAME_MAX_BYTES)).toBe(true)
    expect(Buffer.concat(frames)).toEqual(speech.pcm)
    expect(app.recorder.stops).toBe(1)
    expect(voiceCalls(sockets)).toEqual(['practice:voiceStart', 'practice:voiceEnd'])
    expect(room.text()).toContain(ANSWERS[0])
  }, 120_000)

  test('a spoken answer slid up past the line and released is discarded unheard: no turn on the server, the draft as it was, and the keyboard still sends', async () => {
    const { app, sockets, room, speech, sessionId } = await speakingRoom(ANSWERS[0]!)
    const recording = speech.frames
    const finger = await holdOverDraft(app, room, '您好', recording.length)
    await finger.slide(90)
    await waitFor(() => room.textOf('hold-to-talk') === '松开手指，取消发送', 'the hold label')
    await finger.lift()
    await waitFor(() => voiceCalls(sockets).includes('practice:voiceCancel'), 'the discard')
    await waitFor(() => room.has('voice-draft') && room.textOf('voice-draft') === '您好', 'the draft put back')
    expect(room.textOf('hold-to-talk')).toBe('按住说话')
    expect(app.recorder.stops).toBe(1)
    expect(voiceCalls(sockets)).toEqual(['practice:voiceStart', 'practice:voiceCancel'])
    // The recogniser was never asked for its final text.
    expect(asr.sessions.at(-1)).toMatchObject({ ended: false })
    expect((await storedSession(sessionId)).turns).toEqual([])

    await keyboard(room)
    expect(room.attribute('answer', 'value')).toBe('您好')
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    expect((await storedSession(sessionId)).turns.map((turn) => turn.text)).toEqual([ANSWERS[0]])
  }, 120_000)

  test('a recording the phone takes the touch from (an incoming call: touchcancel) is discarded unheard', async () => {
    const { app, sockets, room, speech, sessionId } = await speakingRoom(ANSWERS[0]!)
    const recording = speech.frames

    const finger = await press(room, 'hold-to-talk')
    await waitFor(() => app.recorder.framesSent === recording.length && room.has('voice-draft'), 'the partial text')
    await finger.taken()
    await waitFor(() => voiceCalls(sockets).includes('practice:voiceCancel'), 'the discard')
    await waitFor(() => !room.has('voice-draft'), 'the empty draft put back')
    expect(room.textOf('hold-to-talk')).toBe('按住说话')
    expect(voiceCalls(sockets)).not.toContain('practice:voiceEnd')
    expect((await storedSession(sessionId)).turns).toEqual([])
  }, 120_000)

  test('a free-talk line the AI customer could not say is the scripted one, with the notice', async () => {
    const owner = await signIn(server.url, 'owner01')
    const exported = await fetch(`${server.url}/api/admin/material/scene/${scenarioId}/export`, { headers: { token: owner.token } })
    const scenario = (await exported.json()) as { name: string; flow: { nodes: { id: string; freetalk?: boolean }[] } }
    scenario.name = '展厅接待（AI 客户）'
    for (const node of scenario.flow.nodes) if (node.id === 'c-enter') node.freetalk = true
    const created = await callApi<{ scene: { id: string } }>(server.url, 'POST', 'api/admin/material/scene', { token: owner.token, body: { scenario } })
    expect(created.status, JSON.stringify(created.body)).toBe(200)

    const { app } = launch()
    const room = await startedRoom(app, created.body.scene.id)
    await waitFor(() => room.has('llm-fallback-o0'), "the AI customer's notice", 30_000)
    expect(room.textOf('llm-fallback-o0')).toBe('智能客户暂时无法回应，已使用标准话术')
    expect(room.text()).toContain('你好，我随便看看这款途岳。')
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    expect(room.has('llm-fallback-1-0')).toBe(false)
  }, 120_000)

  test("a refused microphone permission shows the spec's message and typing goes on", async () => {
    const { app, room } = await roomWithVoice({ authorize: 'deny' })

    const finger = await press(room, 'hold-to-talk')
    await waitFor(() => room.has('voice-notice'), 'the refusal')
    await finger.lift()
    expect(room.textOf('voice-notice')).toBe('请先开启录音权限')
    expect(app.recorder.starts).toEqual([])
    await type(room, ANSWERS[0]!, REPLIES[0]!)

    // WeChat will not ask again: the way back is the settings page, and then the microphone works.
    await room.tap('mic-settings')
    await waitFor(() => !room.has('voice-notice') && !room.has('mic-settings'), 'the microphone allowed again')
    expect(app.settingsOpened).toBe(1)
    await room.tap('input-mode')
    await waitFor(() => room.has('hold-to-talk'), 'hold-to-talk again')
    const again = await press(room, 'hold-to-talk')
    await waitFor(() => app.recorder.starts.length === 1, 'the recorder to start')
    await again.taken()
  }, 120_000)

  test('the first recording asks for the privacy guide: declined, nothing records; agreed, the microphone opens', async () => {
    const { app, room } = await roomWithVoice({ privacy: 'ask' })

    const finger = await press(room, 'hold-to-talk')
    await waitFor(() => room.has('privacy-popup'), 'the privacy prompt')
    await room.tap('privacy-contract')
    expect(app.privacyContractsOpened).toBe(1)
    await room.tap('privacy-disagree')
    await waitFor(() => room.has('voice-notice'), 'the refusal')
    await finger.lift()
    expect(room.textOf('voice-notice')).toBe('需要同意隐私保护指引才能录音')
    expect(room.has('mic-settings')).toBe(false)
    expect(app.recorder.starts).toEqual([])

    const again = await press(room, 'hold-to-talk')
    await waitFor(() => room.has('privacy-popup'), 'the privacy prompt again')
    await room.dispatch('privacy-agree', 'agreeprivacyauthorization')
    await waitFor(() => app.recorder.starts.length === 1, 'the recorder to start')
    expect(room.has('privacy-popup')).toBe(false)
    await again.taken()
  }, 120_000)
})

// Its own server: moving a server's clock half an hour on would break the recogniser's signed
// requests (and every later test) on the shared one.
describe('the 30-minute pause limit', () => {
  let clockServer: RealServer
  let clockScenarioId = ''
  let clockLearner: StoredUser

  beforeAll(async () => {
    clockServer = await startRealServer({ movableClock: true })
    clockLearner = await signIn(clockServer.url, 'learner01')
    const list = await callApi(clockServer.url, 'GET', 'api/trainning/v3/practice/scenarios', { token: clockLearner.token })
    clockScenarioId = practiceScenarioListResponseSchema.parse(list.body).rows.find((row) => row.name === SCENARIO)?.id ?? ''
    expect(clockScenarioId).not.toBe('')
  }, 120_000)

  afterAll(async () => {
    await clockServer?.stop()
  })

  test('resuming after the 30-minute pause limit is refused, offering restart or end and submit', async () => {
    const { app } = launch({}, clockServer, clockLearner)
    const room = await startedRoom(app, clockScenarioId)
    // This server recognises no audio (the default configuration): no microphone, and the learner is told why.
    await waitFor(() => room.has('mic-unsupported'), 'the note that recognition is not set up')
    expect(room.textOf('mic-unsupported')).toBe('此处无法识别语音：请输入文字回答，或请管理员配置语音识别')
    expect(room.has('hold-to-talk') || room.has('input-mode')).toBe(false)
    await type(room, ANSWERS[0]!, REPLIES[0]!)
    const first = app.storage.get(`peilian.practice.running.${clockScenarioId}`) ?? ''
    await room.tap('pause')
    await waitFor(() => room.has('resume'), 'the pause')
    await clockServer.passHalfAnHour()

    await room.tap('resume')
    await waitFor(() => room.has('restart') && room.has('expired-end'), "the refusal's choices")
    expect(room.textOf('practice-error')).toContain('30')
    expect((await storedSession(first, clockServer, clockLearner)).status).toBe('paused')

    // Restart: a new session of the scenario, from its opening.
    await room.tap('restart')
    await waitFor(() => room.has('answer') && !room.text().includes(ANSWERS[0]!), 'the new session', 30_000)
    // The room keeps the shown session for a relaunch once it has rendered it.
    const kept = () => app.storage.get(`peilian.practice.running.${clockScenarioId}`) ?? ''
    await waitFor(() => kept() !== first, 'the new session kept for a relaunch')
    const second = kept()
    expect(second).not.toBe(first)

    // End and submit after the limit: the session is scored and its report opens.
    await room.tap('pause')
    await waitFor(() => room.has('resume'), 'the second pause')
    await clockServer.passHalfAnHour()
    await room.tap('resume')
    await waitFor(() => room.has('expired-end'), 'the second refusal')
    await room.tap('expired-end')
    await waitFor(() => app.navigations.some((navigation) => navigation.api === 'redirectTo'), 'the report')
    expect(app.navigations.find((navigation) => navigation.api === 'redirectTo')!.url).toContain(`/pages/practice/report?session=${second}`)
    expect((await storedSession(second, clockServer, clockLearner)).status).toBe('finished')
  }, 120_000)
})

describe("the scenario's special rules in the mini-program room", () => {
  const OPENING = '你好，我随便看看这款途岳。'
  const STILL_THERE = '您好，还在吗？'
  const ALERT = '不好意思，我没太听明白，您能再说一遍吗？'
  /** The session calls the room sent over its socket, by event name (socket.io text packets). */
  const sentEvents = (sockets: SocketBridge) =>
    sockets.sockets.flatMap((socket) =>
      socket.sent
        .filter((frame): frame is string => typeof frame === 'string')
        .map((frame) => /^42\d*\["([^"]+)"/.exec(frame)?.[1])
        .filter(Boolean),
    )

  test('has the customer ask after the learner stays silent (practice:silence), and turns a run-out answer time into a timed-out turn (practice:timeout)', async () => {
    const owner = await signIn(server.url, 'owner01')
    const silent = await demoScenarioCopy(server.url, owner.token, '静默规则演练', (rules) => {
      rules.silence = { ...rules.silence, enabled: true, timeoutSeconds: 2, maxTriggers: 1 }
      rules.nonStandard = { ...rules.nonStandard, answerTimeoutSeconds: 0 }
    })
    const timed = await demoScenarioCopy(server.url, owner.token, '答题时限演练', (rules) => {
      rules.silence = { ...rules.silence, enabled: false }
      rules.nonStandard = { ...rules.nonStandard, enabled: true, answerTimeoutSeconds: 3, firstAlertAt: 1, maxAnswers: 3, onExceeded: 'continue' }
    })

    const first = launch()
    const room = await startedRoom(first.app, silent)
    await waitFor(() => room.text().includes(OPENING) && room.text().includes(STILL_THERE), 'the customer to ask after the silence', 30_000)
    expect(sentEvents(first.sockets)).toContain('practice:silence')
    expect(sentEvents(first.sockets)).not.toContain('practice:timeout')
    first.app.close()

    const second = launch()
    const timedRoom = await startedRoom(second.app, timed)
    await waitFor(() => timedRoom.text().includes('（回答超时）') && timedRoom.text().includes(ALERT), 'the timed-out turn and the alert', 30_000)
    expect(sentEvents(second.sockets)).toContain('practice:timeout')
    expect(sentEvents(second.sockets)).not.toContain('practice:silence')

    // The last step's answer said at the first jumps over the steps between to the end; the report adds up and says why.
    await type(timedRoom, ANSWERS[2]!, REPLIES[2]!)
    const sessionId =
      second.sockets.sockets[0]!.sent.map(String)
        .join('\n')
        .match(/"sessionId":"([^"]+)"/)?.[1] ?? ''
    const report = await second.app.renderPage('pages/practice/report', { session: sessionId })
    await waitFor(() => report.has('breakdown-total'), 'the report', 30_000)
    expectBreakdownAddsUp(report)
    expect(report.textOf('report-passed')).toBe('未通过')
    expect(report.textOf('report-failreason')).toBe('低于及格分')
    expect(report.textOf('report-reason')).toBe('已到达结束节点（部分节点未作答）')
    expect(report.textOf('reason-1-timeout')).toBe('超时未回答，记 0 分')
    expect(report.text()).toMatch(/跳过的节点：[^（]+（被跨节点回答越过，记 0 分）/)
    expect(report.textOf('reason-2-said')).toBe('说到的关键词：三年、十万')
  }, 90_000)
})
