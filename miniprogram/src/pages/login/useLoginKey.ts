import { useCallback, useEffect, useState } from 'react'
import type { RandomCodeResponse } from '@peilian/shared'
import { loadCaptchaImage } from '../../lib/captcha'
import { identity } from '../../services/app'

/** Renew a little before the server forgets the key, so the captcha on screen stays answerable. */
const EXPIRY_MARGIN_S = 5

export interface LoginKey {
  /** The latest one-time key; its `captcha` says whether the server asks for one up front. */
  key: RandomCodeResponse | null
  /** Whether the account tab shows the captcha: the key asks for it, or a refusal demanded it. */
  captcha: boolean
  /** The captcha for `key` as a data URI; null while it loads or when it failed (tap to retry). */
  image: string | null
  /** True while a new key and image are on their way. */
  loading: boolean
  /** Fetches a new key and captcha: on tap, and after every failed attempt (keys are single use). */
  renew(): void
}

/**
 * The account tab's key and captcha (and the mobile tab's, `active` only once a code request was
 * refused for the want of one). A key is fetched when the tab opens to learn whether a captcha
 * is needed — or `demanded`, after a sign-in refused for the want of one; if so its image is shown
 * and the key goes with the attempt, and it is renewed before it expires. Without a captcha the
 * attempt takes its own fresh key, so nothing here can go stale.
 */
export function useLoginKey(demanded = false, active = true): LoginKey {
  const [generation, setGeneration] = useState(0)
  const [key, setKey] = useState<RandomCodeResponse | null>(null)
  const [image, setImage] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    if (!active) return
    let live = true
    setLoading(true)
    setImage(null)
    identity
      .fetchLoginKey()
      .then(async (next) => {
        if (!live) return
        setKey(next)
        if (next.captcha || demanded) {
          const uri = await loadCaptchaImage(next.randomkey)
          if (live) setImage(uri)
        }
      })
      .catch((error: unknown) => console.warn('[login] no key or captcha', error))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [generation, demanded, active])

  const captcha = key?.captcha === true || demanded
  useEffect(() => {
    if (!key || !captcha) return
    const timer = setTimeout(() => setGeneration((n) => n + 1), Math.max(1, key.expiresIn - EXPIRY_MARGIN_S) * 1000)
    return () => clearTimeout(timer)
  }, [key, captcha])

  const renew = useCallback(() => setGeneration((n) => n + 1), [])
  return { key, captcha, image, loading, renew }
}
