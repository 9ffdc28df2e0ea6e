import { levelListResponseSchema, mineResponseSchema, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeTo, callApi, signIn, startRealServer, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// Levels and badges in the mini-program's personal centre (admin §3 Level, Badge; learner §2.9):
// the administrator renames the ladder's first level and adds a one-day login streak badge; 刘洋
// (learner02) signs in, the badge job (ticking every half second here) awards it, and the personal
// centre shows the level and the badge the server holds for her.

const MINE = 'api/trainning/v3/mine'
let server: RealServer
let learner: StoredUser
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer({ env: { BADGE_AWARD_MS: '500' } })
  const { token } = await signIn(server.url, 'superadmin')
  const ladder = levelListResponseSchema.parse((await callApi(server.url, 'GET', 'api/admin/system/level', { token })).body).rows
  const first = ladder.find((level) => level.experience === 0)
  if (!first) throw new Error('the demo ladder has no level at 0')
  expect((await callApi(server.url, 'PUT', `api/admin/system/level/${first.id}`, { token, body: { name: '启航者', experience: 0 } })).status).toBe(200)
  const badge = await callApi(server.url, 'POST', 'api/admin/system/badge', { token, body: { name: '小程序之星', condition: 'loginStreak', count: 1 } })
  expect(badge.status).toBe(200)
  learner = await signIn(server.url, 'learner02')
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

describe('levels and badges in the personal centre', () => {
  // Each wait ends with the server's answer; the limits are the suite's for a server answer (30 s), as
  // two test runs side by side once took the personal centre past 15 s.
  test('shows the level and the badge the learner earned', { timeout: 90_000 }, async () => {
    const mine = async () => mineResponseSchema.parse((await callApi(server.url, 'GET', MINE, { token: learner.token })).body).user
    await expect.poll(async () => (await mine()).badges.map((badge) => badge.name), { timeout: 30_000 }).toContain('小程序之星')
    expect((await mine()).levelname).toBe('启航者')

    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    bridgeTo(server)
    const page = await app.renderPage('pages/mine/index')
    await waitFor(() => page.has('mine-badges'), 'the badges from the server', 30_000)
    expect(page.textOf('mine-level')).toBe('启航者')
    expect(page.textOf('mine-badges')).toContain('小程序之星')
  })
})
