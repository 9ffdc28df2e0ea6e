import { faqDrillResponseSchema, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startFakeTencentAsr, userIdOf, type FakeTencentAsr } from '@peilian/server/testing'
import { sessionStorage } from './factories'
import { bridgeSocketsTo, bridgeTo, callApi, signIn, startRealServer, type Bridge, type RealServer, type SocketBridge } from './realServer'
import { holdOverDraft, spokenAnswer, voiceCalls } from './spokenAnswers'
import { press } from './touch'
import { launchWeapp, requireBuiltDist, waitFor, type LaunchOptions, type RenderedPage, type Weapp } from './weappHarness'

// Quick Q&A in the mini-program against the real server process: free practice from the personal
// centre and a task's drill from the task page; the customer asks each question aloud (its audio
// downloaded and played), the learner answers by typing or speaking (RecorderManager frames to
// the server's recogniser, the fake Tencent ASR), sees the score at once, and the summary at the end.
// An answer given without a connection waits on the phone and is sent on "重试".

const FAQ_PAGE = 'pages/practice/faq/index'
const CHILD_TITLE = '售后问答快练'
/** Two questions of the task's drill, with answers that hit every keyword. */
const TASK_FAQS = [
  { question: '新车首保在多少公里？', answer: '新车首保在五千公里或者六个月，先到为准。', keywords: '五千公里,六个月' },
  { question: '保养可以预约上门取车吗？', answer: '可以预约上门取车，市区免费。', keywords: '预约,上门' },
]
/** The smallest PNG: one transparent pixel. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

let asr: FakeTencentAsr
let server: RealServer
let learner: StoredUser
let owner: StoredUser
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
    },
  })
  owner = await signIn(server.url, 'owner01')
  learner = await signIn(server.url, 'learner01')
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
function launch(options: LaunchOptions = {}): { app: Weapp; bridge: Bridge; sockets: SocketBridge } {
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }), ...options }))
  return { app, bridge: bridgeTo(server), sockets: bridgeSocketsTo(server) }
}

/** The question on screen once its audio has played and the answer time runs, hold-to-talk offered (this server recognises audio). */
async function answering(page: RenderedPage): Promise<string> {
  await waitFor(() => page.has('countdown') && page.has('question-text') && page.has('hold-to-talk'), 'the answer time', 30_000)
  return page.textOf('question-text')
}

/** Free practice at its first question's answer time, the recorder handing over `text` spoken and the recogniser hearing exactly that. */
async function speakingDrill(text: string) {
  const speech = spokenAnswer(asr, text)
  const { app, bridge, sockets } = launch({ recording: speech.frames })
  const page = await app.renderPage(FAQ_PAGE)
  await answering(page)
  return { app, bridge, sockets, page, speech }
}

/** Switches the answer from hold-to-talk to the keyboard. */
async function keyboard(page: RenderedPage): Promise<void> {
  await page.tap('input-mode')
  await waitFor(() => page.has('answer'), 'the keyboard')
}

/** Types an answer to the question on screen and waits for its score. */
async function typeAnswer(page: RenderedPage, text: string): Promise<void> {
  await answering(page)
  await keyboard(page)
  await page.input('answer', text)
  await page.tap('send')
  await waitFor(() => page.has('feedback'), 'the feedback', 30_000)
}

/** Goes on from the feedback, to the next question or (after the last) to the summary. */
async function goOn(page: RenderedPage): Promise<void> {
  await page.tap('next')
  await waitFor(() => !page.has('feedback'), 'the next question or the summary', 30_000)
}

const drillOf = async (id: string) =>
  faqDrillResponseSchema.parse((await callApi(server.url, 'GET', `api/trainning/v3/faq/drill/${id}`, { token: learner.token })).body).drill

/** The drill id the page's calls named (the question audio's path carries it). */
const drillIdOf = (bridge: Bridge) => /faq\/drill\/([^/]+)\/question\//.exec(bridge.requests.map((request) => request.path).join('\n'))?.[1] ?? ''

