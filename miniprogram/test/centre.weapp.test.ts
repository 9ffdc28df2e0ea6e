import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CAROUSEL_AUTOPLAY_MS, CENTRE_STORAGE_KEY, type CenterResponse } from '@peilian/shared'
import { aStoredUser, sessionStorage } from './factories'
import { aBanner, aCentre, aPackage, aReportAnswer, aMedia } from './trainingFixtures'
import { OFFLINE, launchWeapp, requireBuiltDist, waitFor, type Router, type RouterAnswer, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

const ROUTE = 'pages/center/index'
const signedIn = sessionStorage({ user: aStoredUser({ id: 'u1' }) })

const centre = aCentre({
  banners: [
    aBanner({ id: 'b1', title: '年度培训计划', image: 'files/banner/plan.png', click: 2, clicktype: 1, clickid: 'p2' }),
    aBanner({
      id: 'b2',
      title: '外部报名',
      image: 'https://cdn.example.com/signup.png',
      click: 2,
      clicktype: 3,
      clickurl: 'https://events.example.com/signup?id=7',
    }),
    aBanner({ id: 'b3', title: '学习平台', image: 'files/banner/web.png', click: 2, clicktype: 3, clickurl: 'http://localhost:3000/#/user/ranking' }),
  ],
  inprogress: [
    aPackage({ id: 'p1', title: '新员工入职培训', passed: 1, total: 3 }),
    aPackage({ id: 'p2', title: '产品知识进阶', passed: 2, total: 2, completed: 1, completedate: '2026-11-10T02:00:00.000Z' }),
    aPackage({ id: 'p3', title: '销售话术实战', locked: 1, frontpackageid: 'p1', frontpackagetitle: '新员工入职培训' }),
  ],
  notstarted: [aPackage({ id: 'p4', title: '年终考核', runstate: 0, starttime: '2026-12-20T01:00:00.000Z' })],
  ended: [aPackage({ id: 'p5', title: '安全生产月', runstate: 2 })],
})

function serving(answer: CenterResponse | typeof OFFLINE): Router {
  return (request) => (request.path === 'api/trainning/v3/center' ? (answer === OFFLINE ? OFFLINE : { data: answer }) : undefined)
}

describe('training centre tab', () => {
  test('shows the packages grouped by run state with their progress, completion and front package', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: serving(centre) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('新员工入职培训')

    const text = page.text()
    const order = ['进行中', '新员工入职培训', '产品知识进阶', '销售话术实战', '未开始', '年终考核', '已结束', '安全生产月'].map((part) => text.indexOf(part))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(text).toContain('已完成 1/3')
    expect(text).toContain('需先完成“新员工入职培训”')
    expect(text).toContain('2026-11-01 09:00 至 2026-12-31 18:00')
    expect(page.has('group-inprogress') && page.has('group-notstarted') && page.has('group-ended')).toBe(true)
    expect(app.requests.find((request) => request.path === 'api/trainning/v3/center')).toMatchObject({
      method: 'GET',
      path: 'api/trainning/v3/center',
      query: { platform: 'mobile' },
      header: { token: 'token-1' },
    })
  })

  test("shows the windows in the organisation's zone, not the phone's", async () => {
    const london = sessionStorage({ user: aStoredUser({ id: 'u1', timezone: 'Europe/London' }) })
    const app = (weapp = launchWeapp({ storage: london, router: serving(centre) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('新员工入职培训')
    expect(page.text()).toContain('2026-11-01 01:00 至 2026-12-31 10:00')
  })

  test('shows the banners in an 8-second looping carousel, images under the server, each with its title', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: serving(centre) }))
    const page = await app.renderPage(ROUTE)
    await waitFor(() => page.has('banner-b1'), 'the banners')

    expect(page.attribute('banners', 'interval')).toBe(CAROUSEL_AUTOPLAY_MS)
    expect(page.attribute('banners', 'circular')).toBe(true)
    expect(page.attribute('banners', 'autoplay')).toBe(true)
    expect(page.attribute('banner-image-b1', 'src')).toBe('http://localhost:3000/files/banner/plan.png')
    expect(page.attribute('banner-image-b2', 'src')).toBe('https://cdn.example.com/signup.png')
    expect(page.textOf('banner-title-b1')).toBe('年度培训计划')
  })

  test('a task banner opens the task, a business-domain link the web-view, any other link is copied', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: serving(centre) }))
    const page = await app.renderPage(ROUTE)
    await waitFor(() => page.has('banner-b1'), 'the banners')

    await page.tap('banner-b1')
    await waitFor(() => app.navigations.length === 1, 'the task detail')
    expect(app.navigations[0]).toMatchObject({ api: 'navigateTo', url: expect.stringMatching(/^\/pages\/task\/index\?id=p2$/) })

    await page.tap('banner-b2')
    await waitFor(() => app.toasts.includes('链接已复制，请在浏览器中打开'), 'the copied notice')
    expect(app.clipboard).toEqual(['https://events.example.com/signup?id=7'])
    expect(app.navigations).toHaveLength(1)

    await page.tap('banner-b3')
    await waitFor(() => app.navigations.length === 2, 'the web-view page')
    const [path, query = ''] = (app.navigations[1]?.url ?? '').split('?url=')
    expect(path).toMatch(/^\/pages\/webview\/index$/)
    expect(decodeURIComponent(query)).toBe('http://localhost:3000/#/user/ranking')
  })

  test('a package opens its task detail', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: serving(centre) }))
    const page = await app.renderPage(ROUTE)
    await waitFor(() => page.has('package-p4'), 'the packages')
    await page.tap('package-p4')
    await waitFor(() => app.navigations.length === 1, 'the task detail')
    expect(app.navigations[0]?.url).toMatch(/^\/pages\/task\/index\?id=p4$/)
  })

  test('offline, the last loaded list is shown with a notice', async () => {
    const first = launchWeapp({ storage: signedIn, router: serving(centre) })
    const online = await first.renderPage(ROUTE)
    await online.waitForText('新员工入职培训')
    const kept = Object.fromEntries(first.storage)
    first.close()

    const app = (weapp = launchWeapp({ storage: kept, router: serving(OFFLINE) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('网络不可用，显示的是上次加载的内容')
    expect(page.text()).toContain('新员工入职培训')
    expect(page.text()).toContain('安全生产月')
  })

  test('offline with nothing kept, it says the list could not be loaded', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: serving(OFFLINE) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('加载失败，请下拉刷新重试')
    expect(page.text()).not.toContain('暂无培训任务')
  })

  test('another learner on the same phone never sees the first one’s kept list', async () => {
    const first = launchWeapp({ storage: signedIn, router: serving(centre) })
    await (await first.renderPage(ROUTE)).waitForText('新员工入职培训')
    const kept = { ...Object.fromEntries(first.storage), ...sessionStorage({ user: aStoredUser({ id: 'u2', token: 'token-2' }) }) }
    first.close()

    const app = (weapp = launchWeapp({ storage: kept, router: serving(OFFLINE) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('加载失败，请下拉刷新重试')
    expect(page.text()).not.toContain('新员工入职培训')
  })

  test("a returning learner's list shows before the server answers, then the fresh one in its place", async () => {
    const first = launchWeapp({ storage: signedIn, router: serving(centre) })
    await (await first.renderPage(ROUTE)).waitForText('新员工入职培训')
    const kept = Object.fromEntries(first.storage)
    first.close()

    let answer: (value: RouterAnswer) => void = () => undefined
    const fresh = aCentre({ inprogress: [aPackage({ id: 'p1', title: '新员工入职培训', passed: 3, total: 3 }), aPackage({ id: 'p9', title: '新发布的任务' })] })
    const app = (weapp = launchWeapp({
      storage: kept,
      router: (request) => (request.path === 'api/trainning/v3/center' ? new Promise<RouterAnswer>((resolve) => (answer = resolve)) : undefined),
    }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('安全生产月')
    expect(app.requests.some((request) => request.path === 'api/trainning/v3/center')).toBe(true)
    expect(page.text()).toContain('已完成 1/3')
    expect(page.text()).not.toContain('新发布的任务')
    expect(page.text()).not.toContain('加载中')

    answer({ data: fresh })
    await page.waitForText('新发布的任务')
    expect(page.text()).toContain('已完成 3/3')
    expect(page.text()).not.toContain('安全生产月')
  })

  test('a session ended by the server forgets the kept list', async () => {
    let ended = false
    const app = (weapp = launchWeapp({
      storage: signedIn,
      router: (request) =>
        request.path !== 'api/trainning/v3/center'
          ? undefined
          : ended
            ? { status: 401, data: { successed: false, errcode: 10000, errmsg: '登录已失效，请重新登录' } }
            : { data: centre },
    }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('新员工入职培训')
    expect(app.storage.get(CENTRE_STORAGE_KEY)).toContain('新员工入职培训')
    ended = true
    page.pullDown()
    await waitFor(() => app.navigations.some(({ api, url }) => api === 'reLaunch' && url.includes('login')), 'the return to sign-in')
    expect(app.storage.has(CENTRE_STORAGE_KEY)).toBe(false)
  })

  test('pulling down loads the list again', async () => {
    let answer = aCentre()
    const app = (weapp = launchWeapp({ storage: signedIn, router: (request) => (request.path === 'api/trainning/v3/center' ? { data: answer } : undefined) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('暂无培训任务')

    answer = aCentre({ inprogress: [aPackage({ id: 'p9', title: '新发布的任务' })] })
    page.pullDown()
    await page.waitForText('新发布的任务')
    expect(page.text()).not.toContain('暂无培训任务')
  })

  test('reading time kept offline is sent before the list is loaded', async () => {
    const pending = { version: 1, entries: [{ childId: 'c1', mediaId: 'm1', seconds: 42, position: 0 }] }
    const app = (weapp = launchWeapp({
      storage: { ...signedIn, 'peilian.mediaProgress.u1': JSON.stringify(pending) },
      router: (request) => {
        if (request.method === 'PUT' && request.path === 'api/trainning/v3/mediatask/c1/m1')
          return { data: aReportAnswer(aMedia({ credited: 42 }), { accepted: 42 }) }
        return serving(centre)(request)
      },
    }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('新员工入职培训')

    // The watermark's setting and the live notices' count and address (test/notices.weapp.test.ts) are the centre's own calls, not the list's.
    const aside = ['api/common/setting/waterconfig', 'api/trainning/v3/notice', 'api/trainning/system/socket']
    const calls = app.requests.filter((request) => !aside.includes(request.path))
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual(['PUT api/trainning/v3/mediatask/c1/m1', 'GET api/trainning/v3/center'])
    expect(calls[0]?.body).toEqual({ position: 0, seconds: 42, finish: 0 })
    expect(app.storage.has('peilian.mediaProgress.u1')).toBe(false)
  })
})

describe('free practice from the training centre', () => {
  const SCENARIO = { id: 'sc1', name: 'SUV展厅接待', category: '销售', description: '', customername: '王先生', images: 0 }

  test('the centre has a free practice entry that opens the scenario list', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: serving(centre) }))
    const page = await app.renderPage(ROUTE)
    await page.waitForText('新员工入职培训')
    expect(page.textOf('practice-entry')).toBe('自由练习')
    await page.tap('practice-entry')
    await waitFor(() => app.navigations.length === 1, 'the practice list')
    expect(app.navigations[0]).toMatchObject({ api: 'navigateTo', url: expect.stringMatching(/^\/pages\/practice\/index/) })
  })

  test('the scenario list that failed offline loads again by itself when the connection comes back', async () => {
    let online = false
    const app = (weapp = launchWeapp({
      storage: signedIn,
      router: (request) =>
        request.path === 'api/trainning/v3/practice/scenarios' ? (online ? { data: { successed: true, rows: [SCENARIO] } } : OFFLINE) : undefined,
    }))
    const page = await app.renderPage('pages/practice/index')
    await waitFor(() => page.has('load-error'), 'the failed list')
    online = true
    app.reconnect()
    await page.waitForText('SUV展厅接待')
    expect(page.has('load-error')).toBe(false)
    expect(app.requests.filter((request) => request.path === 'api/trainning/v3/practice/scenarios')).toHaveLength(2)
  })
})
