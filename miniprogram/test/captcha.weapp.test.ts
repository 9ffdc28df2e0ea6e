import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { toBase64Url } from '@peilian/shared'
import { aStoredUser } from './factories'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

const KEY = toBase64Url(new Uint8Array(32))
const svgFor = (randomkey: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="111" height="40"><rect width="111" height="40" fill="#eef"/><desc>${randomkey}</desc></svg>`

/** A server that wants a captcha: keys `rk-N`, an SVG per key, and `login` answering api/login. */
function captchaServer(login: Router): Router {
  let keys = 0
  return (request) => {
    if (request.path === 'api/login/randomcode') {
      return { data: { successed: true, randomkey: `rk-${++keys}`, key: KEY, expiresIn: 120, captcha: true } }
    }
    if (request.path === 'api/login/verifycode') return { data: svgFor(request.query.randomkey ?? '') }
    if (request.path === 'api/login') return login(request)
    return undefined
  }
}

/** The SVG the captcha image shows, decoded from its data URI; '' while a new one loads. */
function shownSvg(page: RenderedPage): string {
  if (!page.has('captcha-picture')) return ''
  const src = String(page.attribute('captcha-picture', 'src'))
  expect(src).toMatch(/^data:image\/svg\+xml;base64,/)
  return Buffer.from(src.slice(src.indexOf(',') + 1), 'base64').toString('utf8')
}

async function openAccountTab(app: Weapp): Promise<RenderedPage> {
  const page = await app.renderPage('pages/login/index')
  await page.tap('tab-account')
  await waitFor(() => page.has('captcha-picture'), 'the captcha image')
  await page.tap('agreement')
  await page.input('account', 'learner01')
  await page.input('password', 'Secret#123')
  return page
}

describe('account tab captcha', () => {
  test('a key that asks for a captcha shows its image and refuses an empty answer', async () => {
    const app = (weapp = launchWeapp({ router: captchaServer(() => undefined) }))
    const page = await openAccountTab(app)
    expect(page.text()).toContain('图形验证码')
    expect(page.text()).toContain('看不清？换一张')
    expect(shownSvg(page)).toBe(svgFor('rk-1'))
    expect(app.requests.find((request) => request.path === 'api/login/verifycode')?.query).toEqual({ randomkey: 'rk-1' })

    await page.tap('password-login')
    await page.waitForText('请输入图形验证码')
    expect(app.requests.some((request) => request.path === 'api/login')).toBe(false)
  })

  test('the answer goes with the captcha key; a refusal brings a new key and image', async () => {
    const app = (weapp = launchWeapp({
      router: captchaServer(() => ({ status: 400, data: { successed: false, errcode: 40005, errmsg: '图形验证码错误' } })),
    }))
    const page = await openAccountTab(app)
    await page.input('captcha', 'ab12')
    expect(page.attribute('captcha', 'value')).toBe('ab12')
    expect(page.attribute('captcha', 'maxlength')).toBe(4)
    await page.tap('password-login')
    await page.waitForText('图形验证码错误')

    const logins = app.requests.filter((request) => request.path === 'api/login')
    expect(logins).toHaveLength(1)
    expect(logins[0]?.body).toMatchObject({ account: 'learner01', randomkey: 'rk-1', randomcode: 'ab12' })
    await waitFor(() => shownSvg(page) === svgFor('rk-2'), 'the new captcha')
    expect(page.attribute('captcha', 'value')).toBe('')
  })

  test('tapping the image draws a captcha for a new key', async () => {
    const app = (weapp = launchWeapp({ router: captchaServer(() => undefined) }))
    const page = await openAccountTab(app)
    await page.tap('captcha-image')
    await waitFor(() => shownSvg(page) === svgFor('rk-2'), 'the new captcha')
    await page.tap('captcha-refresh')
    await waitFor(() => shownSvg(page) === svgFor('rk-3'), 'another captcha')
  })

  test('a correct answer signs in without fetching another key', async () => {
    const app = (weapp = launchWeapp({ router: captchaServer(() => ({ data: { successed: true, user: [aStoredUser()] } })) }))
    const page = await openAccountTab(app)
    await page.input('captcha', 'XY34')
    await page.tap('password-login')
    await waitFor(() => app.navigations.length > 0, 'switchTab')
    expect(app.requests.filter((request) => request.path === 'api/login/randomcode')).toHaveLength(1)
  })
})