/** A question of the bank, created through the admin API, with an image when given. */
async function bankQuestion(values: (typeof TASK_FAQS)[number], image = ''): Promise<string> {
  const body = { ...values, images: image ? [{ path: image, description: '保养手册第3页' }] : [] }
  const created = await callApi<{ faq: { id: string } }>(server.url, 'POST', 'api/admin/v3/faq', { token: owner.token, body })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.faq.id
}

/** The image a question shows, uploaded as the back office does (multipart by hand: jsdom's FormData is not Node's). */
async function uploadImage(): Promise<string> {
  const boundary = 'peilian-faq-image'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="manual.png"\r\nContent-Type: image/png\r\n\r\n`),
    PIXEL,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const response = await fetch(`${server.url}/api/admin/v3/faq/image`, {
    method: 'POST',
    headers: { token: owner.token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  const answer = (await response.json()) as { path?: string }
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return answer.path ?? ''
}

/** A published package for the learner whose only child is a quick Q&A of the two questions. */
async function faqPackage(faqIds: string[]): Promise<{ packageId: string; childId: string }> {
  const starttime = Date.now() - 60_000
  const endtime = Date.now() + 24 * 60 * 60 * 1000
  const token = owner.token
  const range = { users: [await userIdOf(server.url, token, 'learner01')] }
  const created = await callApi<{ package: { id: string } }>(server.url, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: '售后服务训练', passscore: 60, sort: 0, starttime, endtime, range },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const packageId = created.body.package.id
  const settings = { source: 'list', count: 2, passscore: 60, answerseconds: 60, thinkingseconds: 0 }
  const child = await callApi<{ child: { id: string } }>(server.url, 'POST', `api/admin/task/package/${packageId}/child`, {
    token,
    body: { type: 3, title: CHILD_TITLE, weight: 100, sort: 0, required: 1, starttime, endtime, refs: faqIds.map((refid) => ({ refid })), settings },
  })
  expect(child.status, JSON.stringify(child.body)).toBe(200)
  const published = await callApi(server.url, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } })
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return { packageId, childId: child.body.child.id }
}

describe('quick Q&A in the mini-program', () => {
  test('free practice from the personal centre: the question asked aloud, a typed answer scored at once, the summary, and a new drill', async () => {
    const { app, bridge } = launch()
    const mine = await app.renderPage('pages/mine/index')
    await mine.tap('faq-entry')
    await waitFor(() => app.navigations.length > 0, 'quick Q&A to open')
    expect(app.navigations[0]).toMatchObject({ api: 'navigateTo', url: `/${FAQ_PAGE}` })

    const page = await app.renderPage(FAQ_PAGE)
    await answering(page)
    // The question's audio was fetched with the learner's session and played from a file.
    const drillId = drillIdOf(bridge)
    expect(drillId).not.toBe('')
    expect(app.audioPlays).toHaveLength(1)
    expect(app.files.get(app.audioPlays[0]!)?.length).toBeGreaterThan(1000)
    await waitFor(() => app.titles.at(-1) === '快问快答', 'the title of free practice')
    const total = Number(/第1\/(\d+)题/.exec(page.textOf('progress'))?.[1])
    expect(total).toBe(10)

    await typeAnswer(page, '本月购车有厂家补贴，还送保养')
    expect(page.textOf('score')).toMatch(/^\d+分$/)
    expect(page.textOf('your-answer')).toBe('本月购车有厂家补贴，还送保养')
    expect(page.textOf('standard')).not.toBe('')
    expect(page.has('matched') && page.has('missed')).toBe(true)
    expect(page.textOf('next')).toBe('下一题')
    for (let index = 1; index < total; index += 1) {
      await goOn(page)
      await waitFor(() => page.textOf('progress') === `第${index + 1}/${total}题`, `question ${index + 1}`, 30_000)
      await typeAnswer(page, '这个我回去确认一下再答复您')
    }
    expect(page.textOf('next')).toBe('查看结果')
    await goOn(page)

    await waitFor(() => page.has('summary'), 'the summary', 30_000)
    expect(page.textOf('total')).toMatch(/^\d+分$/)
    expect(page.textOf('summary-answer-1')).toBe('本月购车有厂家补贴，还送保养')
    expect([...Array(total).keys()].every((index) => page.has(`summary-${index + 1}`))).toBe(true)
    const stored = await drillOf(drillId)
    expect(stored).toMatchObject({ status: 1, childtaskid: '' })
    expect(stored.answers).toHaveLength(total)
    expect(stored.answers.every((answer) => answer.mode === 'typed')).toBe(true)
    expect(page.textOf('total')).toBe(`${stored.score}分`)

    // Free practice offers another drill, drawn anew.
    const firstQuestions = () => bridge.requests.filter((request) => /question\/1\/audio$/.test(request.path)).map((request) => request.path)
    await page.tap('again')
    await waitFor(() => firstQuestions().length === 2, 'a new drill asking its first question', 30_000)
    expect(firstQuestions()[1]).not.toBe(firstQuestions()[0])
    await answering(page)
    expect(page.textOf('progress')).toBe(`第1/${total}题`)
  }, 180_000)

  test("a task's drill opens from the task page, keeps an answer through a lost connection, and counts toward the task", async () => {
    const image = await uploadImage()
    const faqIds = [await bankQuestion(TASK_FAQS[0]!, image), await bankQuestion(TASK_FAQS[1]!, image)]
    const { packageId, childId } = await faqPackage(faqIds)
    const { app, bridge } = launch()
    const task = await app.renderPage('pages/task/index', { id: packageId })
    await waitFor(() => task.has(`child-${childId}`), 'the quick Q&A child')
    expect(task.text()).toContain('快问快答 · 必修')
    await task.tap(`child-${childId}`)
    await waitFor(() => app.navigations.length > 0, 'the drill to open')
    expect(app.navigations[0]!.url).toBe(`/${FAQ_PAGE}?childtaskid=${childId}`)

    const page = await app.renderPage(FAQ_PAGE, { childtaskid: childId })
    await waitFor(() => app.titles.at(-1) === CHILD_TITLE, 'the drill titled with the task')
    const standardOf = (question: string) => TASK_FAQS.find((faq) => faq.question === question)!.answer

    // The first answer is given without a connection: it waits on the phone until "重试".
    const first = await answering(page)
    expect(String(page.attribute('question-image-0', 'src'))).toBe(`http://localhost:3000/${image.replace(/^\/+/, '')}`)
    expect(page.text()).toContain('保养手册第3页')
    const drillId = drillIdOf(bridge)
    bridge.network = (request) => (request.method === 'POST' && /\/answer\/\d+$/.test(request.path) ? 'offline' : 'online')
    await keyboard(page)
    await page.input('answer', standardOf(first))
    await page.tap('send')
    await waitFor(() => page.has('offline'), 'the offline notice')
    expect(page.text()).toContain('网络连接中断，回答已保存在本机，连接恢复后自动提交')
    expect(app.storage.get(`peilian.faq.pending.${drillId}.${learner.id}`)).toContain(standardOf(first))
    bridge.network = () => 'online'
    await page.tap('retry-send')
    await waitFor(() => page.has('feedback'), 'the kept answer scored', 30_000)
    expect(page.textOf('score')).toBe('100分')
    expect(page.textOf('missed')).toBe('无')
    expect(page.textOf('standard')).toBe(standardOf(first))
    expect(app.storage.has(`peilian.faq.pending.${drillId}.${learner.id}`)).toBe(false)

    await goOn(page)
    await typeAnswer(page, standardOf(await answering(page)))
    await goOn(page)
    await waitFor(() => page.has('summary'), 'the summary', 30_000)
    expect(page.textOf('verdict')).toBe('通过')
    expect(page.textOf('total')).toBe('100分')
    expect(page.text()).toContain('及格分：60分')
    // A task's drill offers the way back to the task, not another drill.
    expect(page.has('again')).toBe(false)
    await page.tap('back')
    await waitFor(() => app.navigations.some((navigation) => navigation.api === 'navigateBack'), 'back to the task')

    const detail = await callApi<{ children: { id: string; status: number; score: number | null }[] }>(
      server.url,
      'GET',
      `api/trainning/v3/task/${packageId}`,
      {
        token: learner.token,
      },
    )
    expect(detail.body.children.find((child) => child.id === childId)).toMatchObject({ status: 2, score: 100 })
  }, 180_000)

  test("hold to talk: RecorderManager PCM frames stream to the server's recogniser over faq:voiceFrame, the partial text shows, and on release the recognised text is scored", async () => {
    const spoken = '本月购车可享受厂家补贴五千元，还送两次免费保养'
    const { app, bridge, sockets, page, speech } = await speakingDrill(spoken)
    const recording = speech.frames
    expect(page.textOf('hold-to-talk')).toBe('按住说话')

    const finger = await press(page, 'hold-to-talk')
    await waitFor(() => page.textOf('hold-to-talk') === '松开发送，上滑取消', 'the hold label')
    await waitFor(() => app.recorder.framesSent === recording.length, 'the recording', 30_000)
    expect(app.recorder.starts[0]).toMatchObject({ format: 'PCM', sampleRate: 16000, numberOfChannels: 1 })
    await waitFor(() => page.has('voice-draft') && spoken.startsWith(page.textOf('voice-draft')), 'the partial text')
    await finger.lift()
    await waitFor(() => page.has('feedback'), "the spoken answer's score", 30_000)
    expect(page.textOf('your-answer')).toBe(spoken)

    const sent = sockets.sockets.flatMap((socket) => socket.sent)
    const frames = sent.filter((message): message is Buffer => Buffer.isBuffer(message))
    expect(Buffer.concat(frames)).toEqual(speech.pcm)
    expect(voiceCalls(sockets)).toEqual(['faq:voiceStart', 'faq:voiceEnd'])
    const stored = await drillOf(drillIdOf(bridge))
    expect(stored.answers).toMatchObject([{ seq: stored.questions[0]!.seq, mode: 'voice', text: spoken }])
  }, 180_000)

  test('a spoken answer slid up to cancel, or taken away by the phone, is discarded unheard: nothing scored, the draft as it was; the keyboard still sends', async () => {
    const spoken = '这个月买车有五千元补贴'
    const { app, bridge, sockets, page, speech } = await speakingDrill(spoken)
    const recording = speech.frames
    const finger = await holdOverDraft(app, page, '先写下的半句', recording.length)
    await finger.slide(40)
    expect(page.textOf('hold-to-talk')).toBe('松开发送，上滑取消')
    await finger.slide(90)
    await waitFor(() => page.textOf('hold-to-talk') === '松开手指，取消发送', 'the hold label')
    await finger.lift()
    await waitFor(() => voiceCalls(sockets).includes('faq:voiceCancel'), 'the discard')
    await waitFor(() => page.has('voice-draft') && page.textOf('voice-draft') === '先写下的半句', 'the draft put back')
    expect(app.recorder.stops).toBe(1)

    // An incoming call takes the touch away while the learner speaks: discarded the same way.
    const again = await press(page, 'hold-to-talk')
    await waitFor(() => app.recorder.framesSent === 2 * recording.length, 'the second recording')
    await again.taken()
    await waitFor(() => voiceCalls(sockets).filter((call) => call === 'faq:voiceCancel').length === 2, 'the second discard')
    await waitFor(() => page.has('voice-draft') && page.textOf('voice-draft') === '先写下的半句', 'the draft put back again')
    expect(page.textOf('hold-to-talk')).toBe('按住说话')
    expect(voiceCalls(sockets)).not.toContain('faq:voiceEnd')
    expect(page.has('feedback')).toBe(false)
    expect((await drillOf(drillIdOf(bridge))).answers).toEqual([])

    await keyboard(page)
    expect(page.attribute('answer', 'value')).toBe('先写下的半句')
    await page.input('answer', '先写下的半句，再补上五千元补贴')
    await page.tap('send')
    await waitFor(() => page.has('feedback'), 'the typed answer scored', 30_000)
    expect((await drillOf(drillIdOf(bridge))).answers).toMatchObject([{ mode: 'typed', text: '先写下的半句，再补上五千元补贴' }])
  }, 180_000)
})
