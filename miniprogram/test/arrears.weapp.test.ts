import { practiceScenarioListResponseSchema, type StoredUser } from '@peilian/shared'
import { DEMO_ORGANISATION, freshDataDir, queryDataDir, startServerProcess, type ServerProcess } from '@peilian/server/testing'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeSocketsTo, bridgeTo, callApi, signIn, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// An organisation in arrears (docs/billing.md "Arrears") in the mini-program: the practice start is
// refused with the spec's message and nothing begins; once the mark is cleared (the server restarted
// on the same data, as the ledger would lift it) the same start works.

const MESSAGE = '账户已欠费，暂不能使用该功能，请联系客户经理'
const ROOM = 'pages/practice/room'
const mark = (inArrears: boolean) => ({ sql: `update organisations set in_arrears = ${inArrears} where name = $1`, params: [DEMO_ORGANISATION] })
/** learner01's practice sessions: what a start would have stored. */
const sessions = {
  sql: `select count(*)::int as n from practice_sessions s join users u on u.id = s.user_id where u.account = 'learner01'`,
}

let dataDir: string
let server: ServerProcess
let before: number
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  dataDir = await freshDataDir()
  before = (await queryDataDir<{ n: number }>(dataDir, [mark(true), sessions]))[0]!.n
  server = await startServerProcess({ dataDir, keepDataDir: true })
}, 120_000)

afterAll(async () => {
  await server?.stop()
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

    await server.stop()
    expect((await queryDataDir<{ n: number }>(dataDir, [mark(false), sessions]))[0]!.n).toBe(before)
    server = await startServerProcess({ dataDir })
    const started = await pressStart()
    await waitFor(() => started.has('hold-to-talk') || started.has('mic-unsupported'), 'the session to start', 30_000)
    expect(started.has('practice-error')).toBe(false)
  }, 180_000)
})
