// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { bottomPinnedRules } from './wechatRules'

describe('bottomPinnedRules', () => {
  test('finds what is pinned to the bottom, and whether it keeps clear of the home indicator', () => {
    const wxss = `.top{position:sticky;top:0}.bar{position:fixed;left:0;bottom:0;padding:8rpx}
      @media (min-width:600px){.foot{position:sticky;bottom:0;padding-bottom:calc(16rpx + env(safe-area-inset-bottom))}}
      /* .old{position:fixed;bottom:0} */ .plain{bottom:0}`
    expect(bottomPinnedRules(wxss)).toEqual([
      { selector: '.bar', safe: false },
      { selector: '.foot', safe: true },
    ])
  })
})
