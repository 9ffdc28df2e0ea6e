import { ApiError, APPEAL_STATUS, createTranslator, type AppealCalls, type PracticeSessionView } from '@peilian/shared'
import { anAppeal, fakeAppealServer } from '@peilian/shared/testing'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { aStoredUser, sessionStorage } from './factories'
import { OFFLINE, launchWeapp, requireBuiltDist, waitFor, type HarnessRequest, type Router, type Weapp } from './weappHarness'

// The appeal subpackage (我的申诉, one appeal, the form a result's 申诉 entry opens) and the personal
// centre's row, on the shared appeal stores the PWA binds, against an in-memory appeal server held
// to the learner endpoint table (test/endpointContract.ts): one appeal per record, final once made.

const APPEAL = 'api/trainning/v3/appeal'
const zhCN = createTranslator('zh-CN')
const signedIn = sessionStorage({ user: aStoredUser() })

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The fake server's calls over the harness's requests: refusals in the spec's envelope, `down` as no connection. */
function routerOver(server: ReturnType<typeof fakeAppealServer>): Router {
  const calls: AppealCalls = server.calls
  const answer = (request: HarnessRequest): Promise<unknown> => {
    if (request.method === 'GET' && request.path === `${APPEAL}/record`)
      return calls.record({ type: request.query.type as 'practice', recordid: request.query.recordid ?? '' })
    if (request.method === 'POST' && request.path === APPEAL) return calls.submit({}, request.body as never)
    if (request.method === 'GET' && request.path === APPEAL) return calls.mine({ page: request.query.page, rows: request.query.rows })
    if (request.method === 'GET' && request.path.startsWith(`${APPEAL}/`)) return calls.read({ id: request.path.slice(APPEAL.length + 1) })
    throw new Error(`${request.method} ${request.path}: not an appeal call`)
  }
  const answered = async (request: HarnessRequest) => {
    try {
      return { data: await answer(request) }
    } catch (error) {
      if (!(error instanceof ApiError) || !error.key) throw error
      return { status: error.status, data: { successed: false, errcode: error.errcode, errmsg: zhCN(error.key) } }
    }
  }
  // Any other call (the personal centre's profile, figures…) is not this server's: a 404.
  return (request) => (!request.path.startsWith(APPEAL) ? undefined : server.state.down ? OFFLINE : answered(request))
}

function launch(server = fakeAppealServer()) {
  const app = (weapp = launchWeapp({ storage: signedIn, router: routerOver(server) }))
  return { app, server }
}

const submits = (app: Weapp) => app.requests.filter((request) => request.method === 'POST' && request.path === APPEAL)

describe('the appeal form', () => {
  test('refuses a blank reason, counts what is typed, submits once with the items ticked and goes back', async () => {
    const { app, server } = launch()
    const page = await app.renderPage('pages/appeal/form', { type: 'practice', recordid: 's1' })
    await waitFor(() => page.has('appeal-reason'), 'the form')
    expect(page.textOf('appeal-count')).toBe('0/100')
    expect(page.attribute('appeal-reason', 'maxlength')).toBe(100)

    await page.tap('appeal-submit')
    await page.waitForText('请填写申诉理由')
    expect(submits(app)).toEqual([])

    await page.input('appeal-reason', '关键词都说到了')
    expect(page.textOf('appeal-count')).toBe('7/100')
    await page.tap('appeal-item-0')
    await page.tap('appeal-submit')
    await waitFor(() => app.navigations.some((navigation) => navigation.api === 'navigateBack'), 'back to the record')
    expect(submits(app)).toHaveLength(1)
    expect(server.state.appeals[0]).toMatchObject({ recordid: 's1', reason: '关键词都说到了', items: [{ key: 'item:0', label: '关键词' }] })
  })

  test('without a connection the appeal is not sent, the learner is told, and the reason stays', async () => {
    const { app, server } = launch()
    const page = await app.renderPage('pages/appeal/form', { type: 'practice', recordid: 's1' })
    await waitFor(() => page.has('appeal-reason'), 'the form')
    await page.input('appeal-reason', '评分有误')
    server.state.down = true
    await page.tap('appeal-submit')
    await page.waitForText('网络不通，申诉没有提交。申诉理由已保留，请联网后再次提交')
    expect(page.attribute('appeal-reason', 'value')).toBe('评分有误')
    expect(server.state.appeals).toEqual([])
    // The draft is on the phone, under the learner.
    expect([...app.storage.entries()].some(([key, value]) => key.startsWith('peilian.appeal.draft.practice.s1') && value.includes('评分有误'))).toBe(true)
  })

  test('a second appeal of the record is refused with the message, and the appeal it has is shown', async () => {
    const { app, server } = launch()
    const page = await app.renderPage('pages/appeal/form', { type: 'practice', recordid: 's1' })
    await waitFor(() => page.has('appeal-reason'), 'the form')
    // Meanwhile the record was appealed from another device.
    server.state.appeals.push(anAppeal({ id: 'a9', recordid: 's1', reason: '第一次' }))
    await page.input('appeal-reason', '第二次')
    await page.tap('appeal-submit')
    await page.waitForText('该学习记录已申诉，每条记录只能申诉一次')
    await waitFor(() => page.has('form-status'), 'the appeal it has')
    expect(page.textOf('form-status')).toBe('申诉状态：待处理')
    expect(server.state.appeals).toHaveLength(1)
  })
})

