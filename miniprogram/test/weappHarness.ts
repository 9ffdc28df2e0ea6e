import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import simulate from 'miniprogram-simulate'
import { lookEndpoints, sessionEndpoints } from '@peilian/shared/endpoints'
import { trackAppIntervals } from './appTimers'
import { contractProblems } from './endpointContract'
import { MODAL_LABEL_MAX, modalLabelWidth } from './wechatRules'

/** The online heartbeat's path, as the harness's requests carry it (no leading slash). */
export const HEARTBEAT_PATH = sessionEndpoints.heartbeat.path
/** The organisation's look, read by the login page and the training centre (either path). */
const LOOK_PATHS: readonly string[] = [lookEndpoints.systemConfig.path, lookEndpoints.trainingSystemConfig.path]
/** The server's answer for an organisation with the product's own look. */
const PRODUCT_LOOK = { successed: true, setting: { data: '{}' } }

/**
 * Runs the built mini-program (dist/) in miniprogram-simulate: WeChat's own WXML compiler (wcc),
 * exparser and j-component render the pages, and the real Taro runtime and React drive them.
 * What WeChat itself would supply — App, Page, getApp, getCurrentPages and a few wx APIs — is a
 * small shim here, recording what the app asks of the platform.
 */

export const DIST = join(import.meta.dirname, '..', 'dist')

type Options = Record<string, unknown>
type WxCallback = { success?: (res: Options) => void; fail?: (res: Options) => void; complete?: (res: Options) => void }
type PrivacyListener = (resolve: (answer: { event: string; buttonId?: string }) => void) => void
type PageOptions = Record<string, unknown> & { data?: Options }
type PageInstance = Record<string, unknown> & {
  route: string
  onLoad(query: Options): void
  onShow(): void
  onReady(): void
  onHide(): void
  onUnload(): void
}
type AppOptions = { onLaunch?(options: Options): void; onShow?(options: Options): void }

/** One wx.request as the in-test router sees it: the body parsed from its form or JSON encoding. */
export interface HarnessRequest {
  method: string
  url: string
  /** The URL path without the API base, e.g. `api/login/wechat/mini`. */
  path: string
  query: Record<string, string>
  body: Record<string, unknown>
  header: Record<string, string>
}

/** Where the fingers are for a touch event (CSS px), as the simulator takes them: see touch.ts. */
export interface TouchPoints {
  touches: { x: number; y: number }[]
  changedTouches: { x: number; y: number }[]
}

/** A server's answer; `status` defaults to 200. */
export interface RouterAnswer {
  status?: number
  data: unknown
}

/**
 * Answers a request; undefined means 404, `offline` a request that never reaches a server, a promise
 * an answer still on its way (the request waits for it).
 */
export type Router = (request: HarnessRequest) => RouterAnswer | Promise<RouterAnswer> | typeof OFFLINE | undefined

/** A router's answer for a phone without a connection: wx.request fails as WeChat's does. */
export const OFFLINE = 'offline' as const

export interface RenderedPage {
  text(): string
  /** Taps an element and waits for the render it causes (a second tap must see the new state). */
  tap(id: string): Promise<void>
  /** Types a value into an input, as WeChat's `input` event reports it, and waits for the render. */
  input(id: string, value: string): Promise<void>
  has(id: string): boolean
  /** The text of one element (throws when it is not on the page). */
  textOf(id: string): string
  /**
   * An attribute the page hands WeChat for an element (as set, before template defaults), read from
   * the page data Taro renders. The simulator's built-in components declare no properties (its
   * `<image>` never receives `src`), so the DOM cannot tell.
   */
  attribute(id: string, name: string): unknown
  waitForText(text: string): Promise<void>
  /** What WeChat does to a tab page when another tab is chosen (or a page covers this one). */
  hide(): void
  /** The page comes back on screen. */
  show(): void
  /** The learner pulls the page down to refresh it. */
  pullDown(): void
  /** The learner scrolls the page to its bottom (WeChat's onReachBottom). */
  reachBottom(): void
  /** An event of a built-in component as WeChat raises it (`timeupdate` with its detail, a touch with its touches), then the render it causes. */
  dispatch(id: string, event: string, detail?: Record<string, unknown>, touches?: TouchPoints): Promise<void>
  /**
   * Presses a button with `open-type="share"`: WeChat asks the page's onShareAppMessage for the card
   * to forward. Fails when the element is no share button or the page answers nothing.
   */
  share(id: string): Promise<{ title?: string; path?: string; imageUrl?: string }>
  /** Leaves the page (back): WeChat hides and unloads it. */
  unload(): void
}

