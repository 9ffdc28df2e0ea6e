import Taro from '@tarojs/taro'
import { TransportError, type Transport } from '@peilian/shared'

/** WeChat rejects with `{ errMsg: 'request:fail timeout' }` and similar; anything else has no text. */
function errMsgOf(error: unknown): string {
  const errMsg = typeof error === 'object' && error !== null ? (error as { errMsg?: unknown }).errMsg : undefined
  return typeof errMsg === 'string' ? errMsg : ''
}

/**
 * The shared API client's transport over `Taro.request`. WeChat parses a JSON body itself and hands
 * back the raw text otherwise, which is what `TransportResponse.data` expects. Every HTTP status
 * resolves; only a failed or timed-out call rejects, as a `TransportError`.
 */
export const taroTransport: Transport = async (request) => {
  try {
    const response = await Taro.request({
      url: request.url,
      method: request.method,
      header: request.headers,
      timeout: request.timeoutMs,
      dataType: 'json',
      ...(request.body === undefined ? {} : { data: request.body }),
    })
    return { status: response.statusCode, data: response.data as unknown }
  } catch (error) {
    const message = errMsgOf(error)
    throw new TransportError(/timeout|超时/i.test(message) ? 'timeout' : 'network', message || undefined)
  }
}
