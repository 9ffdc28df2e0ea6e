import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { viewKeyResponseSchema } from '@peilian/shared'
import { aStoredUser, sessionStorage } from './factories'
import { mediaServer, type MediaServer } from './mediaServer'
import { aMedia } from './trainingFixtures'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
  vi.useRealTimers()
})

const ROUTE = 'pages/task/video'
const TASK = { type: 5, title: '观看操作视频', allowseek: 0 }
/** Watched to 95.5 s before, stopped at 80 s; 40 of the required 120 s credited. */
const lesson = aMedia({
  id: 'v1',
  name: '开户操作演示',
  kind: 'video',
  format: 'mp4',
  duration: 300,
  required: 120,
  credited: 40,
  furthest: 95.5,
  position: 80,
})

async function openPage(server: MediaServer, extra: Router = () => undefined): Promise<{ app: Weapp; page: RenderedPage }> {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const router: Router = (request) => extra(request) ?? server.router(request)
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: aStoredUser({ id: 'u1' }) }), router }))
  const page = await app.renderPage(ROUTE, { id: 'c1' })
  await waitFor(() => page.has('video'), 'the player')
  return { app, page }
}

const at = (currentTime: number) => ({ currentTime, duration: 300 })

describe('video watching page', () => {
  test('plays the viewing URL from where the learner stopped', async () => {
    const { app, page } = await openPage(mediaServer([lesson], TASK))
    expect(page.attribute('video', 'src')).toBe('http://localhost:3000/api/media/v1/content?key=key-1')
    expect(page.attribute('video', 'initial-time')).toBe(80)
    expect(page.attribute('video', 'enable-progress-gesture')).toBe(false)
    await waitFor(() => app.toasts.includes('已从上次的位置继续'), 'the resume notice')
    const calls = app.requests.filter((request) => request.path !== 'api/common/setting/waterconfig' && !request.path.endsWith('/questions'))
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual(['GET api/trainning/v3/mediatask/c1', 'GET api/trainning/v3/mediatask/c1/v1'])
    await page.waitForText('已学习 00:40')
    expect(page.text()).toContain('还需学习 01:20')
  })

  test('puts the video back when it jumps past the furthest point watched', async () => {
    const server = mediaServer([lesson], TASK)
    const { app, page } = await openPage(server)
    await page.dispatch('video', 'play')
    await page.dispatch('video', 'timeupdate', at(81))
    await page.dispatch('video', 'timeupdate', at(97))
    expect(app.videoSeeks).toEqual([])

    await page.dispatch('video', 'timeupdate', at(200))
    expect(app.videoSeeks).toEqual([{ id: 'video', position: 97 }])
    await page.dispatch('video', 'seekcomplete', { position: 250 })
    expect(app.videoSeeks).toEqual([
      { id: 'video', position: 97 },
      { id: 'video', position: 97 },
    ])
    expect(app.toasts.filter((text) => text === '不能跳到尚未观看的位置')).toHaveLength(1)

    vi.advanceTimersByTime(10_000)
    await waitFor(() => server.reports().length > 0, 'a report while playing')
    expect(server.reports()[0]).toMatchObject({ position: 97, seconds: 10 })
    expect(server.state('v1')).toMatchObject({ furthest: 97, credited: 50 })
  })

  test('lets the learner seek freely when the task allows it', async () => {
    const { app, page } = await openPage(mediaServer([lesson], { ...TASK, allowseek: 1 }))
    expect(page.attribute('video', 'enable-progress-gesture')).toBe(true)
    await page.dispatch('video', 'timeupdate', at(250))
    await page.dispatch('video', 'seekcomplete', { position: 280 })
    expect(app.videoSeeks).toEqual([])
  })

  test('counts time while playing only, and says the viewing time is not met when left early', async () => {
    const server = mediaServer([lesson], TASK)
    const { app, page } = await openPage(server)
    expect(app.leaveAlerts.at(-1)).toBe('观看时长未达到要求')
    await page.dispatch('video', 'play')
    vi.advanceTimersByTime(6_000)
    await page.dispatch('video', 'timeupdate', at(86))
    await page.dispatch('video', 'pause')
    await waitFor(() => server.reports().length === 1, 'the report on pause')
    expect(server.reports()[0]).toEqual({ position: 86, seconds: 6, finish: 0 })

    vi.advanceTimersByTime(30_000)
    page.unload()
    await waitFor(() => app.toasts.includes('观看时长未达到要求'), 'the leave notice')
    expect(server.reports()).toHaveLength(1)
    expect(server.state('v1')).toMatchObject({ credited: 46, position: 86, done: 0 })
  })

  test('watching to the required time completes it', async () => {
    const server = mediaServer([aMedia({ ...lesson, credited: 115 })], TASK)
    const { app, page } = await openPage(server)
    await page.dispatch('video', 'play')
    vi.advanceTimersByTime(6_000)
    await waitFor(() => app.toasts.includes('学习完成'), 'the done notice')
    await page.waitForText('已达到要求时长')
    expect(server.state('v1').done).toBe(1)
  })

  test('a failing stream gets one fresh viewing key and resumes where it was', async () => {
    const key = viewKeyResponseSchema.parse({
      successed: true,
      key: 'key-2',
      expires: Date.now() + 600_000,
      contenturl: '/api/media/v1/content?key=key-2',
      previewurl: '',
      format: 'mp4',
      previewstatus: 'native',
    })
    const { app, page } = await openPage(mediaServer([lesson], TASK), (request) =>
      request.path === 'api/trainning/v3/media/viewkey' ? { data: key } : undefined,
    )
    await page.dispatch('video', 'play')
    await page.dispatch('video', 'timeupdate', at(90))
    await page.dispatch('video', 'error')
    await waitFor(() => page.attribute('video', 'src') === 'http://localhost:3000/api/media/v1/content?key=key-2', 'the renewed URL')

    expect(app.requests.find((request) => request.path === 'api/trainning/v3/media/viewkey')?.query).toMatchObject({ fileid: 'v1' })
    expect(page.attribute('video', 'initial-time')).toBe(90)
    await page.dispatch('video', 'error')
    await waitFor(() => app.toasts.includes('视频加载失败，请重试'), 'the failure notice')
    expect(app.requests.filter((request) => request.path === 'api/trainning/v3/media/viewkey')).toHaveLength(1)
  })

  test('choosing another video reports the current one first', async () => {
    const second = aMedia({ id: 'v2', name: '销户操作演示', kind: 'video', format: 'mp4', duration: 200, required: 60 })
    const server = mediaServer([lesson, second], TASK)
    const { app, page } = await openPage(server)
    await page.dispatch('video', 'play')
    vi.advanceTimersByTime(4_000)
    await page.dispatch('video', 'timeupdate', at(84))
    await page.tap('media-v2')
    await waitFor(() => page.attribute('video', 'src') === 'http://localhost:3000/api/media/v2/content?key=key-1', 'the second video')

    const calls = app.requests.filter((request) => !request.path.endsWith('/questions')).map((request) => `${request.method} ${request.path}`)
    expect(calls.slice(-2)).toEqual(['PUT api/trainning/v3/mediatask/c1/v1', 'GET api/trainning/v3/mediatask/c1/v2'])
    expect(server.reports()).toEqual([{ position: 84, seconds: 4, finish: 0 }])
    expect(page.attribute('video', 'initial-time')).toBe(0)
  })
})
