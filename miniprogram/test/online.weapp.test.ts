import type { StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { persistedSession, sessionStorage } from './factories'
import { bridgeTo, signIn, startRealServer, type Bridge, type RealServer } from './realServer'
import { HEARTBEAT_PATH, launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// The online heartbeat (spec §7) in the built mini-program against the real server: a signed-in
// learner's app beats as it starts (and every 30 s, and on its return to the foreground: shared
// `keepOnline`'s own tests); a sign-in on another phone ends this one with the 10001 notice.

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

/** The app with this learner's session, bridged to the server before it loads (it beats as it launches). */
function launchSignedIn(user: StoredUser): { app: Weapp; bridge: Bridge } {
  let bridge: Bridge | undefined
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user }), beforeLaunch: () => (bridge = bridgeTo(server)) }))
  return { app, bridge: bridge! }
}

const beats = (bridge: Bridge) => bridge.requests.filter((request) => request.path === HEARTBEAT_PATH)

describe('online heartbeat on the built weapp', () => {
  test('a signed-in learner is online from the moment the app starts, and stays signed in', async () => {
    const learner = await signIn(server.url, 'learner01')
    const { app, bridge } = launchSignedIn(learner)
    await waitFor(() => beats(bridge).length > 0, 'the first heartbeat')
    expect(beats(bridge)[0]).toMatchObject({ method: 'POST', mode: 'online' })

    const page = await app.renderPage('pages/mine/index')
    await waitFor(() => page.has('logout'), 'the signed-in personal centre')
    expect(app.navigations).toEqual([])
    expect(persistedSession(app.storage).user).toMatchObject({ token: learner.token })
  })

  test('a sign-in on another phone ends this session: the login page says the account signed in elsewhere', async () => {
    const here = await signIn(server.url, 'learner02')
    await signIn(server.url, 'learner02')
    const { app, bridge } = launchSignedIn(here)

    await waitFor(() => app.navigations.length > 0, 'the relaunch to login')
    expect(beats(bridge).length).toBeGreaterThan(0)
    expect(app.navigations).toEqual([{ api: 'reLaunch', url: '/pages/login/index' }])
    expect(persistedSession(app.storage)).toMatchObject({ user: null, logoutCode: 10001 })

    await app.renderPage('pages/login/index')
    await waitFor(() => app.modals.length > 0, 'the signed-in-elsewhere notice')
    expect(app.modals[0]).toEqual({ title: '下线通知', content: '您的账号已在其他地方登录，已被强制下线' })
  })

  test('no heartbeat before anyone signs in', async () => {
    let bridge: Bridge | undefined
    const app = (weapp = launchWeapp({ beforeLaunch: () => (bridge = bridgeTo(server)) }))
    const page = await app.renderPage('pages/login/index')
    await waitFor(() => page.has('wechat-login'), 'the login page')
    expect(beats(bridge!)).toEqual([])
  })
})
