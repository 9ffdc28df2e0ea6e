import { examResultResponseSchema, examStartResponseSchema, examTokenResponseSchema, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { keptLocale } from './locales'
import { publishedExam, userIdOf, type PublishedExam } from '@peilian/server/testing'
import { bridgeTo, callApi, signIn, startRealServer, type Bridge, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// The learner's loss-proof exam in the mini-program against the real server: every answer is in
// WeChat storage the moment it is given and synced with idempotent saves; answers given without a
// connection survive the app being killed, sync when the connection returns, and the submission
// scores every one of them.

const EXAM = 'pages/exam/index'
const TITLE = '门店接待结业考试'
let server: RealServer
let learner: StoredUser
let ownerToken = ''
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer()
  ownerToken = (await signIn(server.url, 'owner01')).token
  learner = await signIn(server.url, 'learner01')
  expect(learner.id).toBe(await userIdOf(server.url, ownerToken, 'learner01'))
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The app launched with the learner signed in (and the storage a previous launch left), talking to the real server. */
function launch(storage: Record<string, string> = sessionStorage({ user: learner }), privacy?: 'agreed' | 'ask'): { app: Weapp; bridge: Bridge } {
  const app = (weapp = launchWeapp({ storage, privacy }))
  return { app, bridge: bridgeTo(server) }
}

const learnerApi = <T>(path: string) => callApi<T>(server.url, 'GET', path, { token: learner.token })
const isSave = (request: { path: string }) => /\/save$/.test(request.path)

async function answerChoice(page: RenderedPage, ...ids: string[]): Promise<void> {
  for (const id of ids) await page.tap(`choice-${id}`)
}

describe('the exam page', () => {
  let exam: PublishedExam

  beforeAll(async () => {
    exam = await publishedExam(server.url, ownerToken, learner.id, TITLE)
  }, 60_000)

  test('opens from the task detail, starts with one light call on the paper kept at the cover, keeps answers through a lost connection and a killed app, and submits for the right score', async () => {
    const { app, bridge } = launch()
    const task = await app.renderPage('pages/task/index', { id: exam.packageId })
    await waitFor(() => task.has(`child-${exam.childId}`), 'the exam child task')
    await task.tap(`child-${exam.childId}`)
    await waitFor(() => app.navigations.length > 0, 'the exam page to open')
    expect(app.navigations[0]?.url).toBe(`/pages/exam/index?id=${exam.childId}`)

    const page = await app.renderPage(EXAM, { id: exam.childId })
    await waitFor(() => page.has('start'), 'the cover')
    expect(page.text()).toContain('共4题，总分100分，考试时长30分钟，及格分60分')
    expect(page.text()).toContain('剩余考试次数：')
    // The cover kept the sealed paper; the start names it and the questions open from the phone's copy.
    await waitFor(() => app.storage.has(`peilian.examPaper.${learner.id}.${exam.childId}`), 'the paper kept on the phone')
    await page.tap('start')
    await waitFor(() => page.has('taking'), 'the first question')
    expect(page.text()).toContain(`${TITLE}：单选`)
    expect(page.text()).toMatch(/30:00|29:5\d/)
    const starts = bridge.requests.filter((request) => request.path.endsWith(`${exam.childId}/start`))
    const { version } = JSON.parse(app.storage.get(`peilian.examPaper.${learner.id}.${exam.childId}`) ?? '{}') as { version: string }
    expect(starts.map((request) => request.query.get('paperversion'))).toEqual([version])

    await answerChoice(page, 'A')
    await page.waitForText('已同步')
    await page.tap('next')
    await page.waitForText(`${TITLE}：多选`)
    await answerChoice(page, 'A', 'C')
    await page.waitForText('所有答案已保存')

    // The connection drops: the next answers wait in the phone's outbox.
    bridge.network = (request) => (isSave(request) ? 'offline' : 'online')
    await page.tap('next')
    await page.waitForText(`${TITLE}：判断`)
    await answerChoice(page, 'A')
    await page.waitForText('1个答案等待网络同步')
    expect(page.text()).toContain('未同步')
    await page.tap('sheet-4')
    await page.waitForText(`${TITLE}：填空`)
    await page.input('fill-0', '北京')
    await page.input('fill-1', '上海')
    await page.waitForText('2个答案等待网络同步')
    await waitFor(() => page.text().includes('网络已断开'), 'the offline notice')

    const key = examTokenResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/token/${exam.childId}`)).body).key
    const outboxKey = `peilian.examAnswers.${learner.id}.${exam.childId}.${key}`
    const kept = JSON.parse(app.storage.get(outboxKey) ?? '{}') as { answers: { questionid: string; synced: boolean }[] }
    expect(kept.answers.map(({ questionid, synced }) => [questionid, synced]).sort()).toEqual([
      ['0', true],
      ['1', true],
      ['2', false],
      ['3', false],
    ])

    // The app is killed while offline and opened again, still offline: the page opens from the phone's copy.
    const left = Object.fromEntries(app.storage)
    app.close()
    weapp = undefined
    const again = launch(left)
    again.bridge.network = () => 'offline'
    const reopened = await again.app.renderPage(EXAM, { id: exam.childId })
    await waitFor(() => reopened.has('taking'), 'the attempt from the phone')
    expect(reopened.text()).toContain('2个答案等待网络同步')
    await reopened.tap('sheet-4')
    await reopened.waitForText(`${TITLE}：填空`)
    expect([reopened.attribute('fill-0', 'value'), reopened.attribute('fill-1', 'value')]).toEqual(['北京', '上海'])
    await reopened.tap('sheet-2')
    await reopened.waitForText('已同步')

    // The connection returns: the outbox is sent, and the server holds every answer.
    again.bridge.network = () => 'online'
    again.app.reconnect()
    await reopened.waitForText('所有答案已保存')
    const held = examStartResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/${exam.childId}/start?key=${key}`)).body)
    expect(Object.fromEntries(held.attempt.answers.map((answer) => [answer.questionid, [...answer.choices, ...answer.fills]]))).toEqual({
      '0': ['A'],
      '1': ['A', 'C'],
      '2': ['A'],
      '3': ['北京', '上海'],
    })

    // The submission's answer is lost on the way back; pressing submit again is the same submission.
    again.bridge.network = (request) => (request.path.endsWith('/submit') ? 'lostResponse' : 'online')
    await reopened.tap('submit')
    await waitFor(() => again.app.toasts.length > 0, 'the failed submission')
    expect(again.app.modals.at(-1)?.content).toContain('交卷后不能修改答案，确定交卷吗？')
    again.bridge.network = () => 'online'
    await reopened.tap('submit')
    await waitFor(() => reopened.has('result'), 'the result')
    expect(reopened.text()).toContain('得分 100')
    expect(reopened.text()).toContain('通过 · 及格分 60')
    expect(reopened.text()).toContain('答对4题，已答4/4题')
    expect(reopened.has('review-3')).toBe(true)
    expect(reopened.text()).toContain('你的答案: A, C')
    expect(reopened.text()).toContain('你的答案: 北京, 上海')
    // One correct-answer line per question, none of them empty.
    expect(reopened.textOf('review-0').match(/正确答案: [^正]*/g)).toEqual(['正确答案: A'])
    expect(reopened.textOf('review-1').match(/正确答案: [^正]*/g)).toEqual(['正确答案: A, C'])
    expect(reopened.textOf('review-3').match(/正确答案: [^正]*/g)).toEqual(['正确答案: 北京,上海'])
    // A true/false question is answered in its options' words.
    expect(reopened.textOf('review-2')).toContain('你的答案: 正确')
    expect(reopened.textOf('review-2')).toContain('正确答案: 正确')
    // The attempt history (`.../logs`) under the result; the learner handed this paper in.
    expect(reopened.textOf('history-1')).toMatch(/^第1次 · \d{4}-\d\d-\d\d \d\d:\d\d得分 100 · 通过$/)
    expect(reopened.has('time-up')).toBe(false)
    // Forwarded to a chat, the card says the score and opens the recipient's own training centre;
    // the print link is the PWA's printable result at the server's origin, to open on a computer.
    expect(await reopened.share('share-result')).toEqual({ title: `我在《${TITLE}》中得了100分`, path: '/pages/center/index' })
    await reopened.tap('print-link')
    expect(again.app.clipboard.at(-1)).toBe(`http://localhost:3000/#/user/dashboard/print?id=${exam.childId}`)
    // Waited for among the notices: it shows once WeChat confirms the copy, and on a busy machine a
    // background call may time out and say so after it.
    await waitFor(() => again.app.toasts.includes('打印链接已复制，请在电脑浏览器中打开并打印'), 'the print link copied')
    const submits = again.bridge.requests.filter((request) => request.path.endsWith('/submit'))
    expect(submits.map((request) => request.mode)).toEqual(['lostResponse', 'online'])
    const submitIds = submits.map((request) => (JSON.parse(request.body) as { answer: { saveid: string } }).answer.saveid)
    expect(submitIds[0]).toBe(submitIds[1])

    const result = examResultResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/${exam.childId}/result`)).body)
    expect(result).toMatchObject({ score: 100, passed: true, submittedBy: 'learner', answeredCount: 4, correctCount: 4 })
    const logs = await learnerApi<{ rows: { status: string; score: number | null }[] }>(`api/trainning/v3/exampaper/${exam.childId}/logs`)
    expect(logs.body.rows).toEqual([expect.objectContaining({ status: 'submitted', score: 100 })])
    // Nothing is left waiting on the phone once the server settled the attempt.
    await waitFor(() => !again.app.storage.has(outboxKey), 'the outbox to be cleared')
    const detail = await again.app.renderPage('pages/task/index', { id: exam.packageId })
    await detail.waitForText('得分 100')
  }, 120_000)

  test('reopens on the question the learner was on, and reviews a true/false answer and an empty blank in words', async () => {
    const placed = await publishedExam(server.url, ownerToken, learner.id, '门店接待复习测验')
    const { app } = launch()
    const page = await app.renderPage(EXAM, { id: placed.childId })
    await waitFor(() => page.has('start'), 'the cover')
    await page.tap('start')
    await waitFor(() => page.has('taking'), 'the first question')
    await page.tap('next')
    await page.tap('next')
    await page.waitForText('门店接待复习测验：判断')
    await answerChoice(page, 'B')
    await page.waitForText('所有答案已保存')

    // The app is killed and opened again: the exam opens on the third question, not the first.
    const left = Object.fromEntries(app.storage)
    app.close()
    weapp = undefined
    const again = launch(left)
    const reopened = await again.app.renderPage(EXAM, { id: placed.childId })
    await waitFor(() => reopened.has('taking'), 'the attempt again')
    await reopened.waitForText('门店接待复习测验：判断')
    expect(reopened.text()).not.toContain('门店接待复习测验：单选')

    await reopened.tap('next')
    await reopened.waitForText('门店接待复习测验：填空')
    await reopened.input('fill-1', '上海')
    await reopened.waitForText('所有答案已保存')
    await reopened.tap('submit')
    await waitFor(() => reopened.has('result'), 'the result')
    expect(reopened.textOf('review-2')).toContain('你的答案: 错误')
    expect(reopened.textOf('review-2')).toContain('正确答案: 正确')
    expect(reopened.textOf('review-3')).toContain('你的答案: 未作答, 上海')
  }, 60_000)

  test('warns once when five minutes are left', async () => {
    const closing = await publishedExam(server.url, ownerToken, learner.id, '门店接待限时测验', { closesInMs: 5 * 60_000 + 6_000 })
    const { app } = launch()
    const page = await app.renderPage(EXAM, { id: closing.childId })
    await waitFor(() => page.has('start'), 'the cover')
    await page.tap('start')
    await waitFor(() => page.has('taking'), 'the first question')
    expect(app.toasts).not.toContain('考试还剩 5 分钟')
    await waitFor(() => app.toasts.includes('考试还剩 5 分钟'), 'the five-minute warning', 15_000)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(app.toasts.filter((text) => text === '考试还剩 5 分钟')).toHaveLength(1)
  }, 60_000)

  test("refuses a submission before the minimum time with the server's message and keeps the attempt open", async () => {
    const early = await publishedExam(server.url, ownerToken, learner.id, '门店接待阶段测验', { limitMinute: 5 })
    const { app } = launch()
    const page = await app.renderPage(EXAM, { id: early.childId })
    await waitFor(() => page.has('start'), 'the cover')
    await page.tap('start')
    await waitFor(() => page.has('taking'), 'the first question')
    await waitFor(() => page.has('submit-wait'), 'the submission limit')
    expect(page.text()).toMatch(/0[45]:\d\d后可以交卷/)
    await answerChoice(page, 'B')
    await page.waitForText('所有答案已保存')

    await page.tap('submit')
    await waitFor(() => app.toasts.length > 0, 'the refusal')
    expect(app.modals.at(-1)?.content).toContain('还有3道题未作答')
    expect(app.toasts).toEqual(['开考5分钟后才能交卷'])
    expect(page.has('taking')).toBe(true)
    const token = examTokenResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/token/${early.childId}`)).body)
    expect(token.status).toBe('inProgress')
  }, 60_000)

  test('tells the learner, in their language, that the time ran out and the paper was handed in, with the attempt in the history', async () => {
    const closing = await publishedExam(server.url, ownerToken, learner.id, '门店接待随堂测验', { closesInMs: 5_000 })
    const cover = examTokenResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/token/${closing.childId}`)).body)
    expect((await learnerApi(`api/trainning/v3/exampaper/${closing.childId}/start?key=${cover.key}`)).status).toBe(200)
    // A learner who reads English has its strings on the phone: English is on screen from the first render.
    const { app } = launch({ ...sessionStorage({ user: learner, language: 'en' }), ...keptLocale('en') })
    const page = await app.renderPage(EXAM, { id: closing.childId })
    await waitFor(() => page.has('result'), 'the result once the deadline passes', 20_000)
    expect(page.textOf('time-up')).toBe('Time is up; the paper was submitted automatically')
    expect(page.textOf('history-1')).toContain('Score 0 · Not passed · submitted when time ran out')
  }, 60_000)

  test('copying the print link asks for the privacy guide first, then copies it', async () => {
    // An attempt handed in through the API, so the page opens on its result (no deadline to race).
    const closing = await publishedExam(server.url, ownerToken, learner.id, '门店接待隐私测验')
    const cover = examTokenResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/token/${closing.childId}`)).body)
    const started = examStartResponseSchema.parse((await learnerApi(`api/trainning/v3/exampaper/${closing.childId}/start?key=${cover.key}`)).body)
    const handedIn = await callApi(server.url, 'POST', `api/trainning/v3/exampaper/${closing.childId}/submit?key=${started.key}`, {
      token: learner.token,
      body: { answer: { saveid: 'privacy-1', at: Date.now(), items: [] } },
    })
    expect(handedIn.status).toBe(200)
    const { app } = launch(undefined, 'ask')
    const page = await app.renderPage(EXAM, { id: closing.childId })
    await waitFor(() => page.has('result'), 'the result', 20_000)
    expect(page.has('privacy-popup')).toBe(false)
    await page.tap('print-link')
    await waitFor(() => page.has('privacy-popup'), 'the privacy prompt')
    expect(app.clipboard).toEqual([])
    await page.dispatch('privacy-agree', 'agreeprivacyauthorization')
    await waitFor(() => app.clipboard.length > 0, 'the copied link')
    expect(app.clipboard).toEqual([`http://localhost:3000/#/user/dashboard/print?id=${closing.childId}`])
    // The prompt closes with the page's next render, which a busy machine may not have done yet.
    await waitFor(() => !page.has('privacy-popup'), 'the privacy prompt to close')
    expect(app.refusals).toEqual([])
  }, 60_000)

  test("says in the learner's language why an exam cannot start yet, and offers no start", async () => {
    const later = await publishedExam(server.url, ownerToken, learner.id, '门店接待补考', { opensInMs: 60 * 60 * 1000 })
    const { app, bridge } = launch({ ...sessionStorage({ user: learner, language: 'en' }), ...keptLocale('en') })
    const page = await app.renderPage(EXAM, { id: later.childId })
    await waitFor(() => page.has('blocked'), 'the cover')
    expect(page.text()).toContain('4 questions, 100 points in all, 30 minutes, pass score 60')
    expect(page.text()).toContain('The exam has not started yet')
    expect(page.has('opens-at')).toBe(true)
    expect(page.text()).toMatch(/Opens at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    expect(page.has('start')).toBe(false)
    expect(bridge.requests.map((request) => request.path)).toContain(`api/trainning/v3/exampaper/token/${later.childId}`)
    expect(bridge.requests.some((request) => request.path.endsWith('/start'))).toBe(false)
  }, 60_000)
})
