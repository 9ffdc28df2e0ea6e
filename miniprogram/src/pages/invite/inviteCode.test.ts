import { describe, expect, test } from 'vitest'
import { codeFromQuery, codeInText } from './inviteCode'

describe('the invite code in a scanned or typed text', () => {
  test.each([
    ['https://peilian.example.com/invite/AB12cd34', 'AB12cd34'],
    ['https://peilian.example.com/invite/AB12cd34/', 'AB12cd34'],
    ['https://peilian.example.com/invite/AB12cd34?from=qr', 'AB12cd34'],
    ['code=AB12cd34', 'AB12cd34'],
    ['  AB12cd34 ', 'AB12cd34'],
    ['not a code', 'not a code'],
  ])('%s → %s', (text, code) => {
    expect(codeInText(text)).toBe(code)
  })
})

describe('the code the page was opened with', () => {
  test('takes ?code=, else the scene of a mini-program code, else the encoded link of a plain QR code', () => {
    expect(codeFromQuery({ code: 'AB12cd34', scene: 'ZZZZZZZZ' })).toBe('AB12cd34')
    expect(codeFromQuery({ scene: 'AB12cd34' })).toBe('AB12cd34')
    expect(codeFromQuery({ scene: encodeURIComponent('code=AB12cd34') })).toBe('AB12cd34')
    expect(codeFromQuery({ q: encodeURIComponent('https://peilian.example.com/invite/AB12cd34') })).toBe('AB12cd34')
    expect(codeFromQuery({ q: '%E0%A4%A' })).toBe('%E0%A4%A')
    expect(codeFromQuery({})).toBe('')
  })
})