export interface Weapp {
  /** WeChat local storage as the app left it. */
  storage: Map<string, string>
  /** Every setTabBarItem call, in order. */
  tabBarItems: { index: number; text: string }[]
  /** Every setNavigationBarTitle call, in order. */
  titles: string[]
  /**
   * Every wx.request, in order, but the online heartbeat's (`heartbeats`): the app beats at launch
   * and every 30 s while signed in, and a router that does not answer it gets the server's ok.
   */
  requests: HarnessRequest[]
  heartbeats: HarnessRequest[]
  /** Every read of the organisation's look: a router that does not answer it gets the product's own look. */
  looks: HarnessRequest[]
  /** Every navigation call (switchTab, navigateTo, reLaunch, redirectTo, navigateBack), in order. */
  navigations: { api: string; url: string }[]
  /** Every showModal call, in order. */
  modals: { title: string; content: string }[]
  /** Every showToast title, in order. */
  toasts: string[]
  /** How many times the app asked wx.login for a code. */
  loginCodes: string[]
  /** Every wx.downloadFile URL, in order. */
  downloads: string[]
  /** Every wx.openDocument call, in order. */
  documents: { filePath: string; fileType?: string }[]
  /** Every text put on the clipboard, in order. */
  clipboard: string[]
  /** Every seek through a video context, in order. */
  videoSeeks: { id: string; position: number }[]
  /** Every play and pause a page asked of a `<Video>` (by its context), in order. */
  videoControls: { id: string; action: 'play' | 'pause' }[]
  /** Every enableAlertBeforeUnload message, and null for each disableAlertBeforeUnload. */
  leaveAlerts: (string | null)[]
  /** Every scope the app asked wx.authorize for, in order. */
  authorizations: string[]
  /** The user data folder: files the app wrote (wx.getFileSystemManager().writeFileSync) or was launched with, less those it removed, by path: their bytes. */
  files: Map<string, Buffer>
  /** Every source an InnerAudioContext played, in order. */
  audioPlays: string[]
  /** Every wx.setInnerAudioOption the app made (its options), in order. */
  audioOptions: Options[]
  /** How many times the app opened the privacy guide (wx.openPrivacyContract). */
  readonly privacyContractsOpened: number
  /** Every wx.pageScrollTo's scrollTop, in order. */
  pageScrolls: number[]
  /** How many times the app opened its settings page (wx.openSetting). */
  readonly settingsOpened: number
  /** WeChat has downloaded a new version of the mini-program (the update manager's onUpdateReady). */
  updateReady(): void
  /** How many times the app restarted into the new version (applyUpdate). */
  readonly updatesApplied: number
  /** The RecorderManager: each start's options, how many stops, the frames it handed over. */
  recorder: { starts: Options[]; stops: number; framesSent: number }
  /** The whole mini-program goes to the background, or comes back (wx.onAppHide / onAppShow). */
  appHide(): void
  appShow(): void
  /** The connection comes back (wx.onNetworkStatusChange). */
  reconnect(): void
  renderPage(route: string, query?: Record<string, string>): Promise<RenderedPage>
  /** Calls WeChat would refuse (a modal label over 4 Chinese characters, a privacy-listed call it could not hold), in order. */
  refusals: string[]
  /** Removes the temporary copy of dist; throws when the app made a call WeChat would refuse. */
  close(): void
}

/** Fails clearly when the simulator tests run before a build. */
export function requireBuiltDist(): void {
  if (!existsSync(join(DIST, 'app.json'))) {
    throw new Error('miniprogram/dist is missing: run `pnpm --filter @peilian/miniprogram build` first')
  }
}

export function readAppJson(): {
  pages: string[]
  subPackages?: unknown[]
  tabBar?: { list: { pagePath: string; text: string; iconPath?: string; selectedIconPath?: string }[] }
  lazyCodeLoading?: string
  __usePrivacyCheck__?: boolean
} {
  return JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8'))
}

