import Taro from '@tarojs/taro'
import { toBase64Url, utf8Encode } from '@peilian/shared'
import { authEndpoints } from '@peilian/shared/endpoints'
import { learnerUrl } from './config'

/** Standard base64 with padding, as data URIs expect (shared has the url-safe form only). */
function toBase64(bytes: Uint8Array): string {
  const text = toBase64Url(bytes).replace(/-/g, '+').replace(/_/g, '/')
  return text + '='.repeat((4 - (text.length % 4)) % 4)
}

/**
 * An SVG document as an `<image>` source. WeChat's image component does not reliably load a remote
 * SVG, and the `;utf8,` form breaks on `#` (colours) and on some Android clients unless every
 * reserved character is escaped; base64 is the form both iOS and Android render.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${toBase64(utf8Encode(svg))}`
}

/**
 * The captcha drawn for a one-time key (`GET api/login/verifycode`, an SVG), ready for `<image>`.
 * Fetched as text rather than through the API client, whose success rule wants a JSON object.
 * Each call draws a new answer for the key on the server.
 */
export async function loadCaptchaImage(randomkey: string): Promise<string> {
  const response = await Taro.request({
    url: learnerUrl(authEndpoints.captchaImage, { randomkey }),
    method: 'GET',
    // Anything but 'json' leaves the body as the text WeChat received.
    dataType: 'text',
    responseType: 'text',
  })
  const svg: unknown = response.data
  if (response.statusCode !== 200 || typeof svg !== 'string' || !svg.includes('<svg')) {
    throw new Error(`captcha image unavailable (HTTP ${response.statusCode})`)
  }
  return svgDataUri(svg)
}
