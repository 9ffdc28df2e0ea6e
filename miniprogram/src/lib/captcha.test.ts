// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest'

const request = vi.fn()
vi.mock('@tarojs/taro', () => ({ default: { request } }))

const { loadCaptchaImage, svgDataUri } = await import('./captcha')

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="111" height="40"><rect fill="#eee"/></svg>'

function decoded(uri: string): string {
  const [prefix, data = ''] = uri.split(',')
  expect(prefix).toBe('data:image/svg+xml;base64')
  return Buffer.from(data, 'base64').toString('utf8')
}

beforeEach(() => {
  request.mockReset()
})

describe('svgDataUri', () => {
  test('base64-encodes the document with padding, so `#` colours survive', () => {
    const uri = svgDataUri(SVG)
    expect(uri).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+={0,2}$/)
    expect(uri.length % 4).toBe('data:image/svg+xml;base64,'.length % 4)
    expect(decoded(uri)).toBe(SVG)
  })

  test('encodes non-ASCII text as UTF-8', () => {
    expect(decoded(svgDataUri('<svg><title>验证码</title></svg>'))).toBe('<svg><title>验证码</title></svg>')
  })
})

describe('loadCaptchaImage', () => {
  test('fetches the SVG for the key as text and returns it as a data URI', async () => {
    request.mockResolvedValue({ statusCode: 200, data: SVG })
    expect(decoded(await loadCaptchaImage('rk/1'))).toBe(SVG)
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'http://localhost:3000/api/login/verifycode?randomkey=rk%2F1', method: 'GET', dataType: 'text' }),
    )
  })

  test('refuses an error answer instead of showing it as an image', async () => {
    request.mockResolvedValue({ statusCode: 400, data: '{"successed":false,"errcode":40006}' })
    await expect(loadCaptchaImage('rk')).rejects.toThrow('HTTP 400')
  })
})
