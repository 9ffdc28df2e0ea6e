import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { PASSWORD_DIALOG_LOGIN_DELAY_MS, decryptPassword, toBase64Url } from '@peilian/shared'
import { aStoredUser, persistedSession } from './factories'
import { launchWeapp, requireBuiltDist, waitFor, type HarnessRequest, type RenderedPage, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
  vi.useRealTimers()
})

const KEY = toBase64Url(Uint8Array.from({ length: 32 }, (_, index) => index * 3))
const changedUser = aStoredUser({ token: 'after-change', name: '新密码用户' })

/** A server whose account login demands a change; each randomcode is a new key `rk-N`. */
function changeServer(change: { changepassword: 1 | 2; changdays: number }, forceChange: Router = () => undefined): Router {
  let keys = 0
  return (request) => {
    if (request.path === 'api/login/randomcode') {
      return { data: { successed: true, randomkey: `rk-${++keys}`, key: KEY, expiresIn: 120, captcha: false } }
    }
    if (request.path === 'api/login') {
      const first = change.changepassword === 1
      const refusal = first ? { errcode: 40310, errmsg: '首次登录需要修改密码' } : { errcode: 40311, errmsg: '密码已90天未修改，请修改密码' }
      return { status: 403, data: { successed: false, ...refusal, serial: 'serial-1', ...change } }
    }
    if (request.path === 'api/forcechangepassword') return forceChange(request) ?? { data: { successed: true, user: [changedUser] } }
    return undefined
  }
}

function launch(router: Router): Weapp {
  weapp = launchWeapp({ router })
  return weapp
}

/** Signs in on the account tab with a password the server wants changed; the change view opens. */
async function reachChange(app: Weapp): Promise<RenderedPage> {
  const page = await app.renderPage('pages/login/index')
  await page.tap('tab-account')
  await waitFor(() => page.has('account'), 'the account tab')
  await page.tap('agreement')
  await page.input('account', 'learner01')
  await page.input('password', 'initial1')
  await page.tap('password-login')
  await waitFor(() => page.has('password-reason'), 'the password change view')
  return page
}

const changes = (app: Weapp): HarnessRequest[] => app.requests.filter((request) => request.path === 'api/forcechangepassword')

