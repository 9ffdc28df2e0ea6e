// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { PASSWORD_NONCE_BYTES, decryptPassword, encryptPassword, toBase64Url } from '@peilian/shared'

const taroGetRandomValues = vi.fn()
vi.mock('@tarojs/taro', () => ({ default: { getRandomValues: taroGetRandomValues } }))

const { randomBytes } = await import('./random')

type Option = { length: number; success(result: { randomValues: ArrayBuffer }): void; fail(error: unknown): void }

function answering(bytes: (length: number) => Uint8Array) {
  return vi.fn((option: Option) => {
    const values = bytes(option.length)
    option.success({ randomValues: values.buffer.slice(values.byteOffset, values.byteOffset + values.length) as ArrayBuffer })
  })
}

const host = globalThis as { wx?: unknown }

afterEach(() => {
  delete host.wx
  taroGetRandomValues.mockReset()
})

describe('randomBytes', () => {
  test('takes the bytes wx.getRandomValues hands out', async () => {
    const getRandomValues = answering((length) => Uint8Array.from({ length }, (_, i) => i + 1))
    host.wx = { getRandomValues }
    await expect(randomBytes(12)).resolves.toEqual(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))
    expect(getRandomValues).toHaveBeenCalledWith(expect.objectContaining({ length: 12 }))
    expect(taroGetRandomValues).not.toHaveBeenCalled()
  })

  test("falls back to Taro's getRandomValues when there is no wx global", async () => {
    taroGetRandomValues.mockImplementation(answering((length) => new Uint8Array(length).fill(7)))
    await expect(randomBytes(4)).resolves.toEqual(Uint8Array.from([7, 7, 7, 7]))
  })

  test('refuses a short answer rather than using a weak nonce', async () => {
    host.wx = { getRandomValues: answering(() => new Uint8Array(8)) }
    await expect(randomBytes(12)).rejects.toThrow('expected 12 random bytes, got 8')
  })

  test('passes a WeChat failure on as a rejection', async () => {
    host.wx = { getRandomValues: (option: Option) => option.fail({ errMsg: 'getRandomValues:fail' }) }
    await expect(randomBytes(12)).rejects.toThrow('getRandomValues failed')
  })

  test('rejects when no secure source exists at all', async () => {
    await expect(randomBytes(12, null)).rejects.toThrow('no secure random source')
  })

  test('gives encryptPassword a nonce it accepts, and the server can open the result', async () => {
    host.wx = { getRandomValues: answering((length) => crypto.getRandomValues(new Uint8Array(length))) }
    const key = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
    const nonce = await randomBytes(PASSWORD_NONCE_BYTES)
    const sealed = encryptPassword('密码Secret#1', 'rk', key, nonce)
    expect(decryptPassword(sealed, 'rk', key)).toBe('密码Secret#1')
  })
})
