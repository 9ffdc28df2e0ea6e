import { faqDrillResponseSchema, myReportResponseSchema, type MyReport, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeTo, callApi, signIn, startRealServer, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// The learner's own figures in the personal centre against the real server process: a quick Q&A
// drill finished through the API shows in the figures and at the top of the recent results, from
// the same shared store the PWA binds; without a connection the page offers a retry, not a blank.

const REPORT = 'api/trainning/v3/mine/report'
const DRILLS = 'api/trainning/v3/faq/drill'

let server: RealServer
let learner: StoredUser
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer()
  learner = await signIn(server.url, 'learner02')
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** A free quick Q&A drill answered and finished through the learner calls; answers its score and title. */
async function finishFreeDrill(): Promise<{ score: number; title: string }> {
  const token = learner.token
  const started = await callApi(server.url, 'POST', DRILLS, { token, body: { childtaskid: '' } })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const drill = faqDrillResponseSchema.parse(started.body).drill
  for (const question of drill.questions) {
    const body = { text: '本月购车有厂家补贴，还送五年保养', mode: 'typed', elapsedms: 5000 }
    const answered = await callApi(server.url, 'POST', `${DRILLS}/${drill.id}/answer/${question.seq}`, { token, body })
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
  }
  const finished = faqDrillResponseSchema.parse((await callApi(server.url, 'POST', `${DRILLS}/${drill.id}/finish`, { token })).body).drill
  return { score: finished.score ?? -1, title: finished.title }
}

const reportNow = async (): Promise<MyReport> => myReportResponseSchema.parse((await callApi(server.url, 'GET', REPORT, { token: learner.token })).body)

/** The personal centre with the learner signed in, its requests going to the real server. */
async function openMine(): Promise<{ page: RenderedPage; network: ReturnType<typeof bridgeTo> }> {
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
  const network = bridgeTo(server)
  return { page: await app.renderPage('pages/mine/index'), network }
}

describe("the learner's own figures in the personal centre", () => {
  test('show a drill the learner just finished, in the figures and first among the recent results', async () => {
    const drill = await finishFreeDrill()
    const report = await reportNow()
    const { page } = await openMine()
    await waitFor(() => page.has('my-recent-0'), 'the recent results', 15_000)

    expect(page.textOf('figure-tasks')).toBe(`${report.completed}/${report.tasks}`)
    expect(page.textOf('figure-practice')).toBe(String(report.practicesessions))
    expect(page.textOf('figure-exams')).toBe(`${report.passedexams}/${report.exams}`)
    expect(page.textOf('figure-average')).toBe(`${Math.round(report.avgscore! * 10) / 10}分`)
    expect(page.textOf('figure-learningTime')).toMatch(/^(\d+小时)?\d+分钟$/)
    expect(page.textOf('my-recent-0')).toContain(drill.title)
    expect(page.textOf('my-recent-0')).toContain('快问快答')
    expect(page.textOf('my-recent-0')).toContain(`${drill.score}分`)
    expect(page.has(`my-recent-${report.recent.length - 1}`)).toBe(true)
  })

  test('asks again each time the page shows, and offers a retry without a connection', async () => {
    const { page, network } = await openMine()
    await waitFor(() => page.has('figure-tasks'), 'the figures', 15_000)
    const before = page.textOf('figure-average')

    network.network = ({ path }) => (path === REPORT ? 'offline' : 'online')
    page.hide()
    await finishFreeDrill()
    page.show()
    await waitFor(() => page.has('my-figures-failed'), 'the retry', 15_000)
    // What was shown stays on screen under the retry.
    expect(page.textOf('figure-average')).toBe(before)

    network.network = () => 'online'
    await page.tap('my-figures-retry')
    await waitFor(() => !page.has('my-figures-failed'), 'the figures again', 15_000)
    const report = await reportNow()
    expect(page.textOf('figure-average')).toBe(`${Math.round(report.avgscore! * 10) / 10}分`)
    expect(network.requests.filter((request) => request.path === REPORT).map((request) => request.mode)).toEqual(['online', 'offline', 'online'])
  })
})

describe('the voiceprint card of the personal centre', () => {
  test('says only that voiceprints are not enabled on a server without a voiceprint provider', async () => {
    const { page } = await openMine()
    await waitFor(() => page.has('vpr-status'), 'the voiceprint card', 10_000)
    expect(page.textOf('vpr-status')).toBe('声纹功能未开启')
    expect(page.has('vpr-register') || page.has('vpr-unbind')).toBe(false)
  })
})