/** Waits for `check`; `what` names it, or describes the state seen when the wait ran out. */
export async function waitFor(check: () => boolean, what: string | (() => string), timeoutMs = 4000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`)
    await simulate.sleep(10)
  }
}

/** One element of the tree Taro's page data carries: `nn` names its template, `uid` is its id. */
type TaroNode = Record<string, unknown> & { nn?: string; uid?: string; cn?: TaroNode[] }

function findNode(node: TaroNode | undefined, id: string): TaroNode | undefined {
  if (!node) return undefined
  if (node.uid === id) return node
  for (const child of node.cn ?? []) {
    const found = findNode(child, id)
    if (found) return found
  }
  return undefined
}

/**
 * Taro shortens attribute names in page data (`src` → `p4`); base.wxml's templates bind them back.
 * Some elements (inputs) dispatch to variant templates (`tmpl_0_33_blur`), which are searched too.
 */
function attributeKey(root: string, nodeName: string, attribute: string): string | undefined {
  const wxml = readFileSync(join(root, 'base.wxml'), 'utf8')
  const templates = wxml.matchAll(new RegExp(`<template name="tmpl_0_${nodeName}(?:_\\w+)?">\\s*<[\\w-]+([^>]*)>`, 'g'))
  for (const [, attributes = ''] of templates) {
    const key = attributes.match(new RegExp(`\\s${attribute}="[^"]*?\\bi\\.(\\w+)`))?.[1]
    if (key) return key
  }
  return undefined
}

/** A call WeChat refuses: its fail and complete callbacks, with WeChat's message. */
function fail(options: WxCallback, errMsg: string): void {
  setTimeout(() => {
    options.fail?.({ errMsg })
    options.complete?.({ errMsg })
  }, 0)
}

function respond(name: string, options: WxCallback, result: Options = {}): void {
  const res = { errMsg: `${name}:ok`, ...result }
  setTimeout(() => {
    options.success?.(res)
    options.complete?.(res)
  }, 0)
}

const host = globalThis as unknown as Record<string, unknown> & {
  wx: Record<string, unknown>
  Component(definition: Options): void
}

/**
 * Launches the built app with the given local storage. Each launch runs a fresh copy of dist in a
 * temporary directory: Node then loads the CommonJS output as CommonJS (dist sits inside a
 * `"type": "module"` package), and the copy has its own module cache, hence its own Taro runtime.
 */
function parseBody(data: unknown, header: Record<string, string>): Record<string, unknown> {
  if (typeof data !== 'string' || !data) return {}
  if ((header['Content-Type'] ?? '').includes('json')) return JSON.parse(data) as Record<string, unknown>
  return Object.fromEntries(new URLSearchParams(data))
}

/** What WeChat hands over for an answer: with `responseType: 'arraybuffer'`, the bytes, whatever the status. */
function asRequested(options: Options, data: unknown): unknown {
  if (options.responseType !== 'arraybuffer' || data instanceof ArrayBuffer) return data
  const bytes = Buffer.from(typeof data === 'string' ? data : JSON.stringify(data))
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
}

function toHarnessRequest(options: Options): HarnessRequest {
  const url = new URL(String(options.url))
  const header = (options.header ?? {}) as Record<string, string>
  return {
    method: String(options.method ?? 'GET'),
    url: url.href,
    path: url.pathname.replace(/^\/+/, ''),
    query: Object.fromEntries(url.searchParams),
    body: parseBody(options.data, header),
    header,
  }
}

/** An InnerAudioContext that "plays" its source at once: the source is recorded, then it ends. */
function createAudioContext(plays: string[]): Options {
  const listeners = { ended: new Set<() => void>(), error: new Set<() => void>(), stop: new Set<() => void>() }
  let playing = false
  const finish = (kind: keyof typeof listeners) => {
    if (!playing) return
    playing = false
    listeners[kind].forEach((listener) => listener())
  }
  const context: Options = {
    src: '',
    play() {
      plays.push(String(context.src))
      playing = true
      setTimeout(() => finish('ended'), 0)
    },
    pause() {},
    stop: () => finish('stop'),
    destroy() {},
    onEnded: (listener: () => void) => void listeners.ended.add(listener),
    onError: (listener: () => void) => void listeners.error.add(listener),
    onStop: (listener: () => void) => void listeners.stop.add(listener),
  }
  return context
}

/**
 * WeChat's RecorderManager (one per app, one handler per event): start fires onStart, then hands
 * over the given frames one by one through onFrameRecorded; stop fires onStop once they are out.
 */
function recorderManager(state: { starts: Options[]; stops: number; framesSent: number }, frames: ArrayBuffer[]): Options {
  const handlers: Record<string, ((res: Options) => void) | undefined> = {}
  let sending: Promise<void> = Promise.resolve()
  return {
    onStart: (handler: () => void) => void (handlers.start = handler),
    onStop: (handler: (res: Options) => void) => void (handlers.stop = handler),
    onError: (handler: (res: Options) => void) => void (handlers.error = handler),
    onFrameRecorded: (handler: (res: Options) => void) => void (handlers.frame = handler),
    start(options: Options) {
      state.starts.push(options)
      sending = (async () => {
        await simulate.sleep(0)
        handlers.start?.({})
        for (const [index, frame] of frames.entries()) {
          await simulate.sleep(5)
          handlers.frame?.({ frameBuffer: frame.slice(0), isLastFrame: index === frames.length - 1 })
          state.framesSent += 1
        }
      })()
    },
    stop() {
      state.stops += 1
      void sending.then(() => handlers.stop?.({ tempFilePath: 'wxfile://tmp/recording.pcm', duration: 0, fileSize: 0 }))
    },
    pause() {},
    resume() {},
  }
}

export interface LaunchOptions {
  storage?: Record<string, string>
  /** Answers wx.request; without one every request is a 404. */
  router?: Router
  /** What the user answers to every showModal (default: confirm). */
  modalAnswer?: 'confirm' | 'cancel'
  /** The HTTP status every wx.downloadFile gets (default 200). */
  downloadStatus?: number
  /** What the user answers to wx.authorize (default: allow). */
  authorize?: 'allow' | 'deny'
  /**
   * Whether the learner already agreed to the mini-program's privacy guide (default), or WeChat will
   * ask at the first call its privacy rules list (the microphone, the clipboard, the avatar picker).
   */
  privacy?: 'agreed' | 'ask'
  /**
   * Runs once this shim is in place, before app.js loads: a bridge to a real server (realServer.ts)
   * set here answers the requests the app makes as it launches (its language's strings).
   */
  beforeLaunch?: () => void
  /** The PCM frames the RecorderManager hands over after each start (default: none). */
  recording?: ArrayBuffer[]
  /** What WeChat's scanner reads (wx.scanCode); null (default): the learner closes it without a scan. */
  scan?: string | null
  /** The user data folder as an earlier run left it (`Weapp.files`): paths and their bytes. */
  files?: ReadonlyMap<string, Buffer>
}

export function launchWeapp({
  storage = {},
  router = () => undefined,
  modalAnswer = 'confirm',
  downloadStatus = 200,
  authorize = 'allow',
  privacy = 'agreed',
  recording = [],
  scan = null,
  beforeLaunch,
  files: keptFiles = new Map(),
}: LaunchOptions = {}): Weapp {
  if (!readAppJson().pages.length) throw new Error('dist/app.json lists no pages')
  const root = mkdtempSync(join(tmpdir(), 'peilian-weapp-'))
  cpSync(DIST, root, { recursive: true })

  const values = new Map(Object.entries(storage))
  const tabBarItems: Weapp['tabBarItems'] = []
  const titles: string[] = []
  const requests: HarnessRequest[] = []
  const heartbeats: HarnessRequest[] = []
  const looks: HarnessRequest[] = []
  const stopAppIntervals = trackAppIntervals()
  const navigations: Weapp['navigations'] = []
  const modals: Weapp['modals'] = []
  const refusals: string[] = []
  const toasts: string[] = []
  const loginCodes: string[] = []
  const downloads: string[] = []
  const documents: Weapp['documents'] = []
  const clipboard: string[] = []
  const videoSeeks: Weapp['videoSeeks'] = []
  const videoControls: Weapp['videoControls'] = []
  const leaveAlerts: Weapp['leaveAlerts'] = []
  const authorizations: string[] = []
  const files = new Map<string, Buffer>(keptFiles)
  const audioPlays: string[] = []
  const audioOptions: Options[] = []
  const updates = { readyListeners: [] as (() => void)[], applied: 0 }
  const settingsOpened = { count: 0 }
  const privacyState = { agreed: privacy === 'agreed', listener: null as PrivacyListener | null, agreeButtons: new Set<string>(), contractsOpened: 0 }
  /**
   * A call WeChat's privacy rules list: made before the learner agreed, WeChat hands its request to
   * the app's onNeedPrivacyAuthorization listener and holds the call until the answer — and
   * refuses the call when the app listens for none.
   */
  const privacyListed = (name: string, options: WxCallback, proceed: () => void) => {
    if (privacyState.agreed) return proceed()
    if (!privacyState.listener) {
      refusals.push(`${name} before the learner agreed to the privacy guide, with no onNeedPrivacyAuthorization listener`)
      return fail(options, `${name}:fail api scope is not declared in the privacy agreement`)
    }
    privacyState.listener((answer) => {
      if (answer.event === 'agree') {
        if (!privacyState.agreeButtons.has(answer.buttonId ?? '')) refusals.push(`${name}: agreed without a press of the agree button #${answer.buttonId}`)
        privacyState.agreed = true
        proceed()
      } else if (answer.event === 'disagree') fail(options, `${name}:fail privacy permission is not authorized`)
    })
  }
  const pageScrolls: number[] = []
  let microphone = authorize
  const recorder: Weapp['recorder'] = { starts: [], stops: 0, framesSent: 0 }
  const appListeners = { hide: new Set<() => void>(), show: new Set<() => void>(), network: new Set<(res: Options) => void>() }
  const pages: PageInstance[] = []
  const rendered: { detach(): void }[] = []
  let app: AppOptions | undefined
  let loadingRoute = ''
  let loadingQuery: Record<string, string> = {}

  Object.assign(host.wx, {
    getStorageSync: (key: string) => values.get(key) ?? '',
    setStorageSync: (key: string, value: string) => void values.set(key, value),
    removeStorageSync: (key: string) => void values.delete(key),
    setTabBarItem: (options: WxCallback & { index: number; text: string }) => {
      tabBarItems.push({ index: options.index, text: options.text })
      respond('setTabBarItem', options)
    },
    setNavigationBarTitle: (options: WxCallback & { title: string }) => {
      titles.push(options.title)
      respond('setNavigationBarTitle', options)
    },
    request: (options: WxCallback & Options) => {
      const request = toHarnessRequest(options)
      const heartbeat = request.path === HEARTBEAT_PATH
      const look = LOOK_PATHS.includes(request.path)
      ;(heartbeat ? heartbeats : look ? looks : requests).push(request)
      const routed = router(request)
      const answer =
        routed ??
        (heartbeat
          ? { data: { successed: true } }
          : look
            ? { data: PRODUCT_LOOK }
            : { status: 404, data: { successed: false, errcode: 40400, errmsg: 'not found' } })
      if (answer === OFFLINE) {
        setTimeout(() => {
          const res = { errMsg: 'request:fail -109:net::ERR_INTERNET_DISCONNECTED' }
          options.fail?.(res)
          options.complete?.(res)
        }, 0)
        return { abort() {} }
      }
      const answerWith = (answered: RouterAnswer) => {
        // What a test's own server answers is held against the endpoint table; the harness's default 404 is not.
        if (routed) refusals.push(...contractProblems(request, answered).map((problem) => `the fake server broke the endpoint table: ${problem}`))
        setTimeout(() => {
          const res = { errMsg: 'request:ok', statusCode: answered.status ?? 200, data: asRequested(options, answered.data), header: {} }
          options.success?.(res)
          options.complete?.(res)
        }, 0)
      }
      if (answer instanceof Promise) void answer.then(answerWith)
      else answerWith(answer)
      return { abort() {} }
    },
    login: (options: WxCallback) => {
      const code = `wx-code-${loginCodes.length + 1}`
      loginCodes.push(code)
      respond('login', options, { code })
    },
    getRandomValues: (options: WxCallback & { length: number }) => {
      const bytes = randomBytes(options.length)
      respond('getRandomValues', options, { randomValues: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) })
    },
    showModal: (options: WxCallback & { title?: string; content?: string; confirmText?: string; cancelText?: string }) => {
      // WeChat refuses a label wider than 4 Chinese characters: the modal never shows, and the test fails at close.
      const tooWide = [options.confirmText, options.cancelText].filter((label) => label !== undefined && modalLabelWidth(label) > MODAL_LABEL_MAX)
      if (tooWide.length > 0) {
        refusals.push(`showModal: the label ${tooWide.map((label) => JSON.stringify(label)).join(', ')} is wider than ${MODAL_LABEL_MAX} Chinese characters`)
        fail(options, `showModal:fail confirmText length should not larger than ${MODAL_LABEL_MAX} Chinese characters`)
        return
      }
      modals.push({ title: options.title ?? '', content: options.content ?? '' })
      respond('showModal', options, { confirm: modalAnswer === 'confirm', cancel: modalAnswer === 'cancel' })
    },
    showToast: (options: WxCallback & { title: string }) => {
      toasts.push(options.title)
      respond('showToast', options)
    },
    downloadFile: (options: WxCallback & { url: string }) => {
      downloads.push(options.url)
      respond('downloadFile', options, { tempFilePath: `wxfile://tmp/download-${downloads.length}`, statusCode: downloadStatus })
      return { abort() {}, onProgressUpdate() {}, offProgressUpdate() {} }
    },
    openDocument: (options: WxCallback & { filePath: string; fileType?: string }) => {
      documents.push({ filePath: options.filePath, fileType: options.fileType })
      respond('openDocument', options)
    },
    setClipboardData: (options: WxCallback & { data: string }) =>
      privacyListed('setClipboardData', options, () => {
        clipboard.push(options.data)
        respond('setClipboardData', options)
      }),
    onNeedPrivacyAuthorization: (listener: PrivacyListener) => void (privacyState.listener = listener),
    openPrivacyContract: (options: WxCallback) => {
      privacyState.contractsOpened += 1
      respond('openPrivacyContract', options)
    },
    stopPullDownRefresh: (options: WxCallback = {}) => respond('stopPullDownRefresh', options),
    createVideoContext: (id: string) => ({
      seek: (position: number) => void videoSeeks.push({ id, position }),
      play: () => void videoControls.push({ id, action: 'play' }),
      pause: () => void videoControls.push({ id, action: 'pause' }),
      stop() {},
    }),
    enableAlertBeforeUnload: (options: WxCallback & { message: string }) => {
      leaveAlerts.push(options.message)
      respond('enableAlertBeforeUnload', options)
    },
    disableAlertBeforeUnload: (options: WxCallback = {}) => {
      leaveAlerts.push(null)
      respond('disableAlertBeforeUnload', options)
    },
    env: { USER_DATA_PATH: 'wxfile://usr' },
    authorize: (options: WxCallback & { scope: string }) =>
      privacyListed('authorize', options, () => {
        authorizations.push(options.scope)
        if (microphone === 'allow') return respond('authorize', options)
        fail(options, 'authorize:fail auth deny')
      }),
    getFileSystemManager: () => ({
      writeFileSync: (path: string, data: string | ArrayBuffer, encoding?: string) =>
        void files.set(path, typeof data === 'string' ? Buffer.from(data, (encoding ?? 'utf8') as BufferEncoding) : Buffer.from(data)),
      accessSync: (path: string) => {
        if (!files.has(path)) throw new Error(`accessSync:fail no such file or directory ${path}`)
      },
      unlinkSync: (path: string) => {
        if (!files.delete(path)) throw new Error(`unlinkSync:fail no such file or directory ${path}`)
      },
    }),
    createInnerAudioContext: () => createAudioContext(audioPlays),
    // What this shim provides: an API it lacks is one the app must do without.
    canIUse: (api: string) => typeof host.wx[api] === 'function',
    pageScrollTo: (options: WxCallback & { scrollTop?: number }) => {
      pageScrolls.push(options.scrollTop ?? 0)
      respond('pageScrollTo', options)
    },
    // The learner allows the microphone in the settings page WeChat opens.
    openSetting: (options: WxCallback) => {
      settingsOpened.count += 1
      microphone = 'allow'
      respond('openSetting', options, { authSetting: { 'scope.record': true } })
    },
    getUpdateManager: () => ({
      onCheckForUpdate() {},
      onUpdateFailed() {},
      onUpdateReady: (listener: () => void) => void updates.readyListeners.push(listener),
      applyUpdate: () => void (updates.applied += 1),
    }),
    setInnerAudioOption: (options: WxCallback & Options) => {
      const { success: _success, fail: _fail, complete: _complete, ...chosen } = options
      audioOptions.push(chosen)
      respond('setInnerAudioOption', options)
    },
    getRecorderManager: () => recorderManager(recorder, recording),
    scanCode: (options: WxCallback) =>
      scan === null ? fail(options, 'scanCode:fail cancel') : respond('scanCode', options, { result: scan, scanType: 'QR_CODE', charSet: 'utf-8' }),
    onAppHide: (listener: () => void) => void appListeners.hide.add(listener),
    offAppHide: (listener: () => void) => void appListeners.hide.delete(listener),
    onAppShow: (listener: () => void) => void appListeners.show.add(listener),
    offAppShow: (listener: () => void) => void appListeners.show.delete(listener),
    onNetworkStatusChange: (listener: (res: Options) => void) => void appListeners.network.add(listener),
    offNetworkStatusChange: (listener: (res: Options) => void) => void appListeners.network.delete(listener),
    ...Object.fromEntries(
      ['switchTab', 'navigateTo', 'reLaunch', 'redirectTo', 'navigateBack'].map((api) => [
        api,
        (options: WxCallback & { url?: string }) => {
          navigations.push({ api, url: options.url ?? '' })
          respond(api, options)
        },
      ]),
    ),
  })
  host.App = (options: AppOptions) => {
    app = options
  }
  host.getApp = () => app
  host.getCurrentPages = () => pages
  // A page is a component whose lifecycle WeChat drives: load, show and ready on attach.
  host.Page = (options: PageOptions) => {
    const route = loadingRoute
    const query = loadingQuery
    const methods = Object.fromEntries(Object.entries(options).filter(([, value]) => typeof value === 'function'))
    host.Component({
      data: options.data ?? {},
      methods,
      lifetimes: {
        attached(this: PageInstance) {
          this.route = route
          pages.push(this)
          this.onLoad(query)
          this.onShow()
          this.onReady()
        },
        detached(this: PageInstance) {
          this.onHide()
          this.onUnload()
          pages.splice(pages.indexOf(this), 1)
        },
      },
    })
  }

  beforeLaunch?.()
  createRequire(import.meta.url)(join(root, 'app.js'))
  if (!app) throw new Error('app.js did not call App()')
  const launch = { path: readAppJson().pages[0], query: {}, scene: 1001 }
  app.onLaunch?.(launch)
  app.onShow?.(launch)

  async function renderPage(route: string, query: Record<string, string> = {}): Promise<RenderedPage> {
    loadingRoute = route
    loadingQuery = query
    const id = simulate.load(join(root, route), { compiler: 'official', rootPath: root })
    const component = simulate.render(id)
    component.attach(document.body)
    rendered.push(component)
    const text = () => component.dom?.textContent ?? ''
    const nodeOf = (elementId: string) => findNode((component.instance as unknown as { data: { root?: TaroNode } }).data.root, elementId)
    const attributeOf = (node: TaroNode, name: string) => {
      const key = attributeKey(root, node.nn ?? '', name)
      return key === undefined ? undefined : node[key]
    }
    /** The value the page data gives a field, or undefined when the page gives it none. */
    const fieldValue = (elementId: string) => {
      const node = nodeOf(elementId)
      return node ? attributeOf(node, 'value') : undefined
    }
    await waitFor(() => text() !== '', `${route} to render`)
    return {
      text,
      async tap(elementId) {
        const target = component.querySelector(`#${elementId}`)
        if (!target) throw new Error(`no #${elementId} on ${route}`)
        target.dispatchEvent('tap')
        await simulate.sleep(20)
      },
      async input(elementId, value) {
        const target = component.querySelector(`#${elementId}`)
        if (!target) throw new Error(`no #${elementId} on ${route}`)
        const shown = () => fieldValue(elementId)
        const before = shown()
        target.dispatchEvent('input', { detail: { value, cursor: value.length, keyCode: 0 } })
        // The new value reaches the page through React and setData; a tap before that would act on the
        // old one. A field the page holds the value of shows it in the page data once it has: waited
        // for (a fixed pause was outrun by a slow render on a busy machine). A field that takes no
        // value from the page, or is typed its own value again, has nothing to wait for.
        if (before === undefined || before === value) await simulate.sleep(20)
        else
          await waitFor(
            () => shown() !== before,
            () => `"${value}" in #${elementId} on ${route} (it shows "${String(shown())}")`,
          )
      },
      has: (elementId) => Boolean(component.querySelector(`#${elementId}`)),
      textOf: (elementId) => {
        const target = component.querySelector(`#${elementId}`)
        if (!target) throw new Error(`no #${elementId} on ${route}`)
        return (target as unknown as { dom?: Element }).dom?.textContent ?? ''
      },
      attribute: (elementId, name) => {
        const node = nodeOf(elementId)
        if (!node) throw new Error(`no #${elementId} in the data of ${route}`)
        return attributeOf(node, name)
      },
      waitForText: (expected) => waitFor(() => text().includes(expected), `"${expected}" on ${route}`),
      hide: () => (component.instance as unknown as PageInstance).onHide(),
      show: () => (component.instance as unknown as PageInstance).onShow(),
      pullDown: () => (component.instance as unknown as PageInstance & { onPullDownRefresh(): void }).onPullDownRefresh(),
      reachBottom: () => (component.instance as unknown as PageInstance & { onReachBottom(): void }).onReachBottom(),
      async dispatch(elementId, event, detail = {}, touches) {
        const target = component.querySelector(`#${elementId}`)
        if (!target) throw new Error(`no #${elementId} on ${route}`)
        // WeChat remembers a press of the privacy agree button: an agreement must come from one.
        if (event === 'agreeprivacyauthorization') privacyState.agreeButtons.add(elementId)
        const fire = () => target.dispatchEvent(event, { detail, ...touches })
        // WeChat's avatar picker is privacy-listed: before the learner agreed, it opens only once they do.
        if (event === 'chooseavatar') privacyListed('chooseAvatar', {}, fire)
        else fire()
        await simulate.sleep(20)
      },
      async share(elementId) {
        const node = findNode((component.instance as unknown as { data: { root?: TaroNode } }).data.root, elementId)
        const key = node && attributeKey(root, node.nn ?? '', 'open-type')
        if (!node || key === undefined || node[key] !== 'share') throw new Error(`#${elementId} on ${route} is no share button`)
        const page = component.instance as unknown as PageInstance & { onShareAppMessage?(options: Options): unknown }
        if (!page.onShareAppMessage) throw new Error(`${route} does not answer onShareAppMessage (enableShareAppMessage in its config)`)
        const message = await page.onShareAppMessage({ from: 'button', target: { id: elementId } })
        if (typeof message !== 'object' || message === null) throw new Error(`${route} answered no share card`)
        return message as { title?: string; path?: string; imageUrl?: string }
      },
      unload: () => {
        rendered.splice(rendered.indexOf(component), 1)
        component.detach()
      },
    }
  }

  return {
    storage: values,
    tabBarItems,
    titles,
    requests,
    heartbeats,
    looks,
    navigations,
    modals,
    toasts,
    loginCodes,
    downloads,
    documents,
    clipboard,
    videoSeeks,
    videoControls,
    leaveAlerts,
    authorizations,
    files,
    audioPlays,
    audioOptions,
    updateReady: () => updates.readyListeners.forEach((listener) => listener()),
    pageScrolls,
    get privacyContractsOpened() {
      return privacyState.contractsOpened
    },
    get settingsOpened() {
      return settingsOpened.count
    },
    get updatesApplied() {
      return updates.applied
    },
    recorder,
    appHide: () => appListeners.hide.forEach((listener) => listener()),
    appShow: () => appListeners.show.forEach((listener) => listener()),
    reconnect: () => appListeners.network.forEach((listener) => listener({ isConnected: true, networkType: 'wifi' })),
    renderPage,
    refusals,
    close: () => {
      // Detaching unloads each page, so React unmounts it and its timers stop.
      for (const component of rendered.splice(0)) component.detach()
      stopAppIntervals()
      rmSync(root, { recursive: true, force: true })
      if (refusals.length > 0) throw new Error(`WeChat would have refused:\n${refusals.splice(0).join('\n')}`)
    },
  }
}
