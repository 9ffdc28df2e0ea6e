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

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }

/**
 * The watermark's one view as the page hands it to WeChat: its style, the SVG cell its background
 * repeats, and the text drawn in that cell.
 */
function tileOf(page: RenderedPage): { style: string; svg: string; text: string } {
  const style = String(page.attribute('watermark', 'style'))
  const encoded = /background-image: url\('data:image\/svg\+xml,([^']*)'\)/.exec(style)?.[1] ?? ''
  const svg = decodeURIComponent(encoded)
  const drawn = /<text [^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? ''
  return { style, svg, text: drawn.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity) }
}
/** The device's record of the setting of 张三's organisation. */
const keptSetting = (watertext: string) => ({ version: WATERMARK_STORE_VERSION, byOrg: { [user.orgid]: { waterprint: 1, watertext } } })

describe('watermark on the training pages', () => {
  test('covers the video page with the custom text in one tiled view, over the player', async () => {
    const { app, page } = await openPage('pages/task/video', video, { waterprint: 1, watertext: '内部资料 严禁外传' })
    await waitFor(() => page.has('watermark'), 'the watermark')
    const tile = tileOf(page)
    expect(tile.text).toBe('内部资料 严禁外传')
    // One view, no text nodes: the text is painted in the cell the background repeats.
    expect(page.text()).not.toContain('内部资料 严禁外传')
    expect(page.has('video')).toBe(true)
    expect(app.requests.find((request) => request.path === WATERCONFIG)?.header).toMatchObject({ token: 'token-1' })
  })

  test("repeats one 200 px cell of the spec's geometry: 18 px text at 10 % black, rotated 36° about its centre", async () => {
    const { page } = await openPage('pages/task/file', manual, { waterprint: 1, watertext: `<b>"机密" & 'A'</b>` })
    await waitFor(() => page.has('watermark'), 'the watermark')
    const { style, svg, text } = tileOf(page)
    const cell = WATERMARK.spacingPx
    expect(style).toContain(`background-size: ${cell}px ${cell}px`)
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="${cell}">`))
    expect(svg).toContain(`transform="rotate(-${WATERMARK.rotateDeg} ${cell / 2} ${cell / 2})"`)
    expect(svg).toContain(`font-size="${WATERMARK.fontPx}" fill="rgba(0, 0, 0, ${WATERMARK.opacity})" text-anchor="middle"`)
    // The organisation's text stays text, whatever it holds.
    expect(text).toBe(`<b>"机密" & 'A'</b>`)
    expect(svg).not.toContain('<b>')
  })

  test('on the file page, shows the user name and the date when there is no custom text', async () => {
    const { page } = await openPage('pages/task/file', manual, { waterprint: 1, watertext: '' })
    await waitFor(() => page.has('watermark'), 'the watermark')
    expect(tileOf(page).text).toBe('张三 2026-03-07')
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
    expect(tileOf(page).text).toBe('内部资料 严禁外传')
  })

  test('offline with no setting kept, shows the user name and the date', async () => {
    const { page } = await openPage('pages/task/file', manual, OFFLINE)
    await waitFor(() => page.has('watermark'), 'the fallback watermark')
    expect(tileOf(page).text).toBe('张三 2026-03-07')
  })

  test('lets every tap through to the page under it', () => {
    const styles = readFileSync(join(DIST, 'common.wxss'), 'utf8')
    expect(styles).toMatch(/\.watermark\{[^}]*position:fixed[^}]*pointer-events:none/)
  })
})
