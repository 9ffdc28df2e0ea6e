import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { aStoredUser, persistedSession, sessionStorage } from './factories'
import { answerLocales, keptLocale } from './locales'
import { aCentre } from './trainingFixtures'
import { DIST, launchWeapp, readAppJson, requireBuiltDist, waitFor, type Router, type Weapp } from './weappHarness'
import { bottomPinnedRules, fontSizeRules, MIN_FONT_RPX } from './wechatRules'

/** Every stylesheet of the build. */
const wxssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? wxssFiles(join(dir, entry.name)) : entry.name.endsWith('.wxss') ? [join(dir, entry.name)] : [],
  )

let weapp: Weapp | undefined

/** A server whose training centre has nothing for the learner. */
const emptyCentre: Router = (request) => (request.path === 'api/trainning/v3/center' ? { data: aCentre() } : undefined)

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

describe('built weapp', () => {
  test('app.json routes the tab pages and login in the main package, the rest in subpackages', () => {
    const appJson = readAppJson()
    expect(appJson.pages).toEqual(['pages/center/index', 'pages/mine/index', 'pages/login/index'])
    expect(appJson.subPackages).toEqual([
      ...['register', 'terms'].map((page) => ({ root: `pages/${page}`, pages: ['index'] })),
      { root: 'pages/task', pages: ['index', 'file', 'video'] },
      ...['webview', 'exam'].map((page) => ({ root: `pages/${page}`, pages: ['index'] })),
      { root: 'pages/practice', pages: ['index', 'room', 'report', 'faq/index', 'voiceprint/index'] },
      { root: 'pages/ranking', pages: ['index'] },
      { root: 'pages/checkin', pages: ['index'] },
      { root: 'pages/invite', pages: ['index'] },
      { root: 'pages/appeal', pages: ['index', 'detail', 'form'] },
      { root: 'pages/notices', pages: ['index'] },
      { root: 'pages/assistant', pages: ['index', 'search'] },
      { root: 'pages/previewfile', pages: ['index'] },
    ])
    expect(appJson.tabBar?.list).toEqual([
      { pagePath: 'pages/center/index', text: '培训中心', iconPath: 'assets/tab/centre.png', selectedIconPath: 'assets/tab/centre-active.png' },
      { pagePath: 'pages/mine/index', text: '个人中心', iconPath: 'assets/tab/mine.png', selectedIconPath: 'assets/tab/mine-active.png' },
    ])
    const subpackagePages = [
      ...['register', 'terms', 'task', 'webview', 'exam'].map((name) => `pages/${name}/index`),
      'pages/task/file',
      'pages/task/video',
      'pages/practice/index',
      'pages/practice/room',
      'pages/practice/report',
      'pages/practice/faq/index',
      'pages/practice/voiceprint/index',
      'pages/ranking/index',
      'pages/checkin/index',
      'pages/invite/index',
      'pages/appeal/index',
      'pages/appeal/detail',
      'pages/appeal/form',
      'pages/notices/index',
      'pages/assistant/index',
      'pages/assistant/search',
      'pages/previewfile/index',
    ]
    for (const page of [...appJson.pages, ...subpackagePages]) {
      for (const ext of ['js', 'json', 'wxml']) expect(existsSync(join(DIST, `${page}.${ext}`))).toBe(true)
    }
    // Each page initialises only the components it renders (WeChat's on-demand injection).
    expect(appJson.lazyCodeLoading).toBe('requiredComponents')
    // Privacy-listed calls wait for the privacy guide's agreement on every base library that can ask.
    expect(appJson.__usePrivacyCheck__).toBe(true)
  })

  test('the tab bar icons are images WeChat accepts: PNG, 81 × 81, at most 40 KB', () => {
    const icons = (readAppJson().tabBar?.list ?? []).flatMap((tab) => [tab.iconPath, tab.selectedIconPath])
    expect(icons).toHaveLength(4)
    for (const icon of icons) {
      const bytes = readFileSync(join(DIST, String(icon)))
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([81, 81])
      expect(bytes.length).toBeLessThanOrEqual(40 * 1024)
    }
  })

  test('no text is smaller than 24rpx (12 px on a phone), and the page text is 32rpx', () => {
    const sizes = wxssFiles(DIST).flatMap((file) => fontSizeRules(readFileSync(file, 'utf8')).map((rule) => ({ file: relative(DIST, file), ...rule })))
    expect(sizes.filter((rule) => rule.rpx === null || rule.rpx < MIN_FONT_RPX)).toEqual([])
    expect(sizes.filter((rule) => rule.file === 'app.wxss' || rule.file === 'app-origin.wxss').filter((rule) => rule.selector === 'page')).toMatchObject([
      { rpx: 32 },
    ])
  })

  test('every control pinned to the bottom of the screen keeps clear of the iPhone home indicator', () => {
    const pinned = wxssFiles(DIST).flatMap((file) => bottomPinnedRules(readFileSync(file, 'utf8')).map((rule) => ({ file: relative(DIST, file), ...rule })))
    // The practice room's composer is one (the check reads the built styles, not the sources).
    expect(pinned.some((rule) => rule.selector === '.practice-footer')).toBe(true)
    expect(pinned.filter((rule) => !rule.safe)).toEqual([])
  })

  test('the build is a WeChat project of its own, with the appid of its configuration', () => {
    const project = JSON.parse(readFileSync(join(DIST, 'project.config.json'), 'utf8')) as { appid: string; miniprogramRoot: string }
    expect(project).toMatchObject({ appid: 'touristappid', miniprogramRoot: './', compileType: 'miniprogram' })
  })

  test('the Training Centre renders its title in zh-CN by default', async () => {
    weapp = launchWeapp({ storage: sessionStorage({ user: aStoredUser() }), router: emptyCentre })
    const page = await weapp.renderPage('pages/center/index')
    await page.waitForText('暂无培训任务')
    expect(page.text()).toContain('培训中心')
    expect(page.has('sign-in')).toBe(false)
    expect(weapp.titles.at(-1)).toBe('培训中心')
  })

  test('with nobody signed in the Training Centre offers sign-in, which opens the login page', async () => {
    weapp = launchWeapp()
    const page = await weapp.renderPage('pages/center/index')
    expect(page.text()).not.toContain('暂无培训任务')
    // The first page says who the mini-program is for (WeChat's review asks).
    expect(page.textOf('audience')).toBe('陪练供企业员工培训使用，请用所在企业开通或批准的账号登录')
    await page.tap('sign-in')
    await waitFor(() => weapp?.navigations.length === 1, 'navigateTo')
    expect(weapp.navigations[0]).toMatchObject({ api: 'navigateTo', url: expect.stringMatching(/^\/pages\/login\/index$/) })
  })

  test('offers to restart into a new version WeChat has downloaded, and restarts only when asked to', async () => {
    weapp = launchWeapp()
    await weapp.renderPage('pages/center/index')
    weapp.updateReady()
    await waitFor(() => weapp?.updatesApplied === 1, 'the restart into the new version')
    expect(weapp.modals.map((modal) => modal.content)).toEqual(['新版本已经准备好，重启小程序即可使用'])
    weapp.close()

    weapp = launchWeapp({ modalAnswer: 'cancel' })
    await weapp.renderPage('pages/center/index')
    weapp.updateReady()
    await waitFor(() => weapp?.modals.length === 1, 'the question')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(weapp.updatesApplied).toBe(0)
  })

  test('the Personal Centre shows the version and switches the language, persisting it', async () => {
    weapp = launchWeapp({ router: answerLocales })
    const page = await weapp.renderPage('pages/mine/index')
    expect(page.text()).toContain('版本 2.1.0604')
    expect(page.text()).toContain('English')

    await page.tap('language-en')
    await page.waitForText('Version 2.1.0604')
    expect(page.text()).toContain('Language')
    expect(weapp.titles.at(-1)).toBe('Personal Centre')
    expect(weapp.tabBarItems.slice(-2)).toEqual([
      { index: 0, text: 'Training Centre' },
      { index: 1, text: 'Personal Centre' },
    ])
    expect(persistedSession(weapp.storage).language).toBe('en')
  })

  test('a language switch updates a hidden tab page without retitling the visible one, and is saved on the account', async () => {
    const router: Router = (request) =>
      request.path === 'api/trainning/user/changelanguage' ? { data: { successed: true, language: 'zh-TW' } } : (emptyCentre(request) ?? answerLocales(request))
    weapp = launchWeapp({ storage: sessionStorage({ user: aStoredUser() }), router })
    const centre = await weapp.renderPage('pages/center/index')
    await centre.waitForText('暂无培训任务')
    centre.hide()
    const mine = await weapp.renderPage('pages/mine/index')

    await mine.tap('language-zh-TW')
    await mine.waitForText('版本 2.1.0604')
    await centre.waitForText('暫無培訓任務')
    expect(weapp.titles.at(-1)).toBe('個人中心')
    expect(weapp.titles).not.toContain('培訓中心')
    const saved = () => weapp?.requests.find((request) => request.path === 'api/trainning/user/changelanguage')
    await waitFor(() => saved() !== undefined, 'the language saved on the account')
    expect(saved()).toMatchObject({ method: 'POST', body: { language: 'zh-TW' } })
  })

  test('a language saved in storage is used from launch, with the strings this phone kept', async () => {
    weapp = launchWeapp({ storage: { ...sessionStorage({ language: 'zh-TW' }), ...keptLocale('zh-TW') } })
    const page = await weapp.renderPage('pages/center/index')
    expect(page.text()).toContain('培訓中心')
    expect(weapp.tabBarItems.slice(-2).map((item) => item.text)).toEqual(['培訓中心', '個人中心'])
  })
})
