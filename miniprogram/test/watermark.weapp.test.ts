import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { WATERMARK, WATERMARK_STORAGE_KEY, WATERMARK_STORE_VERSION, waterConfigResponseSchema } from '@peilian/shared'
import { aStoredUser, sessionStorage } from './factories'
import { mediaServer } from './mediaServer'
import { aMedia } from './trainingFixtures'
import { DIST, launchWeapp, OFFLINE, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
  vi.useRealTimers()
})

const WATERCONFIG = 'api/common/setting/waterconfig'
const MARKS = WATERMARK.grid * WATERMARK.grid
const video = aMedia({ id: 'v1', name: '开户操作演示', kind: 'video', format: 'mp4', duration: 300, required: 120 })
const manual = aMedia({ id: 'm1', name: '产品手册', format: 'pdf', required: 60 })

const user = aStoredUser({ id: 'u1', name: '张三' })

/**
 * A media page of child task c1 for 张三, the organisation's watermark setting as given (or the
 * setting unreachable), on a device whose storage holds the session and what else is given.
 */
async function openPage(
  route: string,
  media: typeof video,
  waterconfig: { waterprint: 0 | 1; watertext: string } | typeof OFFLINE,
  storage: Record<string, string> = sessionStorage({ user }),
): Promise<{ app: Weapp; page: RenderedPage }> {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.setSystemTime(new Date(2026, 2, 7, 9, 30))
  const server = mediaServer([media])
  const answer = waterconfig === OFFLINE ? OFFLINE : { data: waterConfigResponseSchema.parse({ successed: true, waterconfig }) }
  const app = (weapp = launchWeapp({
    storage,
    router: (request) => (request.path === WATERCONFIG ? answer : server.router(request)),
  }))
  const page = await app.renderPage(route, { id: 'c1' })
  await waitFor(() => (media.kind === 'video' ? page.has('video') : page.text().includes(media.name)), 'the media')
  await waitFor(() => app.requests.some((request) => request.path === WATERCONFIG), 'the watermark setting')
  return { app, page }
}

const occurrences = (text: string, part: string) => text.split(part).length - 1
/** The device's record of the setting of 张三's organisation. */
const keptSetting = (watertext: string) => ({ version: WATERMARK_STORE_VERSION, byOrg: { [user.orgid]: { waterprint: 1, watertext } } })

describe('watermark on the training pages', () => {
  test('covers the video page with the custom text on the 10×10 grid, over the player', async () => {
    const { app, page } = await openPage('pages/task/video', video, { waterprint: 1, watertext: '内部资料 严禁外传' })
    await waitFor(() => page.has('watermark'), 'the watermark')
    expect(occurrences(page.text(), '内部资料 严禁外传')).toBe(MARKS)
    expect(page.attribute('watermark', 'style')).toBe('width: 2000px; height: 2000px;')
    expect(page.has('video')).toBe(true)
    expect(app.requests.find((request) => request.path === WATERCONFIG)?.header).toMatchObject({ token: 'token-1' })
  })

  test('on the file page, shows the user name and the date when there is no custom text', async () => {
    const { page } = await openPage('pages/task/file', manual, { waterprint: 1, watertext: '' })
    await waitFor(() => page.has('watermark'), 'the watermark')
    expect(occurrences(page.text(), '张三 2026-03-07')).toBe(MARKS)
    expect(page.text()).toContain('产品手册')
  })

  test('is absent when the organisation turns it off', async () => {
    for (const [route, media] of [
      ['pages/task/video', video],
      ['pages/task/file', manual],
    ] as const) {
      const { page } = await openPage(route, media, { waterprint: 0, watertext: '内部资料' })
      await vi.advanceTimersByTimeAsync(50)
      expect(page.has('watermark')).toBe(false)
      expect(page.text()).not.toContain('内部资料')
      weapp?.close()
      weapp = undefined
    }
  })

  test('keeps the setting it was given on the device, under the organisation', async () => {
    const { app, page } = await openPage('pages/task/file', manual, { waterprint: 1, watertext: '内部资料 严禁外传' })
    await waitFor(() => page.has('watermark'), 'the watermark')
    expect(JSON.parse(app.storage.get(WATERMARK_STORAGE_KEY) ?? '{}')).toEqual(keptSetting('内部资料 严禁外传'))
  })

  test('offline, shows the setting kept on the device', async () => {
    const storage = { ...sessionStorage({ user }), [WATERMARK_STORAGE_KEY]: JSON.stringify(keptSetting('内部资料 严禁外传')) }
    const { page } = await openPage('pages/task/file', manual, OFFLINE, storage)
    await waitFor(() => page.has('watermark'), 'the kept watermark')
    expect(occurrences(page.text(), '内部资料 严禁外传')).toBe(MARKS)
  })

  test('offline with no setting kept, shows the user name and the date', async () => {
    const { page } = await openPage('pages/task/file', manual, OFFLINE)
    await waitFor(() => page.has('watermark'), 'the fallback watermark')
    expect(occurrences(page.text(), '张三 2026-03-07')).toBe(MARKS)
  })

  test('lets every tap through to the page under it', () => {
    const styles = readFileSync(join(DIST, 'common.wxss'), 'utf8')
    expect(styles).toMatch(/\.watermark\{[^}]*position:fixed[^}]*pointer-events:none/)
    expect(styles).toMatch(/\.watermark__mark\{[^}]*pointer-events:none/)
  })
})
