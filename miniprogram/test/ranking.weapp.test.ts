import { dataDirWith, DEMO_ORGANISATION } from '@peilian/server/testing'
import { formatHms, rankingResponseSchema, type RankingResponse, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeTo, callApi, signIn, startRealServer, type Bridge, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// The ranking subpackage against the real server process: the learner's own row, then the
// organisation's learners by learning time, the top three marked, a further page when the list
// reaches its bottom; a retry after a failure, and the organisation's choice to hide it.

const RANKING = 'api/trainning/v3/ranking'
const ROUTE = 'pages/ranking/index'
const PAGE = 30

/** Thirty more learners in learner03's department, each with a different learning time: more than one page to rank. */
const MORE_LEARNERS = [
  {
    sql: `INSERT INTO users (org_id, department_id, account, password_hash, name)
          SELECT org_id, department_id, 'ranked' || n, password_hash, '学员' || n FROM users, generate_series(1, 30) AS n WHERE account = 'learner03'`,
  },
  {
    sql: `INSERT INTO learner_stats (user_id, org_id, learning_seconds)
          SELECT id, org_id, 600 * substring(account FROM 7)::int FROM users WHERE account LIKE 'ranked%'`,
  },
]

let server: RealServer
let learner: StoredUser
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer({ dataDir: await dataDirWith(MORE_LEARNERS) })
  learner = await signIn(server.url, 'learner01')
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

const rankingPage = async (page: number, on: RealServer = server, user: StoredUser = learner): Promise<RankingResponse> =>
  rankingResponseSchema.parse((await callApi(on.url, 'GET', `${RANKING}?page=${page}&rows=${PAGE}`, { token: user.token })).body)

async function openRanking(on: RealServer = server, user: StoredUser = learner, network?: Bridge['network']): Promise<{ page: RenderedPage; bridge: Bridge }> {
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user }) }))
  const bridge = bridgeTo(on)
  if (network) bridge.network = network
  return { page: await app.renderPage(ROUTE), bridge }
}

describe('the ranking', () => {
  test("shows the learner's own row, then the learners in rank order with the top three marked, a page more at the bottom", { timeout: 60_000 }, async () => {
    const [first, second] = [await rankingPage(1), await rankingPage(2)]
    expect(first.total).toBeGreaterThan(PAGE)
    const { page } = await openRanking()
    await waitFor(() => page.has('ranking-1'), 'the first page', 15_000)

    expect(first.me).not.toBeNull()
    expect(page.textOf('ranking-me')).toBe(`${first.me!.rank}${first.me!.name}${first.me!.departmentname}${formatHms(first.me!.learningseconds)}`)
    for (const [index, row] of first.rows.entries()) {
      const place = `ranking-${index + 1}`
      expect(page.textOf(place)).toBe(`${row.rank}${row.name}${row.departmentname}${formatHms(row.learningseconds)}`)
      // The top three ranks marked (learners with the same time share a rank).
      expect(page.attribute(`${place}-rank`, 'class')).toBe(row.rank <= 3 ? `rank-row__rank rank-row__rank--top${row.rank}` : 'rank-row__rank')
    }
    expect(first.rows.some((row) => row.rank > 3)).toBe(true)
    expect(page.has(`ranking-${PAGE + 1}`)).toBe(false)
    expect(page.has('ranking-end')).toBe(false)

    page.reachBottom()
    await waitFor(() => page.has(`ranking-${PAGE + 1}`), 'the second page', 15_000)
    expect(page.textOf(`ranking-${PAGE + 1}`)).toBe(
      `${second.rows[0]!.rank}${second.rows[0]!.name}${second.rows[0]!.departmentname}${formatHms(second.rows[0]!.learningseconds)}`,
    )
    if (first.total <= 2 * PAGE) await waitFor(() => page.has('ranking-end'), 'the end of the list')
  })

  test('offers a retry when the first page or a further one fails, keeping the rows shown', { timeout: 60_000 }, async () => {
    let offline = true
    const { page, bridge } = await openRanking(server, learner, ({ path }) => (offline && path === RANKING ? 'offline' : 'online'))
    await waitFor(() => page.has('ranking-failed'), 'the failure', 15_000)
    expect(page.textOf('ranking-failed')).toContain('网络不可用，请检查网络后重试')

    offline = false
    await page.tap('ranking-retry')
    await waitFor(() => page.has('ranking-1'), 'the first page', 15_000)

    offline = true
    page.reachBottom()
    await waitFor(() => page.has('ranking-more-failed'), 'the further page failing', 15_000)
    expect(page.has('ranking-1')).toBe(true)
    offline = false
    await page.tap('ranking-retry')
    await waitFor(() => page.has(`ranking-${PAGE + 1}`), 'the second page', 15_000)
    expect(page.has('ranking-more-failed')).toBe(false)
    expect(bridge.requests.filter((request) => request.path === RANKING).map((request) => request.mode)).toEqual(['offline', 'online', 'offline', 'online'])
  })
})

describe('a ranking the organisation hides', () => {
  test('says it is not open, with no rows', async () => {
    const dataDir = await dataDirWith([
      { sql: `UPDATE organisations SET settings = settings || '{"rankVisible": false}'::jsonb WHERE name = $1`, params: [DEMO_ORGANISATION] },
    ])
    const hidden = await startRealServer({ dataDir })
    try {
      const user = await signIn(hidden.url, 'learner01')
      expect((await rankingPage(1, hidden, user)).visible).toBe(0)
      const { page } = await openRanking(hidden, user)
      await waitFor(() => page.has('ranking-hidden'), 'the hidden message', 15_000)
      expect(page.textOf('ranking-hidden')).toBe('排行榜未开放')
      expect(page.has('ranking-me')).toBe(false)
    } finally {
      await hidden.stop()
    }
  }, 120_000)
})
