import { RESOURCES, splitByNamespace, zhCN, type Language, type Namespace } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { packageText } from './builtPackages'
import { aStoredUser, persistedSession, sessionStorage } from './factories'
import { mediaServer } from './mediaServer'
import { bridgeTo, startRealServer, type Bridge, type RealServer } from './realServer'
import { aMedia } from './trainingFixtures'
import { launchWeapp, requireBuiltDist, waitFor, type Weapp } from './weappHarness'

// The interface language in the built mini-program: only zh-CN travels in the package (the main
// package without the back office's strings); another language comes from the real server's
// `api/locales/:language/:namespace` when the learner picks it, stays on the phone for offline use,
// and goes on screen only once it is all here.

const LEARNER_NAMESPACES: readonly Namespace[] = ['common', 'training', 'exam', 'practice']
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

/**
 * The app on this storage, bridged to the server (with this network) before it loads: it asks for
 * its language's strings as it launches. A launch that should be offline must be from its start, or
 * its first requests answer after the test, into the next app's storage (WeChat's `wx` is global).
 */
function launch(storage: Record<string, string> = {}, network?: Bridge['network']): { app: Weapp; bridge: Bridge } {
  let bridge: Bridge | undefined
  const app = (weapp = launchWeapp({
    storage,
    beforeLaunch: () => {
      bridge = bridgeTo(server)
      if (network) bridge.network = network
    },
  }))
  return { app, bridge: bridge! }
}

const localeRequests = (bridge: Bridge) => bridge.requests.filter((request) => request.path.startsWith('api/locales/')).map((request) => request.path)

/** Every string of a resource tree. */
const leaves = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(leaves) : []

/**
 * Whether a text stands in `code` as a whole string literal (`"text"` or `'text'`). Indexed once:
 * for a text without that quote, the next same quote after an opening one is its closing one, so the
 * segment after each quote is the only candidate. Searching the code once per text (hundreds of
 * texts over ~600 kB) took seconds of CPU and timed out on a busy machine.
 */
function quotedIn(code: string): (text: string) => boolean {
  const segments = new Set<string>()
  for (const quote of ['"', "'"]) {
    for (let open = code.indexOf(quote); open !== -1; open = code.indexOf(quote, open + 1)) {
      const close = code.indexOf(quote, open + 1)
      if (close === -1) break
      segments.add(code.slice(open + 1, close))
    }
  }
  return (text) => ['"', "'"].some((quote) => (text.includes(quote) ? code.includes(`${quote}${text}${quote}`) : segments.has(text)))
}

describe('languages in the built packages', () => {
  const learnerZhCN = new Set(LEARNER_NAMESPACES.flatMap((namespace) => leaves(splitByNamespace(zhCN)[namespace])))
  /** Strings long enough to say something, and not also a learner's zh-CN string (searched as whole string literals). */
  const distinctive = (language: Language, namespaces: readonly Namespace[], minLength: number) =>
    namespaces
      .flatMap((namespace) => leaves(splitByNamespace(RESOURCES[language])[namespace]))
      .filter((text) => text.length >= minLength && !learnerZhCN.has(text))

  test('the main package carries zh-CN strings only, and none of the back office', () => {
    const literal = quotedIn(packageText(''))
    for (const text of [zhCN.nav.trainingCentre, zhCN.learnerTraining.centre.loadFailed, zhCN.practiceLearner.entry]) expect(literal(text), text).toBe(true)

    const admin = distinctive('zh-CN', ['admin'], 4)
    const people = leaves(splitByNamespace(zhCN).admin.people).filter((text) => text.length >= 4 && !learnerZhCN.has(text))
    const english = distinctive('en', [...LEARNER_NAMESPACES, 'admin'], 12)
    const traditional = distinctive('zh-TW', [...LEARNER_NAMESPACES, 'admin'], 4)
    expect(people.length).toBeGreaterThan(30)
    expect(english.length).toBeGreaterThan(300)
    expect(traditional.length).toBeGreaterThan(300)
    for (const text of [...admin, ...english, ...traditional]) expect(literal(text), text).toBe(false)
  })

  test("a subpackage's zh-CN namespace and socket.io travel with that subpackage, not the main package", () => {
    const main = packageText('')
    expect(packageText('pages/exam')).toContain(zhCN.examLearner.title)
    expect(main).not.toContain(zhCN.examLearner.title)
    expect(packageText('pages/practice')).toContain(zhCN.dialogue.rules.invalidFormat)
    expect(main).not.toContain(zhCN.dialogue.rules.invalidFormat)
    // A reason socket.io-client gives for a disconnection.
    expect(packageText('pages/practice')).toContain('io server disconnect')
    expect(main).not.toContain('io server disconnect')
  })
})

