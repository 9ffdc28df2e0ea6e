import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { DIST, launchWeapp, readAppJson, type Weapp } from './weappHarness'

const SESSION_KEY = 'peilian-user'

let weapp: Weapp | undefined

beforeAll(() => {
  if (!existsSync(join(DIST, 'app.json'))) {
    throw new Error('miniprogram/dist is missing: run `pnpm --filter @peilian/miniprogram build` first')
  }
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

describe('built weapp', () => {
  test('app.json routes both tab pages with zh-CN tab labels', () => {
    const appJson = readAppJson()
    expect(appJson.pages).toEqual(['pages/center/index', 'pages/mine/index'])
    expect(appJson.tabBar?.list).toEqual([
      { pagePath: 'pages/center/index', text: '培训中心' },
      { pagePath: 'pages/mine/index', text: '个人中心' },
    ])
    for (const page of appJson.pages) {
      for (const ext of ['js', 'json', 'wxml']) expect(existsSync(join(DIST, `${page}.${ext}`))).toBe(true)
    }
  })

  test('the Training Centre renders its title in zh-CN by default', async () => {
    weapp = launchWeapp()
    const page = await weapp.renderPage('pages/center/index')
    expect(page.text()).toContain('培训中心')
    expect(page.text()).toContain('暂无培训任务')
    expect(weapp.titles.at(-1)).toBe('培训中心')
  })

  test('the Personal Centre shows the version and switches the language, persisting it', async () => {
    weapp = launchWeapp()
    const page = await weapp.renderPage('pages/mine/index')
    expect(page.text()).toContain('版本 2.1.0604')
    expect(page.text()).toContain('English')

    page.tap('language-en')
    await page.waitForText('Version 2.1.0604')
    expect(page.text()).toContain('Language')
    expect(weapp.titles.at(-1)).toBe('Personal Centre')
    expect(weapp.tabBarItems.slice(-2)).toEqual([
      { index: 0, text: 'Training Centre' },
      { index: 1, text: 'Personal Centre' },
    ])
    const persisted = JSON.parse(weapp.storage.get(SESSION_KEY) ?? '{}') as { state?: { language?: string } }
    expect(persisted.state?.language).toBe('en')
  })

  test('a language switch updates a hidden tab page without retitling the visible one', async () => {
    weapp = launchWeapp()
    const centre = await weapp.renderPage('pages/center/index')
    centre.hide()
    const mine = await weapp.renderPage('pages/mine/index')

    mine.tap('language-zh-TW')
    await mine.waitForText('版本 2.1.0604')
    await centre.waitForText('暫無培訓任務')
    expect(weapp.titles.at(-1)).toBe('個人中心')
    expect(weapp.titles).not.toContain('培訓中心')
  })

  test('a language saved in storage is used from launch', async () => {
    weapp = launchWeapp({
      storage: { [SESSION_KEY]: JSON.stringify({ state: { user: null, language: 'zh-TW', logoutCode: null }, version: 1 }) },
    })
    const page = await weapp.renderPage('pages/center/index')
    expect(page.text()).toContain('培訓中心')
    expect(weapp.tabBarItems.slice(-2).map((item) => item.text)).toEqual(['培訓中心', '個人中心'])
  })
})
