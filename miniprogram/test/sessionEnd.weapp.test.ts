import { examStartResponseSchema, examTokenResponseSchema, type StoredUser } from '@peilian/shared'
import { publishedExam, userIdOf } from '@peilian/server/testing'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { persistedSession, sessionStorage } from './factories'
import { bridgeTo, callApi, signIn, startRealServer, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// A session the server has ended (10000) while an answer waits on the phone: the app returns to
// sign-in and keeps the answer, filed under its learner, and sends it once the same learner is
// signed in again. The server ends the session with its own logout, so the exam's clock need not move.

const EXAM = 'pages/exam/index'
const TITLE = '会话结束测验'
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

describe('a session that ends during an exam', () => {
  test('returns to sign-in with the unconfirmed answer kept, and sends it once the learner signs in again', async () => {
    const ownerToken = (await signIn(server.url, 'owner01')).token
    const learner: StoredUser = await signIn(server.url, 'learner01')
    const exam = await publishedExam(server.url, ownerToken, await userIdOf(server.url, ownerToken, 'learner01'), TITLE)
    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    const bridge = bridgeTo(server)
    const page = await app.renderPage(EXAM, { id: exam.childId })
    await waitFor(() => page.has('start'), 'the cover')
    await page.tap('start')
    await waitFor(() => page.has('taking'), 'the first question')

    // Given without a connection, so the answer is on the phone before the server can refuse it.
    bridge.network = () => 'offline'
    await page.tap('choice-A')
    await page.waitForText('1个答案等待网络同步')
    await callApi(server.url, 'POST', 'api/admin/system/online/logout', { token: learner.token })
    bridge.network = () => 'online'
    app.reconnect()
    await waitFor(() => app.navigations.some(({ api, url }) => api === 'reLaunch' && url.includes('login')), 'the return to sign-in')
    expect(persistedSession(app.storage)).toMatchObject({ user: null, logoutCode: 10000 })
    // The login page says why, once: the kept code is consumed by saying it.
    const login = await app.renderPage('pages/login/index')
    await login.waitForText('登录已失效，请重新登录')
    expect(persistedSession(app.storage)).toMatchObject({ logoutCode: null })
    const again = await signIn(server.url, 'learner01')
    const key = examTokenResponseSchema.parse(
      (await callApi(server.url, 'GET', `api/trainning/v3/exampaper/token/${exam.childId}`, { token: again.token })).body,
    ).key
    const outboxKey = `peilian.examAnswers.${learner.id}.${exam.childId}.${key}`
    expect(JSON.parse(app.storage.get(outboxKey) ?? '{}')).toMatchObject({ answers: [{ questionid: '0', choices: ['A'], synced: false }] })

    // The same learner signed in again on this phone: the exam sends what waited.
    const left = { ...Object.fromEntries(app.storage), ...sessionStorage({ user: again }) }
    app.close()
    const next = (weapp = launchWeapp({ storage: left }))
    bridgeTo(server)
    const reopened = await next.renderPage(EXAM, { id: exam.childId })
    await waitFor(() => reopened.has('taking'), 'the attempt')
    await reopened.waitForText('所有答案已保存')
    const held = examStartResponseSchema.parse(
      (await callApi(server.url, 'GET', `api/trainning/v3/exampaper/${exam.childId}/start?key=${key}`, { token: again.token })).body,
    )
    expect(held.attempt.answers.map(({ questionid, choices }) => [questionid, choices])).toEqual([['0', ['A']]])
  }, 120_000)
})
