// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { weappRelease } from './release'

const APPID = 'wx0123456789abcdef'

describe('the build’s release settings', () => {
  test('default to the local dev server and the tourist appid', () => {
    expect(weappRelease({})).toEqual({ apiBase: 'http://localhost:3000', appid: 'touristappid', release: false })
  })

  test('take the server and the appid from the environment', () => {
    expect(weappRelease({ PEILIAN_API_BASE: 'https://peilian.example.com', PEILIAN_WEAPP_APPID: APPID, PEILIAN_RELEASE: '1' })).toEqual({
      apiBase: 'https://peilian.example.com',
      appid: APPID,
      release: true,
    })
  })

  test('refuse a server that is not an origin, in any build', () => {
    expect(() => weappRelease({ PEILIAN_API_BASE: 'https://peilian.example.com/' })).toThrow(/origin/)
    expect(() => weappRelease({ PEILIAN_API_BASE: 'peilian.example.com' })).toThrow(/origin/)
    expect(() => weappRelease({ PEILIAN_API_BASE: 'https://peilian.example.com/api' })).toThrow(/origin/)
  })

  test('refuse a release that WeChat would not let call its server', () => {
    const release =
      (apiBase: string, appid = APPID) =>
      () =>
        weappRelease({ PEILIAN_API_BASE: apiBase, PEILIAN_WEAPP_APPID: appid, PEILIAN_RELEASE: '1' })
    expect(release('http://peilian.example.com')).toThrow(/https/)
    expect(release('https://localhost:3000')).toThrow(/registered domain/)
    expect(release('https://10.0.0.8')).toThrow(/registered domain/)
    expect(release('https://peilian.example.com', 'touristappid')).toThrow(/appid/)
    expect(() => weappRelease({ PEILIAN_RELEASE: '1' })).toThrow(/https/)
  })
})
