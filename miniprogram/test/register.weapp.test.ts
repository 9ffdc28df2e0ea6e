import { afterEach, beforeAll, describe, expect, test } from 'vitest'
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
