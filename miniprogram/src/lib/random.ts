import Taro from '@tarojs/taro'

interface RandomValuesOption {
  length: number
  success: (result: { randomValues: ArrayBuffer }) => void
  fail: (error: unknown) => void
}

/** WeChat's callback-style `getRandomValues`, wherever it is found. */
export type RandomValuesSource = (option: RandomValuesOption) => unknown

interface WithRandomValues {
  getRandomValues?: unknown
}

function hostSource(): RandomValuesSource | null {
  const wxHost = (globalThis as { wx?: WithRandomValues }).wx
  if (wxHost && typeof wxHost.getRandomValues === 'function') {
    const call = wxHost.getRandomValues as RandomValuesSource
    return (option) => call.call(wxHost, option)
  }
  // Taro proxies the same WeChat API; it is the route left when `wx` is not a global (other hosts).
  const taro = Taro as unknown as WithRandomValues
  if (typeof taro.getRandomValues === 'function') return taro.getRandomValues as RandomValuesSource
  return null
}

/**
 * Cryptographically secure random bytes from WeChat (`wx.getRandomValues`, base library 2.22+).
 * There is deliberately no Math.random fallback: without a secure source the call fails and the
 * password is never sent under a guessable nonce.
 */
export function randomBytes(length: number, source: RandomValuesSource | null = hostSource()): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!source) {
      reject(new Error('no secure random source'))
      return
    }
    source({
      length,
      success: ({ randomValues }) => {
        const bytes = new Uint8Array(randomValues)
        if (bytes.length === length) resolve(bytes)
        else reject(new Error(`expected ${length} random bytes, got ${bytes.length}`))
      },
      fail: (error) => reject(error instanceof Error ? error : new Error('getRandomValues failed')),
    })
  })
}
