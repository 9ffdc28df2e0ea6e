// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { TransportError, utf8Encode } from '@peilian/shared'

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

  test('asks WeChat for the bytes of a download and keeps its headers, whatever their case', async () => {
    const bytes = new Uint8Array([1, 2, 3]).buffer
    request.mockResolvedValue({ statusCode: 200, data: bytes, header: { 'Content-Type': 'audio/mpeg', 'content-disposition': 'attachment; filename="a.mp3"' } })
    const response = await taroTransport({ method: 'GET', url: '/api/a', headers: { token: 't' }, timeoutMs: 1000, binary: true })
    expect(response).toEqual({ status: 200, data: bytes, headers: { 'content-type': 'audio/mpeg', 'content-disposition': 'attachment; filename="a.mp3"' } })
    expect(request.mock.calls[0]?.[0]).toMatchObject({ url: '/api/a', method: 'GET', header: { token: 't' }, responseType: 'arraybuffer' })
    expect(request.mock.calls[0]?.[0]).not.toHaveProperty('dataType')
  })

  test("reads a refused download's JSON envelope back from its bytes", async () => {
    const envelope = { successed: false, errcode: 40480, errmsg: '练习不存在' }
    request.mockResolvedValue({ statusCode: 404, data: utf8Encode(JSON.stringify(envelope)).slice().buffer, header: {} })
    await expect(taroTransport({ method: 'GET', url: '/api/a', headers: {}, timeoutMs: 1000, binary: true })).resolves.toEqual({ status: 404, data: envelope })
  })

  test('asks for no bytes when the call is not a download', async () => {
    request.mockResolvedValue({ statusCode: 200, data: { successed: true } })
    await taroTransport({ method: 'GET', url: '/api/x', headers: {}, timeoutMs: 10 })
    expect(request.mock.calls[0]?.[0]).not.toHaveProperty('responseType')
    expect(request.mock.calls[0]?.[0]).toMatchObject({ dataType: 'json' })
  })
})
