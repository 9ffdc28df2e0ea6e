import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { aStoredUser, sessionStorage } from './factories'
import { mediaServer, type MediaServer } from './mediaServer'
import { aMedia } from './trainingFixtures'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
  vi.useRealTimers()
})

const ROUTE = 'pages/task/file'
const OUTBOX = 'peilian.mediaProgress.u1'
const manual = aMedia({ id: 'm1', name: '产品手册', format: 'pdf', required: 60 })

/** The file page of child task c1 on a fresh app, its list loaded. */
async function openPage(server: MediaServer): Promise<{ app: Weapp; page: RenderedPage }> {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: aStoredUser({ id: 'u1' }) }), router: server.router }))
  const page = await app.renderPage(ROUTE, { id: 'c1' })
  await page.waitForText('产品手册')
  return { app, page }
}

/** Taps a document: its viewing URL is downloaded and WeChat's viewer opens over the page. */
async function read(app: Weapp, page: RenderedPage, mediaId = 'm1'): Promise<void> {
  await page.tap(`media-${mediaId}`)
  await waitFor(() => app.documents.length > 0, 'the document viewer')
  page.hide()
}

describe('file reading page', () => {
  test('lists the documents with size, views and required time', async () => {
    const { page } = await openPage(mediaServer([manual, aMedia({ id: 'm2', name: '价格表', format: 'xlsx', size: 1536, viewcount: 87, required: 90 })]))
    const text = page.text()
    for (const part of ['阅读产品手册', 'PDF · 2.29 MB · 1.2w 次浏览', '要求时长 01:00 · 已学习 00:00', 'XLSX · 1.5 KB · 87 次浏览', '要求时长 01:30'])
      expect(text).toContain(part)
  })

  test('opens the document in the viewer and counts the reading time while it is open, until the required time is met', async () => {
    const server = mediaServer([manual])
    const { app, page } = await openPage(server)
    await read(app, page)
    expect(app.downloads).toEqual(['http://localhost:3000/api/media/m1/content?key=key-1'])
    expect(app.documents).toEqual([{ filePath: 'wxfile://tmp/download-1', fileType: 'pdf' }])
    expect(app.leaveAlerts.at(-1)).toBe('阅读时长未达到要求')

    vi.advanceTimersByTime(12_000)
    await waitFor(() => server.reports().length > 0, 'a report while the viewer is open')
    expect(server.reports()[0]).toEqual({ position: 0, seconds: 10, finish: 0 })

    page.show()
    await page.waitForText('已学习 00:1')
    vi.advanceTimersByTime(50_000)
    await waitFor(() => app.toasts.includes('学习完成'), 'the done notice')
    await page.waitForText('已达到要求时长')
    expect(server.state('m1')).toMatchObject({ done: 1 })
    expect(server.state('m1').credited).toBeGreaterThanOrEqual(60)
    expect(app.leaveAlerts.at(-1)).toBeNull()
  })

  test('leaving early reports what was read and says the reading time is not met', async () => {
    const server = mediaServer([manual])
    const { app, page } = await openPage(server)
    await read(app, page)
    vi.advanceTimersByTime(5_000)
    page.show()
    page.unload()

    await waitFor(() => server.reports().length > 0, 'the report on leaving')
    expect(server.reports()).toEqual([{ position: 0, seconds: 5, finish: 0 }])
    expect(app.toasts).toContain('阅读时长未达到要求')
    expect(server.state('m1')).toMatchObject({ credited: 5, done: 0 })
  })

  test('"finish" before the required time is refused as reading time not met and changes nothing', async () => {
    const server = mediaServer([manual])
    const { app, page } = await openPage(server)
    await read(app, page)
    vi.advanceTimersByTime(3_000)
    page.show()
    await page.tap('finish')

    await waitFor(() => app.toasts.includes('阅读时长未达到要求'), 'the refusal')
    expect(server.reports().at(-1)).toMatchObject({ finish: 1 })
    expect(server.state('m1')).toMatchObject({ credited: 0, done: 0 })
    expect(page.text()).not.toContain('已达到要求时长')
  })

  test('offline, the seconds wait in storage and are sent when the connection returns', async () => {
    const server = mediaServer([manual])
    const { app, page } = await openPage(server)
    await read(app, page)
    server.offline = true
    vi.advanceTimersByTime(12_000)
    page.show()
    await page.waitForText('网络已断开，学习时长会在联网后自动提交')
    const kept = JSON.parse(app.storage.get(OUTBOX) ?? '[]') as [string, { childId: string; mediaId: string; seconds: number }][]
    // The report due at 10 s could not go; the seconds since are still being measured.
    expect(kept.map(([, entry]) => entry)).toEqual([{ childId: 'c1', mediaId: 'm1', seconds: 10, position: 0 }])
    expect(server.reports()).toEqual([])

    server.offline = false
    app.reconnect()
    await waitFor(() => server.reports().length > 0, 'the report after reconnecting')
    await waitFor(() => !page.text().includes('网络已断开'), 'the offline notice to go')
    expect(server.reports()[0]?.seconds).toBeGreaterThanOrEqual(12)
    expect(server.state('m1').credited).toBeGreaterThanOrEqual(12)
    expect(app.storage.has(OUTBOX)).toBe(false)
  })

  test('time does not count while the whole app is in the background', async () => {
    const server = mediaServer([manual])
    const { app, page } = await openPage(server)
    await read(app, page)
    vi.advanceTimersByTime(4_000)
    app.appHide()
    await waitFor(() => server.reports().length === 1, 'the report on going to the background')
    vi.advanceTimersByTime(60_000)
    app.appShow()
    page.show()
    vi.advanceTimersByTime(3_000)
    page.unload()
    await waitFor(() => server.reports().length === 2, 'the report on leaving')
    expect(server.reports().map((report) => report.seconds)).toEqual([4, 3])
    expect(server.state('m1')).toMatchObject({ credited: 7, done: 0 })
  })

  test('a document the viewer cannot open uses its PDF rendition, or says it cannot be previewed', async () => {
    const server = mediaServer(
      [aMedia({ id: 'm3', name: '制度汇编', format: 'wps' })],
      {},
      { previewurl: '/api/media/m3/preview?key=key-1', previewstatus: 'ready' },
    )
    const { app, page } = await openPage(mediaServer([aMedia({ id: 'm3', name: '产品手册（WPS）', format: 'wps' })], {}, { previewstatus: 'unavailable' }))
    await page.tap('media-m3')
    await waitFor(() => app.toasts.length > 0, 'the notice')
    expect(app.toasts).toEqual(['该文件暂不支持在线预览'])
    expect(app.downloads).toEqual([])
    app.close()

    const converted = (weapp = launchWeapp({ storage: sessionStorage({ user: aStoredUser({ id: 'u1' }) }), router: server.router }))
    const second = await converted.renderPage(ROUTE, { id: 'c1' })
    await second.waitForText('制度汇编')
    await read(converted, second, 'm3')
    expect(converted.downloads).toEqual(['http://localhost:3000/api/media/m3/preview?key=key-1'])
    expect(converted.documents[0]?.fileType).toBe('pdf')
  })
})
