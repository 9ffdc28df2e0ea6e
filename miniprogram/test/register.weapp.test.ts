import { outboxCode } from '@peilian/server/testing'
import { createTranslator, userListResponseSchema } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { bridgeTo, callApi, signIn, startRealServer, type RealServer } from './realServer'
import { bridgeUploadsTo, chooseAvatar, type UploadBridge } from './uploadShims'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

const ROUTE = 'pages/register/index'

const router: Router = (request) => {
  if (request.path === 'api/wechat/mini/user/register/verifycode') return { data: { successed: true, resendIn: 60 } }
  if (request.path === 'api/wechat/mini/user/register') return { data: { successed: true } }
  return undefined
}

/** The spec's nine checks, each reached by fixing the previous field (§5 "Mini-program registration"). */
const NINE_CHECKS: [fill: (page: RenderedPage) => Promise<void>, message: string][] = [
  [async () => undefined, '请先输入手机号'],
  [(page) => page.input('mobile', '1380013800'), '请输入正确的11位手机号'],
  [(page) => page.input('mobile', '13800138000'), '请先输入验证码'],
  [(page) => page.input('code', '123456'), '请先输入姓名'],
  [(page) => page.input('name', '张三'), '请先输入公司全称'],
  [(page) => page.input('workunit', '公'.repeat(51)), '公司全称在50个字以内'],
  [(page) => page.input('workunit', '演示企业有限公司'), '请先输入职位'],
  [(page) => page.input('workno', '职'.repeat(17)), '职位在16个字以内'],
  [(page) => page.input('workno', '销售经理'), '请先勾选同意用户协议和隐私政策'],
]

describe('registration page', () => {
  test('shows each of the nine checks in order as the form is filled, then submits for review', async () => {
    const app = (weapp = launchWeapp({ router }))
    const page = await app.renderPage(ROUTE, { miniopenid: 'mini-open-1' })
    expect(app.titles.at(-1)).toBe('注册')

    let previous: string | undefined
    for (const [fill, message] of NINE_CHECKS) {
      await fill(page)
      await page.tap('register-submit')
      await page.waitForText(message)
      if (previous) expect(page.text()).not.toContain(previous)
      previous = message
    }
    expect(app.requests).toEqual([])

    await page.tap('agreement')
    await page.tap('register-submit')
    await page.waitForText('审核已提交，将很快完成，审核通过后将以短信通知您')
    expect(app.requests).toHaveLength(1)
    expect(app.requests[0]).toMatchObject({
      method: 'POST',
      path: 'api/wechat/mini/user/register',
      body: { mobile: '13800138000', code: '123456', name: '张三', workunit: '演示企业有限公司', workno: '销售经理', sex: '1', miniopenid: 'mini-open-1' },
    })
  })

  test('the send-code button needs a valid mobile, then locks for the countdown', async () => {
    const app = (weapp = launchWeapp({ router }))
    const page = await app.renderPage(ROUTE)
    await page.tap('send-code')
    await page.waitForText('手机号格式不正确')

    await page.input('mobile', '13900139000')
    await page.tap('send-code')
    await page.waitForText('秒后重新获取')
    expect(app.requests).toHaveLength(1)
    expect(app.requests[0]).toMatchObject({ path: 'api/wechat/mini/user/register/verifycode', query: { mobile: '13900139000' } })
  })

  test('a refused registration shows the server message and keeps the form', async () => {
    const app = (weapp = launchWeapp({
      router: () => ({ status: 400, data: { successed: false, errcode: 40006, errmsg: '验证码错误或已过期' } }),
    }))
    const page = await app.renderPage(ROUTE)
    for (const [id, value] of [
      ['mobile', '13800138000'],
      ['code', '1234'],
      ['name', '张三'],
      ['workunit', '演示企业'],
      ['workno', '销售'],
    ]) {
      await page.input(id as string, value as string)
    }
    await page.tap('agreement')
    await page.tap('register-submit')
    await page.waitForText('验证码错误或已过期')
    expect(page.has('register-submit')).toBe(true)
  })

  test('giving up asks for confirmation, then goes back', async () => {
    const app = (weapp = launchWeapp({ router }))
    const page = await app.renderPage(ROUTE)
    await page.tap('register-give-up')
    await waitFor(() => app.navigations.length > 0, 'navigateBack')
    expect(app.modals).toEqual([{ title: '', content: '确定要放弃注册吗' }])
    expect(app.navigations[0]?.api).toBe('navigateBack')
  })

  test('declining the give-up question stays on the form', async () => {
    const app = (weapp = launchWeapp({ router, modalAnswer: 'cancel' }))
    const page = await app.renderPage(ROUTE)
    await page.tap('register-give-up')
    await waitFor(() => app.modals.length > 0, 'showModal')
    expect(app.navigations).toEqual([])
  })
})

