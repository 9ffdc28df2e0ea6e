import { rm } from 'node:fs/promises'
import { costOrgListResponseSchema, operatorEntryResponseSchema, practiceScenarioListResponseSchema, type StoredUser } from '@peilian/shared'
import { DEMO_ORGANISATION, freshDataDir, queryDataDir, startServerProcess, type ServerProcess } from '@peilian/server/testing'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeSocketsTo, bridgeTo, callApi, signIn, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// An organisation in arrears (docs/billing.md "Arrears") in the mini-program: the platform operator's
// adjustment takes its balance below 0, the practice start is refused with the spec's message and
// nothing begins; the operator's recharge lifts it and the same start works at once.

const MESSAGE = '账户已欠费，暂不能使用该功能，请联系客户经理'
const ROOM = 'pages/practice/room'
/** learner01's practice sessions: what a start would have stored. */
const sessions = {
  sql: `select count(*)::int as n from practice_sessions s join users u on u.id = s.user_id where u.account = 'learner01'`,
}

let dataDir: string
let server: ServerProcess
let before: number
let weapp: Weapp | undefined
let operator = ''
let orgId = ''

/** Records an entry in the demo organisation's ledger as the platform operator; answers the balance after it. */
async function record(kind: 'adjust' | 'recharge', amount: number): Promise<number> {
  const answer = await callApi(server.url, 'POST', `api/admin/v3/cost/orgs/${orgId}/entries`, { token: operator, body: { kind, amount, note: '欠费演练' } })
  return operatorEntryResponseSchema.parse(answer.body).account.balance
}

beforeAll(async () => {
  requireBuiltDist()
  dataDir = await freshDataDir()
  before = (await queryDataDir<{ n: number }>(dataDir, [sessions]))[0]!.n
  server = await startServerProcess({ dataDir, keepDataDir: true })
  operator = (await signIn(server.url, 'superadmin')).token
  const orgs = costOrgListResponseSchema.parse((await callApi(server.url, 'GET', 'api/admin/v3/cost/orgs?page=1&rows=100', { token: operator })).body)
  const demo = orgs.rows.find((row) => row.name === DEMO_ORGANISATION)!
  orgId = demo.id
  expect(await record('adjust', -(demo.balance + 100))).toBeLessThan(0)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The practice room of the demo scenario, opened as learner01 with requests and sockets going to the server, start pressed. */
async function pressStart(): Promise<RenderedPage> {
  const on: RealServer = { url: server.url, dataDir, stop: server.stop, passHalfAnHour: server.moveClock }
  const learner: StoredUser = await signIn(server.url, 'learner01')
  const list = await callApi(server.url, 'GET', 'api/trainning/v3/practice/scenarios', { token: learner.token })
  const scenario = practiceScenarioListResponseSchema.parse(list.body).rows.find((row) => row.name === 'SUV展厅接待')?.id ?? ''
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
  bridgeTo(on)
  bridgeSocketsTo(on)
  const room = await app.renderPage(ROOM, { scenario })
  await waitFor(() => room.has('start') && !room.has('connection'), 'the room to connect', 30_000)
  await room.tap('start')
  return room
}

describe('an organisation in arrears', () => {
  test('has the practice start refused with the message, nothing begun, and started once out of arrears', async () => {
    const refused = await pressStart()
    await waitFor(() => refused.has('practice-error'), 'the refusal', 30_000)
    expect(refused.textOf('practice-error')).toBe(MESSAGE)
    expect(refused.has('start')).toBe(true)
    expect(refused.has('hold-to-talk') || refused.has('mic-unsupported')).toBe(false)
    weapp?.close()
    weapp = undefined

    expect(await record('recharge', 100_000)).toBeGreaterThan(0)
    const started = await pressStart()
    await waitFor(() => started.has('hold-to-talk') || started.has('mic-unsupported'), 'the session to start', 30_000)
    expect(started.has('practice-error')).toBe(false)
    await server.stop()
    // One session now, the one started out of arrears: the refused start stored none.
    expect((await queryDataDir<{ n: number }>(dataDir, [sessions]))[0]!.n).toBe(before + 1)
  }, 180_000)
})
