import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { LAST_ORG_STORAGE_KEY, uploadResponseSchema, type StoredUser } from '@peilian/shared'
import { persistedSession, sessionStorage } from './factories'
import { bridgeTo, callApi, DEMO_PASSWORD, signIn, startRealServer, type RealServer } from './realServer'
import { DIST, launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// The organisation's look and watermark in the mini-program against the real server process: the
// owner uploads a logo, picks a primary colour and a custom watermark text through the back office's
// calls; the training centre shows the logo and the colour after a sign-in on this device, the login
// page keeps them after sign-out (the device's last organisation), and the pages that lacked the
// watermark show it.

const LOOK = 'api/trainning/system/setting/systemconfig'
const WATERMARK_TEXT = '内部资料 严禁外传'
const COLOUR = '#aa3300'
/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

let server: RealServer
let owner: StoredUser
let logo = ''
let weapp: Weapp | undefined

/**
 * Uploads the PNG as a personalisation image, as the back office's 系统设置 does. The multipart body
 * is written out: under jsdom, `FormData` is jsdom's, which Node's fetch does not encode.
 */
async function uploadLogo(token: string): Promise<string> {
  const boundary = 'peilian-look-test'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="trainlogo.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const response = await fetch(`${server.url}/api/file/upload?filetype=individuate&animate=true`, {
    method: 'POST',
    headers: { token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  expect(response.status).toBe(200)
  return uploadResponseSchema.parse(await response.json()).path
}

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer()
  owner = await signIn(server.url, 'owner01')
  logo = await uploadLogo(owner.token)
  const look = await callApi(server.url, 'PUT', 'api/admin/system/setting/individuate', {
    token: owner.token,
    body: { data: { trainlogo: logo, primarycolor: COLOUR } },
  })
  expect(look.status, JSON.stringify(look.body)).toBe(200)
  const watermark = await callApi(server.url, 'PUT', 'api/admin/system/setting/watermark', {
    token: owner.token,
    body: { waterprint: 1, content: 'custom', watertext: WATERMARK_TEXT },
  })
  expect(watermark.status, JSON.stringify(watermark.body)).toBe(200)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The text the watermark's one view paints: the SVG cell its background repeats. */
function watermarkText(page: RenderedPage): string {
  const style = String(page.attribute('watermark', 'style'))
  const svg = decodeURIComponent(/url\('data:image\/svg\+xml,([^']*)'\)/.exec(style)?.[1] ?? '')
  return /<text [^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? ''
}

const logoOf = (page: RenderedPage, id: string) => String(page.attribute(id, 'src'))

describe("the organisation's look in the mini-program", () => {
  test('shows the logo and the primary colour in the centre after a sign-in, and on the login page after sign-out', async () => {
    const app = (weapp = launchWeapp())
    const bridge = bridgeTo(server)
    const login = await app.renderPage('pages/login/index')
    // A device that never signed in shows the product's own look.
    await waitFor(() => bridge.requests.some((request) => request.path === LOOK), 'the look')
    expect(login.has('login-logo')).toBe(false)
    expect(login.text()).toContain('陪练 · 智能培训考试平台')

    await login.tap('tab-account')
    await waitFor(() => login.has('account'), 'the account tab')
    await login.tap('agreement')
    await login.input('account', 'learner02')
    await login.input('password', DEMO_PASSWORD)
    await login.tap('password-login')
    await waitFor(() => persistedSession(app.storage).user !== null, 'the sign-in', 15_000)
    const learner = persistedSession(app.storage).user!
    expect(learner.orgid).toBe(owner.orgid)
    await waitFor(() => app.storage.get(LAST_ORG_STORAGE_KEY) === learner.orgid, "the device's last organisation")

    const centre = await app.renderPage('pages/center/index')
    await waitFor(() => centre.has('centre-logo'), 'the centre logo', 15_000)
    expect(logoOf(centre, 'centre-logo')).toMatch(new RegExp(`^https?://[^/]+${logo}$`))
    expect(String(centre.attribute('centre', 'style'))).toContain(`--brand: ${COLOUR}`)
    await waitFor(() => centre.has('watermark'), 'the centre watermark')
    expect(watermarkText(centre)).toBe(WATERMARK_TEXT)

    // The personal centre had no watermark before.
    const mine = await app.renderPage('pages/mine/index')
    await waitFor(() => mine.has('watermark'), 'the personal centre watermark', 15_000)
    expect(watermarkText(mine)).toBe(WATERMARK_TEXT)
    await mine.tap('logout')
    await waitFor(() => persistedSession(app.storage).user === null, 'the sign-out', 15_000)
    // Signed out, there is no token: the server answers the organisation's look only for `?org=` of
    // the device's last organisation (else the product's own, as before the sign-in above).

    const again = await app.renderPage('pages/login/index')
    await waitFor(() => again.has('login-logo'), 'the login logo', 15_000)
    expect(logoOf(again, 'login-logo')).toMatch(new RegExp(`^https?://[^/]+${logo}$`))
    expect(String(again.attribute('login', 'style'))).toContain(`--brand: ${COLOUR}`)
    expect(again.has('watermark')).toBe(false)
  }, 45_000)

  test('shows the watermark on the free practice list, which lacked it', async () => {
    const learner = await signIn(server.url, 'learner02')
    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    bridgeTo(server)
    const page = await app.renderPage('pages/practice/index')
    await waitFor(() => page.has('watermark'), 'the watermark', 15_000)
    expect(watermarkText(page)).toBe(WATERMARK_TEXT)
  })

  test("says the spec's message and keeps the product's look when the look cannot be read", async () => {
    const app = (weapp = launchWeapp({ storage: { [LAST_ORG_STORAGE_KEY]: owner.orgid } }))
    const bridge = bridgeTo(server)
    bridge.network = ({ path }) => (path === LOOK ? 'offline' : 'online')
    const page = await app.renderPage('pages/login/index')
    await waitFor(() => app.toasts.includes('获取系统个性化配置数据失败'), 'the failure notice')
    expect(page.has('login-logo')).toBe(false)
    expect(page.attribute('login', 'style')).toBeFalsy()
  })

  test("colours the primary buttons and accents with the page's --brand, the product's blue by default", () => {
    const styles = readFileSync(join(DIST, 'common.wxss'), 'utf8')
    expect(styles).toMatch(/\.primary-button\{[^}]*background:var\(--brand\)/)
    expect(readFileSync(join(DIST, 'app.wxss'), 'utf8') + readFileSync(join(DIST, 'app-origin.wxss'), 'utf8')).toMatch(/page\{[^}]*--brand:\s*#1677ff/)
    expect(readFileSync(join(DIST, 'pages/login/index.wxss'), 'utf8')).toMatch(/\.login__tab--active\{[^}]*color:var\(--brand\)/)
  })
})
