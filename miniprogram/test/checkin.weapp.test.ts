import { addDays, myCheckinListResponseSchema, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sessionStorage } from './factories'
import { bridgeTo, callApi, signIn, startRealServer, type RealServer } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// Check-in tasks in the mini-program (docs/checkin.md), against the real server: 张伟 (learner01)
// opens the demo task 展厅接待每日打卡 from the list and reads its calendar — four days checked in,
// today still to do — the streak and stars, and the button that starts today's scenario practice.

const ROUTE = 'pages/checkin/index'
let server: RealServer
let learner: StoredUser
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer()
  learner = await signIn(server.url, 'learner01')
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

describe('the check-in calendar', () => {
  test('lists the task, then shows its month with the days, streak, stars and today’s button', { timeout: 90_000 }, async () => {
    const mine = myCheckinListResponseSchema.parse((await callApi(server.url, 'GET', 'api/trainning/v3/checkin', { token: learner.token })).body)
    const task = mine.rows[0]!
    expect(task).toMatchObject({ title: '展厅接待每日打卡', streak: 4 })

    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    bridgeTo(server)
    const list = await app.renderPage(ROUTE)
    await waitFor(() => list.has('checkin-item-1'), 'the list from the server', 30_000)
    expect(list.textOf('checkin-item-1')).toContain('展厅接待每日打卡')
    await list.tap('checkin-item-1')
    expect(app.navigations.at(-1)?.url).toBe(`/${ROUTE}?id=${task.id}`)

    const page = await app.renderPage(ROUTE, { id: task.id })
    await waitFor(() => page.has('checkin-calendar'), 'the calendar', 30_000)
    expect(page.textOf('checkin-streak')).toBe('4天')
    expect(page.textOf('checkin-stars')).toBe('4')
    expect(page.textOf('checkin-todaystar')).toBe('☆')
    const today = mine.today
    // Yesterday is on the month shown unless today is the 1st.
    if (addDays(today, -1).slice(0, 7) === today.slice(0, 7))
      expect(page.attribute(`checkin-day-${addDays(today, -1)}`, 'class')).toContain('calendar__day--checked')
    expect(page.attribute(`checkin-day-${today}`, 'class')).toContain('calendar__day--today')
    await page.tap('checkin-start')
    expect(app.navigations.at(-1)?.url).toBe(`/pages/practice/room?scenario=${task.refid}`)
  })
})
