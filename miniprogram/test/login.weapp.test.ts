import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { decryptPassword, TERMS_PARAGRAPHS, toBase64Url, zhCN } from '@peilian/shared'
import { sealedPassword } from '@peilian/server/testing'
import { aStoredUser, persistedSession } from './factories'
import { answerLocales } from './locales'
import { bridgeTo, callApi, DEMO_PASSWORD, startRealServer, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

function launch(router: Router): Weapp {
  weapp = launchWeapp({ router })
  return weapp
}

const signedInUser = aStoredUser({ token: 'wechat-token', name: '王五' })

describe('login page', () => {
  test('renders its three tabs in zh-CN and retitles the page', async () => {
    const app = launch(() => undefined)
    const page = await app.renderPage('pages/login/index')
    for (const label of ['微信一键登录', '账号登录', '短信登录', '我已阅读并同意']) expect(page.text()).toContain(label)
    expect(app.titles.at(-1)).toBe('登录')
  })

  test('the agreement line opens the user agreement and privacy policy, in full, without ticking the box', async () => {
    const app = launch(() => undefined)
    const login = await app.renderPage('pages/login/index')
    await login.tap('terms-link')
    expect(app.navigations).toEqual([{ api: 'navigateTo', url: '/pages/terms/index' }])
    await login.tap('wechat-login')
    await login.waitForText('请先勾选同意隐私协议')

    const terms = await app.renderPage('pages/terms/index')
    expect(app.titles.at(-1)).toBe('用户协议和隐私政策')
    for (const key of TERMS_PARAGRAPHS) expect(terms.text()).toContain(zhCN.terms[key.slice('terms.'.length) as keyof typeof zhCN.terms])
    await terms.tap('terms-read')
    expect(app.navigations.at(-1)).toMatchObject({ api: 'navigateBack' })
    expect(app.loginCodes).toEqual([])
  })

  test('WeChat login asks for the agreement, then sends the wx.login code, stores the user and switches tab', async () => {
    const app = launch((request) => (request.path === 'api/login/wechat/mini' ? { data: { successed: true, user: [signedInUser] } } : undefined))
    const page = await app.renderPage('pages/login/index')
    await page.tap('wechat-login')
    await page.waitForText('请先勾选同意隐私协议')
    expect(app.loginCodes).toEqual([])
    // The policy's name opens WeChat's privacy guide, without ticking the box for the learner.
    await page.tap('privacy-policy')
    expect(app.privacyContractsOpened).toBe(1)
    await page.tap('wechat-login')
    expect(app.loginCodes).toEqual([])

    await page.tap('agreement')
    await page.tap('wechat-login')
    await waitFor(() => app.navigations.length > 0, 'switchTab')

    expect(app.loginCodes).toEqual(['wx-code-1'])
    expect(app.requests).toHaveLength(1)
    expect(app.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/login/wechat/mini',
      body: { code: 'wx-code-1' },
      header: { apptype: '1', from: 'mini', browser: 'WeChat', 'Accept-Language': 'zh-CN' },
    })
    expect(persistedSession(app.storage).user).toMatchObject({ token: 'wechat-token', name: '王五' })
    expect(app.navigations[0]).toMatchObject({ api: 'switchTab', url: expect.stringMatching(/^\/pages\/center\/index$/) })
    expect(app.toasts).toContain('登录成功！')
  })

  test('signs in in the language saved on the account, though the login page showed another', async () => {
    const english = aStoredUser({ token: 'wechat-token', name: '王五', language: 'en' })
    const app = launch((request) => (request.path === 'api/login/wechat/mini' ? { data: { successed: true, user: [english] } } : answerLocales(request)))
    const page = await app.renderPage('pages/login/index')
    expect(page.text()).toContain('微信一键登录')
    await page.tap('agreement')
    await page.tap('wechat-login')
    await waitFor(() => app.navigations.length > 0, 'switchTab')

    expect(persistedSession(app.storage).language).toBe('en')
    // The English strings load after the sign-in; the tab bar is relabelled once they are here.
    await waitFor(() => app.tabBarItems.at(-1)?.text === 'Personal Centre', 'the tab bar in English')
    expect(app.tabBarItems.slice(-2)).toEqual([
      { index: 0, text: 'Training Centre' },
      { index: 1, text: 'Personal Centre' },
    ])
  })

  test('several matching users are offered, and the chosen one signs in with a fresh code', async () => {
    const choices = ['u1', 'u2'].map((id, index) => ({
      id,
      username: `学员${index + 1}`,
      avatar: '',
      orgname: `企业${index + 1}`,
      departmentname: '销售部',
    }))
    const app = launch((request) => {
      if (request.path !== 'api/login/wechat/mini') return undefined
      if (!request.body.userid) return { data: { successed: true, choose: true, user: choices } }
      return { data: { successed: true, user: [aStoredUser({ id: String(request.body.userid), name: '学员2' })] } }
    })
    const page = await app.renderPage('pages/login/index')
    await page.tap('agreement')
    await page.tap('wechat-login')
    await page.waitForText('请选择要登录的账号')
    expect(page.text()).toContain('学员1')
    expect(page.text()).toContain('企业2 · 销售部')

    await page.tap('choice-u2')
    await waitFor(() => app.navigations.length > 0, 'switchTab')
    expect(app.requests.map((request) => request.body)).toEqual([{ code: 'wx-code-1' }, { code: 'wx-code-2', userid: 'u2' }])
    expect(persistedSession(app.storage).user?.id).toBe('u2')
  })

  test('an unbound WeChat identity shows the failure and offers registration carrying miniopenid', async () => {
    const app = launch(() => ({
      status: 400,
      data: { successed: false, errcode: 40009, errmsg: '登录失败，请先绑定微信', miniopenid: 'mini-open-1' },
    }))
    const page = await app.renderPage('pages/login/index')
    await page.tap('agreement')
    await page.tap('wechat-login')
    await page.waitForText('登录失败，请先绑定微信')

    await page.tap('go-register')
    await waitFor(() => app.navigations.length > 0, 'navigateTo')
    expect(app.navigations[0]).toMatchObject({
      api: 'navigateTo',
      url: expect.stringMatching(/^\/pages\/register\/index\?miniopenid=mini-open-1$/),
    })
    expect(persistedSession(app.storage).user).toBeNull()
  })

  test('account login seals the password under the one-time key with wx.getRandomValues', async () => {
    const key = toBase64Url(Uint8Array.from({ length: 32 }, (_, index) => index))
    const app = launch((request) => {
      if (request.path === 'api/login/randomcode') {
        return { data: { successed: true, randomkey: 'rk-1', key, expiresIn: 120, captcha: false } }
      }
      if (request.path === 'api/login') return { data: { successed: true, user: [signedInUser] } }
      return undefined
    })
    const page = await app.renderPage('pages/login/index')
    await page.tap('tab-account')
    await waitFor(() => page.has('account'), 'the account tab')
    await page.tap('agreement')
    await page.input('account', 'learner01')
    await page.input('password', 'Secret#123')
    await page.tap('password-login')
    await waitFor(() => app.navigations.length > 0, 'switchTab')

    const login = app.requests.find((request) => request.path === 'api/login')
    expect(login?.body).toMatchObject({ account: 'learner01', randomkey: 'rk-1' })
    expect(login?.body.password).not.toContain('Secret')
    expect(decryptPassword(String(login?.body.password), 'rk-1', key)).toBe('Secret#123')
  })

  test('the SMS send button refuses a bad mobile, then counts down after sending', async () => {
    const app = launch((request) => (request.path === 'api/trainning/user/verifycode' ? { data: { successed: true, resendIn: 60 } } : undefined))
    const page = await app.renderPage('pages/login/index')
    await page.tap('tab-mobile')
    await waitFor(() => page.has('send-code'), 'the mobile tab')
    await page.input('mobile', '1234567')
    await page.tap('send-code')
    await page.waitForText('手机号格式不正确')
    expect(app.requests).toEqual([])

    await page.input('mobile', '13800138000')
    await page.tap('send-code')
    await page.waitForText('秒后重新获取')
    expect(page.text()).toMatch(/(60|59|58)秒后重新获取/)
    expect(page.text()).not.toContain('手机号格式不正确')
    expect(app.requests[0]).toMatchObject({ method: 'GET', path: 'api/trainning/user/verifycode', query: { mobile: '13800138000' } })
    expect(app.toasts).toContain('验证码已发送，请注意查收')
  })
})

