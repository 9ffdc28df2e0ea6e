// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type { CenterBanner } from '@peilian/shared'
import { bannerAction } from './bannerAction'

const banner = (overrides: Partial<CenterBanner>): CenterBanner => ({
  id: 'b1',
  title: '',
  image: '',
  click: 2,
  clicktype: 1,
  clickid: '',
  clickurl: '',
  ...overrides,
})
const HOSTS = ['peilian.example.com']

describe('bannerAction', () => {
  test('click 1 does nothing, whatever else is set', () => {
    expect(bannerAction(banner({ click: 1, clickid: 'p1' }), HOSTS)).toEqual({ kind: 'none' })
  })

  test('click types 1 and 2 open the task package', () => {
    expect(bannerAction(banner({ clicktype: 1, clickid: 'p1' }), HOSTS)).toEqual({ kind: 'task', packageId: 'p1' })
    expect(bannerAction(banner({ clicktype: 2, clickid: 'p2' }), HOSTS)).toEqual({ kind: 'task', packageId: 'p2' })
    expect(bannerAction(banner({ clicktype: 1, clickid: '' }), HOSTS)).toEqual({ kind: 'none' })
  })

  test('click type 3 opens a business-domain URL in the web-view and copies any other', () => {
    expect(bannerAction(banner({ clicktype: 3, clickurl: 'https://peilian.example.com/#/user/ranking' }), HOSTS)).toEqual({
      kind: 'webview',
      url: 'https://peilian.example.com/#/user/ranking',
    })
    expect(bannerAction(banner({ clicktype: 3, clickurl: 'https://PEILIAN.example.com:8443/a' }), HOSTS).kind).toBe('webview')
    expect(bannerAction(banner({ clicktype: 3, clickurl: 'https://other.example.com/a' }), HOSTS)).toEqual({ kind: 'copy', url: 'https://other.example.com/a' })
  })

  test('a URL hiding its host behind credentials or a non-URL does nothing; a look-alike host is copied', () => {
    expect(bannerAction(banner({ clicktype: 3, clickurl: 'https://peilian.example.com@evil.example/' }), HOSTS)).toEqual({ kind: 'none' })
    expect(bannerAction(banner({ clicktype: 3, clickurl: 'https://peilian.example.com.evil.example/' }), HOSTS).kind).toBe('copy')
    expect(bannerAction(banner({ clicktype: 3, clickurl: 'javascript:alert(1)' }), HOSTS)).toEqual({ kind: 'none' })
  })
})