describe('registration with an avatar, against the real server', () => {
  /** A valid 1×1 PNG. */
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  let server: RealServer

  beforeAll(async () => {
    server = await startRealServer()
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  /** The registration page with its requests and uploads going to the real server. */
  async function openRegistration() {
    let uploads: UploadBridge | undefined
    const app = (weapp = launchWeapp({ beforeLaunch: () => (uploads = bridgeUploadsTo(server)) }))
    bridgeTo(server)
    return { app, uploads: uploads!, page: await app.renderPage(ROUTE, { miniopenid: 'mini-open-avatar' }) }
  }

  /** The form filled with a real SMS code for `mobile`, the agreement ticked. */
  async function fillForm(page: RenderedPage, mobile: string): Promise<void> {
    await page.input('mobile', mobile)
    await page.tap('send-code')
    await page.input('code', await outboxCode(server.dataDir, mobile))
    await page.input('name', '李华')
    await page.input('workunit', '演示企业有限公司')
    await page.input('workno', '销售顾问')
    await page.tap('agreement')
  }

  test('uploads the avatar chosen in WeChat before the account exists, and the registration carries it', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`
    const { page, uploads } = await openRegistration()
    await fillForm(page, mobile)
    const chosen = await chooseAvatar(page, uploads, 'register-avatar', PNG)
    await waitFor(() => page.has('register-avatar-image'), 'the chosen avatar')
    expect(page.attribute('register-avatar-image', 'src')).toBe(chosen)
    await waitFor(() => uploads.uploads[0]?.status === 200, 'the avatar upload', 15_000)
    expect(uploads.uploads).toMatchObject([{ path: 'api/file/upload', filetype: 'registrationavatar', header: { token: '' } }])

    await page.tap('register-submit')
    await page.waitForText('审核已提交，将很快完成，审核通过后将以短信通知您')
    const admin = await signIn(server.url, 'superadmin')
    const listed = await callApi(server.url, 'GET', `api/admin/organization/userlist?name=${mobile}&reviewstatus=pending`, { token: admin.token })
    const [registered] = userListResponseSchema.parse(listed.body).rows
    expect(registered).toMatchObject({ account: mobile, name: '李华', company: '演示企业有限公司', jobtitle: '销售顾问' })
    expect(registered!.avatar).toMatch(/^\/files\/[0-9a-f-]{36}\/avatar\/\d{8}\/[A-Za-z0-9_-]+\.png$/)
    expect(Buffer.from(await (await fetch(`${server.url}${registered!.avatar}`)).arrayBuffer()).equals(PNG)).toBe(true)
  }, 60_000)

  test('a failed avatar upload says so and clears the avatar; the registration goes without one', async () => {
    const { page, uploads } = await openRegistration()
    uploads.online = () => false
    await chooseAvatar(page, uploads, 'register-avatar', PNG)
    await page.waitForText('上传失败，请检查网络')
    expect(page.has('register-avatar-image')).toBe(false)

    uploads.online = () => true
    await chooseAvatar(page, uploads, 'register-avatar', Buffer.from('not an image'))
    await page.waitForText(`输入有误：${createTranslator('zh-CN')('register.imageFormat')}`)
    expect(page.has('register-avatar-image')).toBe(false)
    expect(uploads.uploads.map((upload) => upload.status)).toEqual(['offline', 400])
  }, 60_000)
})