describe('account login after failed sign-ins (real server)', () => {
  let server: RealServer

  beforeAll(async () => {
    server = await startRealServer()
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  /** The fields of a form-encoded (or JSON) request body the bridge saw. */
  const fieldsOf = (body: string): Record<string, string> =>
    body.startsWith('{') ? (JSON.parse(body) as Record<string, string>) : Object.fromEntries(new URLSearchParams(body))

  test('shows the captcha the server asks for, and sends the answer with the key its image belongs to', async () => {
    // Failed sign-ins of learner02, from the address the phone uses too.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const failed = await callApi(server.url, 'POST', 'api/login', { body: { account: 'learner02', ...(await sealedPassword(server.url, 'Wrong@2026')) } })
      expect(failed.body, `attempt ${attempt}`).toMatchObject({ errcode: 40003 })
    }
    const app = (weapp = launchWeapp())
    const bridge = bridgeTo(server)
    const page = await app.renderPage('pages/login/index')
    await page.tap('tab-account')
    await waitFor(() => page.has('account'), 'the account tab')
    expect(page.has('captcha')).toBe(false)
    await page.tap('agreement')
    await page.input('account', 'learner02')
    await page.input('password', DEMO_PASSWORD)
    await page.tap('password-login')

    // The right password alone is not enough now: the server asks for the captcha, and it appears.
    await page.waitForText('登录失败次数较多，请输入图形验证码后再登录')
    await waitFor(() => page.has('captcha-picture'), 'the captcha the server asked for')
    expect(String(page.attribute('captcha-picture', 'src'))).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(app.navigations).toEqual([])

    await page.tap('password-login')
    const notice = () => (page.has('notice') ? page.textOf('notice') : '')
    await waitFor(() => notice() === '请输入图形验证码', 'the empty answer refused on the phone')
    const keys = () => bridge.requests.filter((request) => request.path === 'api/login/randomcode').length
    const keysBefore = keys()
    await page.input('captcha', 'zzzz')
    await page.tap('password-login')
    await waitFor(() => notice() === '图形验证码错误', 'the wrong answer refused by the server')
    const logins = bridge.requests.filter((request) => request.path === 'api/login').map((request) => fieldsOf(request.body))
    expect(logins).toHaveLength(2)
    expect(logins[0]?.randomcode).toBeUndefined()
    expect(logins[1]).toMatchObject({ account: 'learner02', randomcode: 'zzzz' })
    // The answer went with the key of the image on screen, now used up: a new key and image follow.
    await waitFor(() => keys() > keysBefore, 'a new key')
    await waitFor(() => page.has('captcha-picture'), 'a new captcha')
    expect(page.attribute('captcha', 'value')).toBe('')
    expect(persistedSession(app.storage).user).toBeNull()
  }, 30_000)

  test('shows the captcha the server asks for before another SMS code, and sends the answer with its key', async () => {
    // Five codes asked from the address the phone uses too, within the hour.
    for (let sent = 1; sent <= 5; sent += 1)
      expect((await callApi(server.url, 'GET', `api/trainning/user/verifycode?mobile=1390000${2000 + sent}`)).status).toBe(200)
    const app = (weapp = launchWeapp())
    const bridge = bridgeTo(server)
    const page = await app.renderPage('pages/login/index')
    await page.tap('tab-mobile')
    await waitFor(() => page.has('send-code'), 'the mobile tab')
    expect(page.has('captcha')).toBe(false)
    await page.input('mobile', '13800000004')
    await page.tap('send-code')
    await page.waitForText('请先完成验证，再获取短信验证码')
    await waitFor(() => page.has('captcha-picture'), 'the captcha the server asked for')

    // The server checked the answer against the key of the image on screen: without both it would
    // ask for the captcha again, without the key it would say the key expired.
    await page.input('captcha', 'zzzz')
    await page.tap('send-code')
    await page.waitForText('图形验证码错误')
    expect(bridge.requests.filter((request) => request.path.startsWith('api/trainning/user/verifycode'))).toHaveLength(2)
    await waitFor(() => page.has('captcha-picture'), 'a new captcha')
    expect(page.attribute('captcha', 'value')).toBe('')
  }, 30_000)
})
