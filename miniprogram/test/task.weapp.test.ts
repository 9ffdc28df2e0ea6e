import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { TASK_DETAIL_STORAGE_KEY } from '@peilian/shared'
import { aStoredUser, sessionStorage } from './factories'
import { aChild, aTaskDetail } from './trainingFixtures'
import { OFFLINE, launchWeapp, requireBuiltDist, waitFor, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

const ROUTE = 'pages/task/index'
const signedIn = sessionStorage({ user: aStoredUser() })

const detail = aTaskDetail(
  [
    aChild({ id: 'c1', type: 4, title: '阅读产品手册', status: 2, done: 1, total: 1, durationseconds: 75, score: 100 }),
    aChild({ id: 'c2', type: 5, title: '观看操作视频', status: 1, done: 1, total: 3, required: 0 }),
    aChild({ id: 'c3', type: 2, title: '产品知识考试', lockreason: 'fronttask', fronttaskid: 'c2', fronttasktitle: '观看操作视频', total: 1 }),
    aChild({ id: 'c4', type: 1, title: '客户异议演练', total: 1, refid: 's4' }),
    aChild({ id: 'c6', type: 3, title: '常见问题问答', total: 1 }),
    aChild({ id: 'c5', type: 4, title: '年终总结', lockreason: 'notstarted', runstate: 0, total: 1 }),
  ],
  { id: 'p1', title: '新员工入职培训', description: '入职第一周完成', passed: 1, total: 5 },
)

const server: Router = (request) => (request.path === 'api/trainning/v3/task/p1' ? { data: detail } : undefined)

describe('task detail', () => {
  test('lists the child tasks with type, required flag, status, progress and learned time', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: server }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await page.waitForText('阅读产品手册')

    const text = page.text()
    for (const part of [
      '新员工入职培训',
      '入职第一周完成',
      '及格分 60',
      '已完成 1/5',
      '文件阅读 · 必修',
      '视频观看 · 选修',
      '进度 1/3',
      '已学习 01:15',
      '得分 100',
    ])
      expect(text).toContain(part)
    expect(app.requests.find((request) => request.path !== 'api/common/setting/waterconfig')).toMatchObject({
      method: 'GET',
      path: 'api/trainning/v3/task/p1',
    })
    await waitFor(() => app.titles.at(-1) === '任务详情', 'the page title')
  })

  test('a locked child shows why, and tapping it says so without opening anything', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: server }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await waitFor(() => page.has('lock-c3'), 'the locked child')

    expect(page.text()).toContain('请先完成前置任务“观看操作视频”')
    expect(page.text()).toContain('尚未开始')
    await page.tap('child-c3')
    await waitFor(() => app.toasts.length > 0, 'the lock notice')
    expect(app.toasts).toEqual(['请先完成前置任务“观看操作视频”'])
    expect(app.navigations).toEqual([])
  })

  test("each child is a button to WeChat's screen reader, named by its title, status, kind and lock", async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: server }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await waitFor(() => page.has('lock-c3'), 'the children')

    for (const id of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) expect(page.attribute(`child-${id}`, 'aria-role')).toBe('button')
    expect(page.attribute('child-c1', 'aria-label')).toBe('阅读产品手册, 已完成, 文件阅读 · 必修')
    expect(page.attribute('child-c3', 'aria-label')).toBe('产品知识考试, 未开始, 考试 · 必修, 请先完成前置任务“观看操作视频”')
  })

  test('file, video, scenario and quick Q&A children open their pages', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: server }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await waitFor(() => page.has('child-c1'), 'the children')

    await page.tap('child-c1')
    await page.tap('child-c2')
    await page.tap('child-c4')
    await page.tap('child-c6')
    await waitFor(() => app.navigations.length === 4, 'the four pages')
    expect(app.navigations.map((navigation) => navigation.url.replace(/&__key_=.*$/, ''))).toEqual([
      '/pages/task/file?id=c1',
      '/pages/task/video?id=c2',
      `/pages/practice/room?scenario=s4&package=p1&child=c4&title=${encodeURIComponent('客户异议演练')}`,
      '/pages/practice/faq/index?childtaskid=c6',
    ])
    expect(app.toasts).toEqual([])
  })

  test('offline, the last loaded detail is shown with the offline notice', async () => {
    const first = launchWeapp({ storage: signedIn, router: server })
    await (await first.renderPage(ROUTE, { id: 'p1' })).waitForText('阅读产品手册')
    const kept = Object.fromEntries(first.storage)
    first.close()
    expect(kept[TASK_DETAIL_STORAGE_KEY]).toContain('新员工入职培训')

    const app = (weapp = launchWeapp({ storage: kept, router: () => OFFLINE }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await page.waitForText('网络不可用，显示的是上次加载的内容')
    expect(page.has('offline-notice')).toBe(true)
    for (const part of ['新员工入职培训', '阅读产品手册', '客户异议演练', '请先完成前置任务“观看操作视频”']) expect(page.text()).toContain(part)
    expect(page.has('load-error')).toBe(false)
  })

  test('offline with nothing kept for the package, it says the detail could not be loaded', async () => {
    const app = (weapp = launchWeapp({ storage: signedIn, router: () => OFFLINE }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await waitFor(() => page.has('load-error'), 'the failure')
    expect(page.has('offline-notice')).toBe(false)
    expect(page.has('package')).toBe(false)
  })

  test('another learner on the same phone never sees the first one’s kept detail', async () => {
    const first = launchWeapp({ storage: signedIn, router: server })
    await (await first.renderPage(ROUTE, { id: 'p1' })).waitForText('阅读产品手册')
    const kept = { ...Object.fromEntries(first.storage), ...sessionStorage({ user: aStoredUser({ id: 'u2', token: 'token-2' }) }) }
    first.close()

    const app = (weapp = launchWeapp({ storage: kept, router: () => OFFLINE }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await waitFor(() => page.has('load-error'), 'the failure')
    expect(page.text()).not.toContain('阅读产品手册')
    expect(app.storage.has(TASK_DETAIL_STORAGE_KEY)).toBe(false)
  })

  test('a practised scenario task links its latest practice report, which opens over the detail', async () => {
    const practised = aTaskDetail(
      [
        aChild({ id: 'c4', type: 1, title: '客户异议演练', status: 3, score: 42, refid: 's4', reportid: 'r9' }),
        aChild({ id: 'c7', type: 1, title: '新品介绍演练', refid: 's7' }),
      ],
      {
        id: 'p1',
      },
    )
    const app = (weapp = launchWeapp({
      storage: signedIn,
      router: (request) => (request.path === 'api/trainning/v3/task/p1' ? { data: practised } : undefined),
    }))
    const page = await app.renderPage(ROUTE, { id: 'p1' })
    await waitFor(() => page.has('report-c4'), 'the report link')
    expect(page.textOf('report-c4')).toBe('查看最近一次练习报告')
    expect(page.attribute('report-c4', 'aria-role')).toBe('button')
    expect(page.has('report-c7')).toBe(false)
    await page.tap('report-c4')
    await waitFor(() => app.navigations.length === 1, 'the report page')
    expect(app.navigations[0]).toMatchObject({ api: 'navigateTo' })
    expect(app.navigations[0]?.url.replace(/&__key_=.*$/, '')).toBe('/pages/practice/report?session=r9&scenario=s4&package=p1&child=c4')
  })

  test("a package outside the learner's range shows the server's refusal", async () => {
    const app = (weapp = launchWeapp({
      storage: signedIn,
      router: () => ({ status: 404, data: { successed: false, errcode: 40450, errmsg: '资源不存在或无法查看' } }),
    }))
    const page = await app.renderPage(ROUTE, { id: 'p9' })
    await page.waitForText('资源不存在或无法查看')
    expect(page.has('package')).toBe(false)
  })
})
