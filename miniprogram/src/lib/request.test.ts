// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { TransportError } from '@peilian/shared'

const request = vi.fn()
vi.mock('@tarojs/taro', () => ({ default: { request } }))

const { taroTransport } = await import('./request')

beforeEach(() => {
  request.mockReset()
})

describe('taroTransport', () => {
  test('maps a request onto Taro.request and passes any status through', async () => {
    request.mockResolvedValue({ statusCode: 401, data: { successed: false, errcode: 10000 } })
    const response = await taroTransport({
      method: 'POST',
      url: 'https://example.test/api/login',
      headers: { token: 't', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=a&password=b',
      timeoutMs: 300_000,
    })
    expect(response).toEqual({ status: 401, data: { successed: false, errcode: 10000 } })
    expect(request).toHaveBeenCalledWith({
      url: 'https://example.test/api/login',
      method: 'POST',
      header: { token: 't', 'Content-Type': 'application/x-www-form-urlencoded' },
      timeout: 300_000,
      dataType: 'json',
      data: 'account=a&password=b',
    })
  })

  test('sends no data for a request without a body', async () => {
    request.mockResolvedValue({ statusCode: 200, data: 'plain text' })
    const response = await taroTransport({ method: 'GET', url: '/api/x?a=1', headers: {}, timeoutMs: 1000 })
    expect(response.data).toBe('plain text')
    expect(request.mock.calls[0]?.[0]).not.toHaveProperty('data')
  })

  test('turns a WeChat timeout into a timeout TransportError', async () => {
    request.mockRejectedValue({ errMsg: 'request:fail timeout' })
    const failure = taroTransport({ method: 'GET', url: '/api/x', headers: {}, timeoutMs: 10 })
    await expect(failure).rejects.toBeInstanceOf(TransportError)
    await expect(failure).rejects.toMatchObject({ reason: 'timeout', message: 'request:fail timeout' })
  })

  test('turns any other failure into a network TransportError', async () => {
    request.mockRejectedValue({ errMsg: 'request:fail url not in domain list' })
    await expect(taroTransport({ method: 'GET', url: '/api/x', headers: {}, timeoutMs: 10 })).rejects.toMatchObject({
      reason: 'network',
    })
  })
})
