import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import simulate from 'miniprogram-simulate'

/**
 * Runs the built mini-program (dist/) in miniprogram-simulate: WeChat's own WXML compiler (wcc),
 * exparser and j-component render the pages, and the real Taro runtime and React drive them.
 * What WeChat itself would supply — App, Page, getApp, getCurrentPages and a few wx APIs — is a
 * small shim here, recording what the app asks of the platform.
 */

export const DIST = join(import.meta.dirname, '..', 'dist')

type Options = Record<string, unknown>
type WxCallback = { success?: (res: Options) => void; complete?: (res: Options) => void }
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

export interface RenderedPage {
  text(): string
  tap(id: string): void
  waitForText(text: string): Promise<void>
  /** What WeChat does to a tab page when another tab is chosen. */
  hide(): void
}

export interface Weapp {
  /** WeChat local storage as the app left it. */
  storage: Map<string, string>
  /** Every setTabBarItem call, in order. */
  tabBarItems: { index: number; text: string }[]
  /** Every setNavigationBarTitle call, in order. */
  titles: string[]
  renderPage(route: string): Promise<RenderedPage>
  /** Removes the temporary copy of dist. */
  close(): void
}

export function readAppJson(): { pages: string[]; subPackages?: unknown[]; tabBar?: { list: { pagePath: string; text: string }[] } } {
  return JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8'))
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await simulate.sleep(10)
  }
}

function respond(name: string, options: WxCallback): void {
  const res = { errMsg: `${name}:ok` }
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
export function launchWeapp({ storage = {} }: { storage?: Record<string, string> } = {}): Weapp {
  if (!readAppJson().pages.length) throw new Error('dist/app.json lists no pages')
  const root = mkdtempSync(join(tmpdir(), 'peilian-weapp-'))
  cpSync(DIST, root, { recursive: true })

  const values = new Map(Object.entries(storage))
  const tabBarItems: Weapp['tabBarItems'] = []
  const titles: string[] = []
  const pages: PageInstance[] = []
  let app: AppOptions | undefined
  let loadingRoute = ''

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
  })
  host.App = (options: AppOptions) => {
    app = options
  }
  host.getApp = () => app
  host.getCurrentPages = () => pages
  // A page is a component whose lifecycle WeChat drives: load, show and ready on attach.
  host.Page = (options: PageOptions) => {
    const route = loadingRoute
    const methods = Object.fromEntries(Object.entries(options).filter(([, value]) => typeof value === 'function'))
    host.Component({
      data: options.data ?? {},
      methods,
      lifetimes: {
        attached(this: PageInstance) {
          this.route = route
          pages.push(this)
          this.onLoad({})
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

  createRequire(import.meta.url)(join(root, 'app.js'))
  if (!app) throw new Error('app.js did not call App()')
  const launch = { path: readAppJson().pages[0], query: {}, scene: 1001 }
  app.onLaunch?.(launch)
  app.onShow?.(launch)

  async function renderPage(route: string): Promise<RenderedPage> {
    loadingRoute = route
    const id = simulate.load(join(root, route), { compiler: 'official', rootPath: root })
    const component = simulate.render(id)
    component.attach(document.body)
    const text = () => component.dom?.textContent ?? ''
    await waitFor(() => text() !== '', `${route} to render`)
    return {
      text,
      tap(elementId) {
        const target = component.querySelector(`#${elementId}`)
        if (!target) throw new Error(`no #${elementId} on ${route}`)
        target.dispatchEvent('tap')
      },
      waitForText: (expected) => waitFor(() => text().includes(expected), `"${expected}" on ${route}`),
      hide: () => (component.instance as unknown as PageInstance).onHide(),
    }
  }

  return {
    storage: values,
    tabBarItems,
    titles,
    renderPage,
    close: () => rmSync(root, { recursive: true, force: true }),
  }
}
