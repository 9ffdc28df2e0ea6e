import { createServer, type Server as HttpServer } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { ApiError, createTranslator, type Notice } from '@peilian/shared'
import { aNotice, fakeNoticeServer } from '@peilian/shared/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { aStoredUser, sessionStorage } from './factories'
import { bridgeSocketsTo, type RealServer, type SocketBridge } from './realServer'
import { launchWeapp, requireBuiltDist, waitFor, type HarnessRequest, type Router, type Weapp } from './weappHarness'

// The learner's notices in the mini-program: the personal centre's row with the unread count, the
// count raised at once by a notice pushed while the personal centre or the training centre is
// open (a real socket.io server, reached through wx.connectSocket), and 消息通知 (a subpackage) on
// the shared notices store the PWA binds, against an in-memory notice server: marking read, a
// pushed notice prepended, and the follow QR to long-press.

/** socket.io's server, the server package's own (the mini-program has only the client). */
interface IoSocket {
  handshake: { auth: Record<string, unknown> }
  on(event: 'disconnect', listener: () => void): void
  join(room: string): void
}
interface IoServer {
  use(middleware: (socket: IoSocket, next: (error?: Error) => void) => void): void
  on(event: 'connection', listener: (socket: IoSocket) => void): void
  to(room: string): { emit(event: string, payload: unknown): void }
  close(): void
}
const { Server } = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'))('socket.io') as {
  Server: new (http: HttpServer, options: Record<string, unknown>) => IoServer
}

const NOTICE = 'api/trainning/v3/notice'
const zhCN = createTranslator('zh-CN')
// Each test's learner has a token of its own, so a connection a closed app left behind is not counted.
let tokens = 0
let user = aStoredUser({ id: 'u1' })
const FOLLOW_URL = 'https://peilian.example.com/#/wxcall/subscrib?state=ticket-u1'

let http: HttpServer
let io: IoServer
let ioUrl = ''
/** Each token's connections the server accepted and saw close. */
const live = new Map<string, { connected: number; disconnected: number }>()
const liveOf = (token = user.token) => live.get(token) ?? { connected: 0, disconnected: 0 }
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  http = createServer()
  io = new Server(http, { path: '/socket.io', transports: ['websocket'] })
  // As the real server: the session token in the handshake's auth, or no connection; the learner's room.
  io.use((socket, next) => (String(socket.handshake.auth.token).startsWith('token-') ? next() : next(new Error('unauthorised'))))
  io.on('connection', (socket) => {
    const token = String(socket.handshake.auth.token)
    const counts = liveOf(token)
    live.set(token, { ...counts, connected: counts.connected + 1 })
    socket.join(token)
    socket.on('disconnect', () => live.set(token, { ...liveOf(token), disconnected: liveOf(token).disconnected + 1 }))
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const address = http.address()
  ioUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => {
  io?.close()
})

beforeEach(() => {
  tokens += 1
  user = aStoredUser({ id: 'u1', token: `token-notices-${tokens}` })
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The fake server's calls over the harness's requests, with the live address and the follow setting. */
function routerOver(server: ReturnType<typeof fakeNoticeServer>, follow: 'follow' | 'subscribed' | 'off' = 'off'): Router {
  const answer = (request: HarnessRequest): Promise<unknown> => {
    const { method, path } = request
    if (method === 'GET' && path === NOTICE) return server.calls.list({ page: request.query.page, rows: request.query.rows })
    if (method === 'PUT' && path === `${NOTICE}/read`) return server.calls.readAll()
    if (method === 'PUT' && path.startsWith(`${NOTICE}/`)) return server.calls.read({ id: path.slice(NOTICE.length + 1, -'/read'.length) })
    if (path === 'api/trainning/system/socket') return Promise.resolve({ successed: true, url: ioUrl, path: '/socket.io' })
    if (path === 'api/trainning/system/notifysetting')
      return Promise.resolve({ successed: true, setting: { isTaskMsgPush2wx: follow === 'off' ? 0 : 1, url: '' } })
    if (path === 'api/trainning/user/issubscribed')
      return Promise.resolve({ successed: true, available: follow !== 'off', subscribed: follow === 'subscribed' })
    if (path === 'api/trainning/user/wxmpqrcode') return Promise.resolve({ successed: true, url: FOLLOW_URL, expires: Date.now() + 600_000 })
    throw new Error(`${method} ${path}: not a notice call`)
  }
  const answered = async (request: HarnessRequest) => {
    try {
      return { data: await answer(request) }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return { status: 503, data: { successed: false, errcode: error.errcode, errmsg: zhCN(error.key ?? 'errors.network') } }
    }
  }
  const ours = (path: string) => path.startsWith(NOTICE) || /^api\/trainning\/(system\/(socket|notifysetting)|user\/(issubscribed|wxmpqrcode))$/.test(path)
  // Any other call (the profile, the centre, figures…) is not this server's: a 404.
  return (request) => (ours(request.path) ? answered(request) : undefined)
}

function launch(server = fakeNoticeServer(), follow: 'follow' | 'subscribed' | 'off' = 'off'): { app: Weapp; sockets: SocketBridge } {
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user }), router: routerOver(server, follow) }))
  return { app, sockets: bridgeSocketsTo({ url: ioUrl } as RealServer) }
}

const withNotices = (notices: Notice[]) => {
  const server = fakeNoticeServer()
  server.state.notices = notices
  return server
}

