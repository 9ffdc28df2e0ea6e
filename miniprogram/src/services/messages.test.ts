// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import { ApiError, createTranslator, miniRegistrationRequestSchema } from '@peilian/shared'
import { messageOf } from './messages'

const zh = createTranslator('zh-CN')

describe('messageOf', () => {
  test("prefers the server's errmsg, already in the user's language", () => {
    expect(messageOf(zh, new ApiError(40003, 'Wrong account or password', 400, 'errors.wrongCredentials'), 'login.failed')).toBe('Wrong account or password')
  })

  test('translates the error code when there is no errmsg (network and timeout failures)', () => {
    expect(messageOf(zh, new ApiError(0, '', 0, 'errors.network'), 'login.failed')).toBe('网络不可用，请检查网络后重试')
  })

  test("translates a shared schema's refusal by its message key and limit", () => {
    const refused = miniRegistrationRequestSchema.safeParse({
      mobile: '13800138000',
      code: '1234',
      name: '张三张三张三张三张三张三',
      workunit: '企业',
      workno: '销售',
    })
    expect(messageOf(zh, refused.error, 'register.genericFailed')).toBe('最多10个字符')
  })

  test('falls back to the generic message for anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(messageOf(zh, new Error('boom'), 'login.failed')).toBe('登录失败')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
