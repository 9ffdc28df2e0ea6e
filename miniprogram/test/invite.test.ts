import { outboxCode, sealedPassword } from '@peilian/server/testing'
import { createTranslator, departmentTreeResponseSchema, inviteCodeResponseSchema, invitePreviewResponseSchema } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { bridgeTo, callApi, signIn, startRealServer, type Bridge, type RealServer } from './realServer'
import { sessionStorage } from './factories'
import { keptLocale } from './locales'
import { launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// Joining an organisation with an invite code in the built mini-program, against the real server:
// the owner issues a code through the admin API; the page looks it up, sends the SMS code, joins,
// and the account made signs in with the mobile number as its password, which it must then change.

const ROUTE = 'pages/invite/index'
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

describe('joining with an invite code', () => {
  test('opened with the code, shows the organisation, joins with the SMS code and the name, and the mobile number signs in and must change its password', async () => {
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
    await page.tap('invite-submit')
    await page.waitForText('请先勾选同意用户协议和隐私政策')

    // A refusal keeps the form: the right code then joins.
    await page.tap('agreement')
    await page.tap('invite-submit')
    await page.waitForText(zhCN('errors.smsCodeWrong'))
    await page.input('code', sms)
    await page.tap('invite-submit')
    await page.waitForText(`已加入${invite.orgname}`)
    expect(page.text()).toContain(`请用手机号 ${mobile} 登录，初始密码为手机号，首次登录需修改密码`)

    const login = await callApi(server.url, 'POST', 'api/login', { body: { account: mobile, ...(await sealedPassword(server.url, mobile)) } })
    expect(login.status).toBe(403)
    expect(login.body).toMatchObject({ successed: false, changepassword: 1 })

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

  test('the login page links to it', async () => {
    const app = (weapp = launchWeapp())
    const page = await app.renderPage('pages/login/index')
    expect(page.textOf('go-invite')).toBe('邀请码加入')
    await page.tap('go-invite')
    await waitFor(() => app.navigations.length > 0, 'navigateTo')
    expect(app.navigations).toEqual([{ api: 'navigateTo', url: '/pages/invite/index' }])
  })
})
