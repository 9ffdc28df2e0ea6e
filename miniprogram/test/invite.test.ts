import { outboxCode, sealedPassword } from '@peilian/server/testing'
import { createTranslator, departmentTreeResponseSchema, inviteCodeResponseSchema, invitePreviewResponseSchema } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { bridgeTo, callApi, signIn, startRealServer, type Bridge, type RealServer } from './realServer'
import { sessionStorage } from './factories'
import { keptLocale } from './locales'
import { launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// Joining an organisation with an invite code in the built mini-program, against the real server:
// the owner issues a code through the admin API; the page looks it up, sends the SMS code, joins with
// a password the person chooses, and the account made signs in with that password — not with the
// mobile number, which others may know.

const ROUTE = 'pages/invite/index'
const CHOSEN = 'Chosen#2026'
const zhCN = createTranslator('zh-CN')
let server: RealServer
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer()
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** A code of the demo organisation issued by its owner, placing invitees in its first department. */
async function issueInvite(): Promise<{ code: string; orgname: string; department: string }> {
  const { token } = await signIn(server.url, 'owner01')
  const [department] = departmentTreeResponseSchema.parse((await callApi(server.url, 'GET', 'api/admin/organization/department', { token })).body).data
  const created = await callApi(server.url, 'POST', 'api/admin/organization/invitecode', {
    token,
    body: { title: '春季入职', validdate: '', maxcount: 5, departmentid: department!.id, positionid: '', roleid: '' },
  })
  const { code } = inviteCodeResponseSchema.parse(created.body).invite
  const { orgname } = invitePreviewResponseSchema.parse((await callApi(server.url, 'GET', `api/invite/${code}`)).body).invite
  return { code, orgname, department: department!.name }
}

/** The app with its requests going to the real server; `scan` is what WeChat's scanner reads. */
function launch(scan: string | null = null, storage: Record<string, string> = {}): { app: Weapp; bridge: Bridge } {
  let bridge: Bridge | undefined
  const app = (weapp = launchWeapp({ scan, storage, beforeLaunch: () => (bridge = bridgeTo(server)) }))
  return { app, bridge: bridge! }
}

/**
 * Asks SMS codes from the test's address, as an intake at one office would, until the server wants
 * the captcha before another: five within the hour, the other tests' codes included.
 */
async function exhaustAddress(): Promise<void> {
  for (let sent = 1; sent <= 6; sent += 1) {
    const response = await fetch(`${server.url}/api/wechat/mini/user/register/verifycode?mobile=1390000100${sent}`)
    if (response.status !== 200) {
      expect(await response.json()).toMatchObject({ errcode: 40022 })
      return
    }
  }
  throw new Error('the server sent a sixth code from one address without the captcha')
}

/** The query of each SMS code request the app sends from now on (the bridge keeps only paths). */
function codeQueries(): URLSearchParams[] {
  const wx = (globalThis as unknown as { wx: { request: (options: { url: string }) => unknown } }).wx
  const forward = wx.request
  const queries: URLSearchParams[] = []
  wx.request = (options) => {
    const url = new URL(options.url)
    if (url.pathname.endsWith('/register/verifycode')) queries.push(url.searchParams)
    return forward(options)
  }
  return queries
}

describe('joining with an invite code', () => {
  test('opened with the code, shows the organisation, joins with the SMS code, the name and a password chosen, which signs in where the mobile number does not', async () => {
    const invite = await issueInvite()
    const mobile = `139${String(Date.now()).slice(-8)}`
    const { app } = launch()
    const page = await app.renderPage(ROUTE, { code: invite.code })
    await page.waitForText(`加入${invite.orgname}`)
    expect(page.text()).toContain(`邀请码“春季入职” · 加入部门：${invite.department}`)
    expect(app.titles.at(-1)).toBe('邀请码加入')

    await page.input('mobile', mobile)
    await page.tap('send-code')
    await page.waitForText('秒后重新获取')
    const sms = await outboxCode(server.dataDir, mobile)
    await page.input('name', '王小明')
    await page.input('code', `${(Number(sms[0]) + 1) % 10}${sms.slice(1)}`)
    // Taro's input template carries no aria-label: a screen reader names WeChat's input by its placeholder, the label.
    expect([page.attribute('password', 'password'), page.attribute('password', 'placeholder')]).toEqual([true, '密码'])
    expect([page.attribute('confirm', 'password'), page.attribute('confirm', 'placeholder')]).toEqual([true, '确认密码'])
    await page.tap('invite-submit')
    await page.waitForText('请输入密码')
    // The mobile number is no password, and the confirmation must match: refused on the phone, before anything is sent.
    await page.input('password', mobile)
    await page.input('confirm', mobile)
    await page.tap('invite-submit')
    await page.waitForText('密码不能是手机号')
    await page.input('password', CHOSEN)
    await page.tap('invite-submit')
    await page.waitForText('两次输入的密码不一致!')
    await page.input('confirm', CHOSEN)
    await page.tap('invite-submit')
    await page.waitForText('请先勾选同意用户协议和隐私政策')

    // A refusal keeps the form: the right code then joins.
    await page.tap('agreement')
    await page.tap('invite-submit')
    await page.waitForText(zhCN('errors.smsCodeWrong'))
    await page.input('code', sms)
    await page.tap('invite-submit')
    await page.waitForText(`已加入${invite.orgname}`)
    expect(page.text()).toContain(`请用手机号 ${mobile} 和刚设置的密码登录`)

    const byMobile = await callApi(server.url, 'POST', 'api/login', { body: { account: mobile, ...(await sealedPassword(server.url, mobile)) } })
    expect(byMobile.body).toMatchObject({ successed: false, errcode: 40003 })
    const login = await callApi(server.url, 'POST', 'api/login', { body: { account: mobile, ...(await sealedPassword(server.url, CHOSEN)) } })
    expect(login.body).toMatchObject({ successed: true, user: [{ account: mobile }] })

    await page.tap('invite-to-login')
    await waitFor(() => app.navigations.length > 0, 'the way back to the login page')
    expect(app.navigations).toEqual([{ api: 'navigateBack', url: '' }])
  }, 60_000)

  test('an unknown code, or a text that cannot be one, says so', async () => {
    const { app, bridge } = launch()
    const page = await app.renderPage(ROUTE, { code: 'ZZZZ9999' })
    await page.waitForText('邀请码不存在或已停用')
    expect(bridge.requests.map((request) => request.path)).toContain('api/invite/ZZZZ9999')

    const before = bridge.requests.length
    await page.input('invite-code', 'abc')
    await page.tap('invite-find')
    await page.waitForText('邀请码不存在或已停用')
    expect(bridge.requests).toHaveLength(before)
    expect(page.has('invite-submit')).toBe(false)
  }, 30_000)

  test('speaks the language on screen, and so does the server’s refusal', async () => {
    const invite = await issueInvite()
    const { app } = launch(null, { ...sessionStorage({ language: 'en' }), ...keptLocale('en') })
    const page = await app.renderPage(ROUTE, { code: invite.code })
    await page.waitForText(`Join ${invite.orgname}`)
    expect(page.text()).toContain(`Invite "春季入职" · Department: ${invite.department}`)
    expect(app.titles.at(-1)).toBe('Join with an invite code')

    const unknown = await app.renderPage(ROUTE, { code: 'ZZZZ9999' })
    await unknown.waitForText('This invite code does not exist or has been revoked')
  }, 30_000)

  test("finds the code in a scanned invite link, and in a mini-program code's scene", async () => {
    const invite = await issueInvite()
    const { app } = launch(`${server.url}/invite/${invite.code}`)
    const scanned = await app.renderPage(ROUTE)
    expect(scanned.has('invite-submit')).toBe(false)
    await scanned.tap('invite-scan')
    await scanned.waitForText(`加入${invite.orgname}`)
    expect(scanned.has('invite-submit')).toBe(true)

    const opened = await app.renderPage(ROUTE, { scene: encodeURIComponent(invite.code) })
    await opened.waitForText(`加入${invite.orgname}`)
  }, 30_000)

  test('shows the captcha the server asks for before another SMS code, and sends the answer with its key', async () => {
    await exhaustAddress()
    const invite = await issueInvite()
    const { app } = launch()
    const queries = codeQueries()
    const page = await app.renderPage(ROUTE, { code: invite.code })
    await page.waitForText(`加入${invite.orgname}`)
    expect(page.has('captcha')).toBe(false)
    await page.input('mobile', '13900002001')
    await page.tap('send-code')
    await page.waitForText('请先完成验证，再获取短信验证码')
    await waitFor(() => page.has('captcha-picture'), 'the captcha the server asked for')
    expect(String(page.attribute('captcha-picture', 'src'))).toMatch(/^data:image\/svg\+xml;base64,/)

    // The answer goes with the key of the image on screen; the server checked it, and a new image follows.
    const picture = page.attribute('captcha-picture', 'src')
    await page.input('captcha', 'zzzz')
    await page.tap('send-code')
    await page.waitForText('图形验证码错误')
    expect(queries).toHaveLength(2)
    expect(queries[0]?.has('randomcode')).toBe(false)
    expect(queries[1]?.get('mobile')).toBe('13900002001')
    expect(queries[1]?.get('randomkey')).toMatch(/\S/)
    expect(queries[1]?.get('randomcode')).toBe('zzzz')
    await waitFor(() => page.has('captcha-picture') && page.attribute('captcha-picture', 'src') !== picture, 'a new captcha')
    expect(page.attribute('captcha', 'value')).toBe('')
  }, 30_000)

  test('the login page links to it', async () => {
    const app = (weapp = launchWeapp())
    const page = await app.renderPage('pages/login/index')
    expect(page.textOf('go-invite')).toBe('邀请码加入')
    await page.tap('go-invite')
    await waitFor(() => app.navigations.length > 0, 'navigateTo')
    expect(app.navigations).toEqual([{ api: 'navigateTo', url: '/pages/invite/index' }])
  })
})
