// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { bottomPinnedRules, fontSizeRules } from './wechatRules'

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

describe('fontSizeRules', () => {
  test('reads every font size in rpx, px counting double, relative sizes as null', () => {
    const wxss = `.tag{padding:4rpx;font-size:22rpx}.title{font-weight:600;font-size:16px}
      /* .old{font-size:10rpx} */ .hint{font-size:1.2em}.page{color:red}`
    expect(fontSizeRules(wxss)).toEqual([
      { selector: '.tag', size: '22rpx', rpx: 22 },
      { selector: '.title', size: '16px', rpx: 32 },
      { selector: '.hint', size: '1.2em', rpx: null },
    ])
  })
})