describe('switching the language', () => {
  test('loads the namespaces from the server first, then relabels the page and the tab bar, and keeps them for offline use', async () => {
    const { app, bridge } = launch()
    const page = await app.renderPage('pages/mine/index')
    expect(page.text()).toContain('版本 2.1.0604')
    expect(localeRequests(bridge)).toEqual([])

    await page.tap('language-en')
    await page.waitForText('Version 2.1.0604')
    expect(localeRequests(bridge).sort()).toEqual(LEARNER_NAMESPACES.map((namespace) => `api/locales/en/${namespace}`).sort())
    expect(app.titles.at(-1)).toBe('Personal Centre')
    expect(app.tabBarItems.slice(-2)).toEqual([
      { index: 0, text: 'Training Centre' },
      { index: 1, text: 'Personal Centre' },
    ])
    expect(persistedSession(app.storage).language).toBe('en')

    // Killed and reopened without a connection: English at once, from what the phone kept.
    const kept = Object.fromEntries(app.storage)
    app.close()
    const reopened = launch(kept, () => 'offline')
    const centre = await reopened.app.renderPage('pages/center/index')
    expect(centre.text()).toContain('Training Centre')
    expect(reopened.app.tabBarItems.slice(-2).map((item) => item.text)).toEqual(['Training Centre', 'Personal Centre'])
  }, 30_000)

  test('keeps the language on screen, and says so, when the strings cannot be loaded', async () => {
    const { app, bridge } = launch({}, (request) => (request.path.startsWith('api/locales/') ? 'offline' : 'online'))
    const page = await app.renderPage('pages/mine/index')

    await page.tap('language-en')
    // Waited for by its words: on a busy machine another notice may come first (a look read that timed out).
    await waitFor(() => app.toasts.includes('语言文件加载失败'), 'the failure notice')
    expect(page.text()).toContain('版本 2.1.0604')
    expect(page.text()).not.toContain('Version')
    expect(app.tabBarItems.map((item) => item.text)).not.toContain('Personal Centre')
    expect(persistedSession(app.storage).language).toBe('zh-CN')
    expect(localeRequests(bridge).length).toBeGreaterThan(0)
  }, 30_000)

  test('a language saved in the session but never loaded on this phone goes on screen once the server answered', async () => {
    const { app, bridge } = launch(sessionStorage({ language: 'zh-TW' }))
    const page = await app.renderPage('pages/center/index')
    await page.waitForText('培訓中心')
    expect(localeRequests(bridge).sort()).toEqual(LEARNER_NAMESPACES.map((namespace) => `api/locales/zh-TW/${namespace}`).sort())
    await waitFor(() => app.tabBarItems.at(-1)?.text === '個人中心', 'the tab bar in zh-TW')
  }, 30_000)
})

describe('English through the app', () => {
  test('chooses the plural form by count: 1 view, 2 views', async () => {
    // English loaded once from the server, then the file page of a task with two documents.
    const first = launch()
    const mine = await first.app.renderPage('pages/mine/index')
    await mine.tap('language-en')
    await mine.waitForText('Version 2.1.0604')
    const storage = { ...Object.fromEntries(first.app.storage), ...sessionStorage({ user: aStoredUser({ id: 'u1' }), language: 'en' }) }
    first.app.close()

    const media = mediaServer([aMedia({ id: 'm1', name: 'Handbook', viewcount: 1 }), aMedia({ id: 'm2', name: 'Price list', format: 'xlsx', viewcount: 2 })])
    const app = (weapp = launchWeapp({ storage, router: media.router }))
    const page = await app.renderPage('pages/task/file', { id: 'c1' })
    await page.waitForText('Price list')
    expect(page.textOf('media-m1')).toContain('1 view')
    expect(page.textOf('media-m1')).not.toContain('1 views')
    expect(page.textOf('media-m2')).toContain('2 views')
  }, 30_000)
})