const demo = () =>
  withNotices([
    aNotice({ id: 'n1', kind: 'taskPublished', params: { title: '新人培训' } }),
    aNotice({ id: 'n2', kind: 'appealAnswered', params: { title: '汽车销售接待' } }),
    aNotice({ id: 'n3', kind: 'levelUp', params: { level: 'LV3' }, read: 1 }),
  ])

/** Pushes a notice as the server does once it is stored: the notice and the unread count now. */
function push(server: ReturnType<typeof fakeNoticeServer>, notice: Notice): void {
  server.state.notices.unshift(notice)
  io.to(user.token).emit('notice:new', { notice, unread: server.state.notices.filter((row) => !row.read).length })
}

describe("the personal centre's 消息通知 row", () => {
  test('shows the unread count and opens 消息通知', async () => {
    const { app } = launch(demo())
    const page = await app.renderPage('pages/mine/index')
    await waitFor(() => page.has('notices-entry-count'), 'the unread count')
    expect(page.textOf('notices-entry-count')).toBe('2')
    expect(page.attribute('notices-entry', 'aria-label')).toBe('消息通知 2条未读')
    await page.tap('notices-entry')
    expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/notices/index' })
  })

  test('is raised at once by a notice pushed while the personal centre is open, and lets go when it hides', async () => {
    const server = demo()
    const { app } = launch(server)
    const page = await app.renderPage('pages/mine/index')
    await waitFor(() => liveOf().connected === 1, 'the live connection, signed in')
    await waitFor(() => page.has('notices-entry-count'), 'the unread count')

    push(server, aNotice({ id: 'n9', kind: 'badgeEarned', params: { badge: '金牌销售' } }))
    await waitFor(() => page.has('notices-entry-count') && page.textOf('notices-entry-count') === '3', 'the count raised')
    await waitFor(() => app.toasts.includes('收到新消息'), 'the toast')

    page.hide()
    await waitFor(() => liveOf().disconnected === 1, 'the connection closed')
  })

  test('the training centre holds the live connection too', async () => {
    const { app } = launch(demo())
    await app.renderPage('pages/center/index')
    await waitFor(() => liveOf().connected === 1, 'the live connection')
  })
})

describe('消息通知', () => {
  test('lists the notices worded by kind, marks one read by opening it, and all at once', async () => {
    const server = demo()
    const { app } = launch(server)
    const page = await app.renderPage('pages/notices/index')
    await page.waitForText('培训任务「新人培训」已发布给您')
    expect(page.textOf('notice-text-n2')).toBe('您对「汽车销售接待」的申诉已有回复')
    expect(page.textOf('notice-text-n3')).toBe('恭喜您升级为LV3')
    expect(page.textOf('notices-unread')).toBe('2条未读')
    expect(page.has('notice-unread-n1') && page.has('notice-unread-n2') && !page.has('notice-unread-n3')).toBe(true)

    await page.tap('notice-n1')
    await waitFor(() => !page.has('notice-unread-n1'), 'n1 read')
    expect(page.textOf('notices-unread')).toBe('1条未读')
    expect(server.state.notices.find((row) => row.id === 'n1')?.read).toBe(1)

    await page.tap('notices-read-all')
    await waitFor(() => !page.has('notice-unread-n2'), 'all read')
    expect(page.textOf('notices-unread')).toBe('0条未读')
    expect(server.state.notices.every((row) => row.read === 1)).toBe(true)
  })

  test('prepends a notice pushed while it is open', async () => {
    const server = demo()
    const { app } = launch(server)
    const page = await app.renderPage('pages/notices/index')
    await page.waitForText('培训任务「新人培训」已发布给您')
    await waitFor(() => liveOf().connected === 1, 'the live connection')
    push(server, aNotice({ id: 'n10', kind: 'taskEnding', params: { title: '新人培训', end: '2026-12-01' } }))
    await page.waitForText('培训任务「新人培训」将于2026-12-01结束，请尽快完成')
    expect(page.text().indexOf('将于2026-12-01结束')).toBeLessThan(page.text().indexOf('已发布给您'))
    expect(page.textOf('notices-unread')).toBe('3条未读')
  })

  test('offers the follow QR to long-press when task messages come through the official account', async () => {
    const { app } = launch(demo(), 'follow')
    const page = await app.renderPage('pages/notices/index')
    await page.waitForText('扫码关注公众号，及时接收任务消息')
    await page.tap('follow-open')
    await waitFor(() => page.has('follow-qr'), 'the QR popover')
    const src = String(page.attribute('follow-qr', 'src'))
    expect(src).toBe('wxfile://usr/follow-qr.gif')
    expect(page.attribute('follow-qr', 'show-menu-by-longpress')).toBe(true)
    expect(app.files.get(src)?.subarray(0, 6).toString('latin1')).toBe('GIF87a')
    expect(page.text()).toContain('长按识别二维码，关注公众号接收任务消息')
    await page.tap('follow-close')
    expect(page.has('follow-qr')).toBe(false)
  })

  test('says the learner follows already, and offers nothing when the organisation does not push to WeChat', async () => {
    const subscribed = launch(demo(), 'subscribed').app
    const page = await subscribed.renderPage('pages/notices/index')
    await page.waitForText('已开启微信任务消息提醒')
    subscribed.close()
    const off = (weapp = launch(demo(), 'off').app)
    const plain = await off.renderPage('pages/notices/index')
    await plain.waitForText('培训任务「新人培训」已发布给您')
    expect(plain.has('follow-open') || plain.has('follow-subscribed')).toBe(false)
  })
})
