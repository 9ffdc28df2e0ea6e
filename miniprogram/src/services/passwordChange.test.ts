// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { createTranslator } from '@peilian/shared'
import { changeReasonText, newPasswordIssue } from './passwordChange'

const t = createTranslator('zh-CN')

describe('changeReasonText', () => {
  test('says a first login must change the password', () => {
    expect(changeReasonText(t, { reason: 1, days: 0, serial: 's' })).toBe('首次登录需要修改密码')
  })

  test('says how many days an expired password went unchanged', () => {
    expect(changeReasonText(t, { reason: 2, days: 93, serial: 's' })).toBe('您的密码已93天未修改，请修改密码')
  })
})

describe('newPasswordIssue', () => {
  test('requires a password', () => {
    expect(newPasswordIssue(t, '   ', '')).toBe('请输入密码')
  })

  test('checks 8 to 15 characters after trimming, then the strength rule', () => {
    expect(newPasswordIssue(t, ' Ab1!x ', 'Ab1!x')).toBe('密码长度为8到15个字符')
    expect(newPasswordIssue(t, 'Abcdefgh1!abcdef', 'Abcdefgh1!abcdef')).toBe('密码长度为8到15个字符')
    expect(newPasswordIssue(t, 'abcdefgh', 'abcdefgh')).toBe('密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格')
  })

  test('compares the trimmed pair with the dialog wording', () => {
    expect(newPasswordIssue(t, 'Newpass@2026', 'Newpass@2027')).toBe('两次输入的密码不一致！')
    expect(newPasswordIssue(t, ' Newpass@2026 ', 'Newpass@2026')).toBeNull()
  })
})