describe('forced password change', () => {
  test('a first login opens the change view with its reason and rule, not signed in', async () => {
    const app = launch(changeServer({ changepassword: 1, changdays: 0 }))
    const page = await reachChange(app)
    expect(page.text()).toContain('修改密码')
    expect(page.text()).toContain('首次登录需要修改密码')
    expect(page.text()).toContain('密码长度为8到15位，须包含大写字母、小写字母、数字和特殊字符')
    expect(page.has('account')).toBe(false)
    await waitFor(() => app.titles.at(-1) === '修改密码', 'the page retitled')
    expect(app.navigations).toEqual([])
    expect(persistedSession(app.storage).user).toBeNull()
  })

  test('an expired password names the days it went unchanged', async () => {
    const app = launch(changeServer({ changepassword: 2, changdays: 90 }))
    const page = await reachChange(app)
    expect(page.text()).toContain('您的密码已90天未修改，请修改密码')
  })

  test('a weak password shows the rule, a mismatch its message, and nothing is sent', async () => {
    const app = launch(changeServer({ changepassword: 1, changdays: 0 }))
    const page = await reachChange(app)
    await page.input('new-password', 'abcdefgh')
    await page.input('confirm-password', 'abcdefgh')
    await page.tap('password-submit')
    await page.waitForText('密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格')

    await page.input('new-password', 'Short1!')
    await page.tap('password-submit')
    await page.waitForText('密码长度为8到15个字符')

    await page.input('new-password', 'Newpass@2026')
    await page.input('confirm-password', 'Newpass@2027')
    await page.tap('password-submit')
    await page.waitForText('两次输入的密码不一致！')
    expect(changes(app)).toEqual([])
  })

  test('success seals the new password under a fresh key, then signs in on the Training Centre after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const app = launch(changeServer({ changepassword: 1, changdays: 0 }))
    const page = await reachChange(app)
    await page.input('new-password', ' Newpass@2026 ')
    await page.input('confirm-password', 'Newpass@2026')
    await page.tap('password-submit')
    await waitFor(() => app.toasts.includes('密码修改成功'), 'the success toast')

    const [post] = changes(app)
    const keyRequests = app.requests.filter((request) => request.path === 'api/login/randomcode')
    // The login used one key; the change fetched its own, never reusing it.
    expect(post?.body.randomkey).toBe(`rk-${keyRequests.length}`)
    expect(post?.body).toMatchObject({ serial: 'serial-1' })
    expect(post?.body.password).not.toContain('Newpass')
    expect(decryptPassword(String(post?.body.password), String(post?.body.randomkey), KEY)).toBe('Newpass@2026')
    await page.waitForText('密码修改成功')

    // Not yet: the spec waits 2 s before completing the login.
    expect(app.navigations).toEqual([])
    expect(persistedSession(app.storage).user).toBeNull()

    vi.advanceTimersByTime(PASSWORD_DIALOG_LOGIN_DELAY_MS)
    await waitFor(() => app.navigations.length > 0, 'switchTab')
    expect(app.navigations[0]).toMatchObject({ api: 'switchTab', url: '/pages/center/index' })
    expect(persistedSession(app.storage).user).toMatchObject({ token: 'after-change', name: '新密码用户' })
  })

  test("a refused change shows the server's message and stays open", async () => {
    const refuse: Router = () => ({ status: 400, data: { successed: false, errcode: 40011, errmsg: '新密码不能与原密码相同' } })
    const app = launch(changeServer({ changepassword: 1, changdays: 0 }, refuse))
    const page = await reachChange(app)
    await page.input('new-password', 'Newpass@2026')
    await page.input('confirm-password', 'Newpass@2026')
    await page.tap('password-submit')
    await page.waitForText('新密码不能与原密码相同')
    expect(page.has('password-reason')).toBe(true)
  })

  test('a failure without a message says the change failed', async () => {
    const app = launch(changeServer({ changepassword: 1, changdays: 0 }, () => ({ status: 500, data: 'Internal Server Error' })))
    const page = await reachChange(app)
    await page.input('new-password', 'Newpass@2026')
    await page.input('confirm-password', 'Newpass@2026')
    await page.tap('password-submit')
    await page.waitForText('密码修改失败!')
  })

  test('an expired serial goes back to the login form with its message', async () => {
    const expired: Router = () => ({ status: 400, data: { successed: false, errcode: 40007, errmsg: '修改密码已超时，请重新登录' } })
    const app = launch(changeServer({ changepassword: 1, changdays: 0 }, expired))
    const page = await reachChange(app)
    await page.input('new-password', 'Newpass@2026')
    await page.input('confirm-password', 'Newpass@2026')
    await page.tap('password-submit')
    await page.waitForText('修改密码已超时，请重新登录')
    await waitFor(() => page.has('password-login'), 'the login form')
    expect(page.has('password-reason')).toBe(false)
  })

  test('a mobile sign-in owing a change opens the same view', async () => {
    const app = launch((request) => {
      if (request.path === 'api/login/mobile') {
        return { data: { successed: true, user: [aStoredUser({ needchangepwd: 2, serial: 'serial-m', changdays: 120 })] } }
      }
      return undefined
    })
    const page = await app.renderPage('pages/login/index')
    await page.tap('tab-mobile')
    await waitFor(() => page.has('mobile'), 'the mobile tab')
    await page.tap('agreement')
    await page.input('mobile', '13800138000')
    await page.input('code', '123456')
    await page.tap('mobile-login')
    await page.waitForText('您的密码已120天未修改，请修改密码')
    expect(persistedSession(app.storage).user).toBeNull()
    expect(app.navigations).toEqual([])
  })
})
