import Taro from '@tarojs/taro'
import { bodyOfBytes, isArrayBuffer, lowerCaseHeaders, TransportError, type Transport, type TransportResponse } from '@peilian/shared'

/** WeChat rejects with `{ errMsg: 'request:fail timeout' }` and similar; anything else has no text. */
function errMsgOf(error: unknown): string {
  const errMsg = typeof error === 'object' && error !== null ? (error as { errMsg?: unknown }).errMsg : undefined
  return typeof errMsg === 'string' ? errMsg : ''
}

/**
 * A download's answer: WeChat hands every status over as bytes (`responseType: 'arraybuffer'`), so a
 * success keeps them with its headers (their names in any case WeChat gives) and a refusal is read
 * back into its JSON envelope.
 */
function downloadAnswer({ statusCode, data, header }: Taro.request.SuccessCallbackResult): TransportResponse {
  if (statusCode >= 200 && statusCode < 300) return { status: statusCode, data, headers: lowerCaseHeaders(header as Record<string, unknown>) }
  return { status: statusCode, data: isArrayBuffer(data) ? bodyOfBytes(data) : data }
}

/**
 * The shared API client's transport over `Taro.request`. WeChat parses a JSON body itself and hands
 * back the raw text otherwise, which is what `TransportResponse.data` expects; a download asks for
 * the bytes. Every HTTP status resolves; only a failed or timed-out call rejects, as a `TransportError`.
 */
export const taroTransport: Transport = async (request) => {
  try {
    const response = await Taro.request({
      url: request.url,
      method: request.method,
      header: request.headers,
      timeout: request.timeoutMs,
      ...(request.binary ? { responseType: 'arraybuffer' as const } : { dataType: 'json' }),
      ...(request.body === undefined ? {} : { data: request.body }),
    })
    if (request.binary) return downloadAnswer(response)
    return { status: response.statusCode, data: response.data as unknown }
  } catch (error) {
    const message = errMsgOf(error)
    throw new TransportError(/timeout|超时/i.test(message) ? 'timeout' : 'network', message || undefined)
  }
}