describe('my appeals', () => {
  function withAppeals() {
    const server = fakeAppealServer()
    server.state.appeals = [
      anAppeal({
        id: 'a2',
        recordid: 's2',
        recordtitle: '价格异议处理',
        status: APPEAL_STATUS.completed,
        opinion: '关键词已复核',
        scorebefore: 55,
        scoreafter: 70,
        replyseen: false,
      }),
      anAppeal({ id: 'a1', recordid: 's1', status: APPEAL_STATUS.processing }),
    ]
    return server
  }

  test('lists each appeal with its status, the unread reply marked, and opening it shows the reply and marks it read', async () => {
    const { app, server } = launch(withAppeals())
    const page = await app.renderPage('pages/appeal/index')
    await waitFor(() => page.has('appeal-a1'), 'the list')
    expect(page.textOf('appeals-unread')).toBe('1条新回复')
    expect(page.textOf('appeal-status-a2')).toBe('已通过')
    // Processing shows as waiting.
    expect(page.textOf('appeal-status-a1')).toBe('待处理')
    expect(page.has('appeal-unread-a2')).toBe(true)
    expect(page.has('appeal-unread-a1')).toBe(false)
    await page.tap('appeal-a2')
    expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/appeal/detail?id=a2' })

    const detail = await app.renderPage('pages/appeal/detail', { id: 'a2' })
    await waitFor(() => detail.has('detail-opinion'), 'the appeal')
    expect(detail.textOf('detail-status')).toBe('已通过')
    expect(detail.textOf('detail-opinion')).toBe('关键词已复核')
    expect(detail.textOf('detail-scores')).toBe('55 → 70')
    expect(detail.has('detail-due')).toBe(false)
    expect(server.state.reads).toEqual(['a2'])
    expect(server.state.appeals[0]?.replyseen).toBe(true)

    const waiting = await app.renderPage('pages/appeal/detail', { id: 'a1' })
    await waitFor(() => waiting.has('detail-due'), 'the due day')
    expect(waiting.textOf('detail-due')).toBe('2026-12-18')
    expect(waiting.textOf('detail-opinion')).toBe('等待处理')
  })

  test("the personal centre's 我的申诉 row carries the unread count", async () => {
    const { app } = launch(withAppeals())
    const page = await app.renderPage('pages/mine/index')
    await waitFor(() => page.has('appeals-unread-badge'), 'the badge')
    expect(page.textOf('appeals-unread-badge')).toBe('1')
    await page.tap('appeals-entry')
    expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/appeal/index' })
  })
})

describe('the 申诉 entry of a practice report', () => {
  /** A finished, scored session as the report reads it. */
  const finished: PracticeSessionView = {
    id: 's1',
    scenarioid: 'sc1',
    scenarioname: 'SUV展厅接待',
    mode: 'free',
    status: 'finished',
    endreason: 'completed',
    score: 55,
    passed: false,
    result: null,
    opening: [],
    turns: [],
    hints: [],
    answertimeoutms: null,
    silencems: null,
    pausable: false,
    roleplay: false,
    ringtone: null,
    ambience: null,
    startedat: '2026-11-27T02:00:00.000Z',
    pausedat: null,
    finishedat: '2026-11-27T02:05:00.000Z',
  }

  test('offers the form, and once appealed shows 待处理 with the due day in its place, which opens the appeal', async () => {
    const server = fakeAppealServer()
    const appeals = routerOver(server)
    const router: Router = (request) =>
      request.path === 'api/trainning/v3/practice/session/s1' ? { data: { successed: true, session: finished } } : appeals(request)
    const app = (weapp = launchWeapp({ storage: signedIn, router }))
    const page = await app.renderPage('pages/practice/report', { session: 's1' })
    await waitFor(() => page.has('appeal-open'), 'the 申诉 button')
    expect(page.textOf('appeal-open')).toBe('申诉')
    await page.tap('appeal-open')
    expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/appeal/form?type=practice&recordid=s1' })

    // Back from the form, the record has its appeal.
    server.state.appeals.push(anAppeal({ id: 'a1', recordid: 's1' }))
    page.hide()
    page.show()
    await waitFor(() => page.has('appeal-status'), 'the appeal in place of the button')
    expect(page.has('appeal-open')).toBe(false)
    expect(page.textOf('appeal-status-text')).toBe('待处理')
    expect(page.textOf('appeal-status')).toContain('2026-12-18前答复')
    await page.tap('appeal-status')
    expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/appeal/detail?id=a1' })
  })
})
