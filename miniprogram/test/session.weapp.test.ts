import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { aStoredUser, persistedSession, sessionStorage } from './factories'
import { HEARTBEAT_PATH, launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

let weapp: Weapp | undefined
/** The personal centre also asks for the learner's own figures; these tests are about the session. */
const FIGURES = 'api/trainning/v3/mine/report'
const PROFILE = 'api/trainning/v3/mine'
const VOICEPRINT = LEARNER_ENDPOINTS.voiceprint.mine.path
const APPEALS = LEARNER_ENDPOINTS.appeals.mine.path
const NOTICES = [LEARNER_ENDPOINTS.notices.list.path, LEARNER_ENDPOINTS.notices.socket.path]
/**
 * What the personal centre asks for as it shows (the profile, the figures, the voiceprint card, 我的申诉's
 * and 消息通知's unread counts, the live notices' address, the watermark), apart from what a test is about.
 */
const pageLoads = new Set([FIGURES, PROFILE, VOICEPRINT, APPEALS, ...NOTICES, 'api/common/setting/waterconfig'])

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

describe('session on the built weapp', () => {
  test('logout tells the server, clears the stored user and shows the sign-in entry', async () => {
    const app = (weapp = launchWeapp({
      storage: sessionStorage({ user: aStoredUser({ token: 'token-9', name: '赵六' }) }),
      router: (request) => (request.path === 'api/admin/system/online/logout' ? { data: { successed: true } } : undefined),
    }))
    const page = await app.renderPage('pages/mine/index')
    expect(page.text()).toContain('赵六')
    await page.tap('logout')
    await waitFor(() => page.has('sign-in'), 'the sign-in entry')

    expect(app.requests.filter((request) => !pageLoads.has(request.path))).toMatchObject([
      { method: 'POST', path: 'api/admin/system/online/logout', header: { token: 'token-9' } },
    ])
    expect(persistedSession(app.storage)).toMatchObject({ user: null, logoutCode: null })
    expect(page.text()).not.toContain('退出登录')
  })

  test('a forced-logout code clears the session and relaunches to login, which explains 10001', async () => {
    const app = (weapp = launchWeapp({
      storage: sessionStorage({ user: aStoredUser() }),
      router: (request) =>
        pageLoads.has(request.path) || request.path === HEARTBEAT_PATH
          ? undefined
          : { status: 401, data: { successed: false, errcode: 10001, errmsg: '您的账号已在其他地方登录，已被强制下线' } },
    }))
    const mine = await app.renderPage('pages/mine/index')
    await mine.tap('logout')
    await waitFor(() => app.navigations.length > 0, 'reLaunch')

    expect(app.navigations).toEqual([{ api: 'reLaunch', url: '/pages/login/index' }])
    expect(persistedSession(app.storage)).toMatchObject({ user: null, logoutCode: 10001 })

    await app.renderPage('pages/login/index')
    await waitFor(() => app.modals.length > 0, 'the logged-out-elsewhere alert')
    expect(app.modals[0]).toEqual({ title: '下线通知', content: '您的账号已在其他地方登录，已被强制下线' })
    expect(persistedSession(app.storage).logoutCode).toBeNull()
  })
})
