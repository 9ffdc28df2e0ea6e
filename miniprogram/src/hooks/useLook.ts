import { useEffect, useState } from 'react'
import { DEFAULT_LOOK, LAST_ORG_STORAGE_KEY, loadLook, loginLookOrg, type LoadedLook, type Look } from '@peilian/shared'
import { toast } from '../lib/feedback'
import { taroStorage } from '../lib/storage'
import { learnerApi } from '../services/app'
import { i18n } from '../stores/i18n'
import { useSession } from '../stores/session'

/**
 * The organisation's look on the login page and the training centre: one read per session token (or,
 * before sign-in, per organisation) for the app's life, shared by both pages — as the PWA's
 * `session/look.ts`. A failure is not kept: the next page asks again.
 */
const loaded = new Map<string, Promise<LoadedLook>>()

function lookFor(token: string, org: string | undefined): Promise<LoadedLook> {
  const key = token || `org:${org ?? ''}`
  let look = loaded.get(key)
  if (!look) {
    look = loadLook(() => learnerApi.look.trainingSystemConfig(org ? { org } : {}))
    loaded.set(key, look)
    void look.then(({ error }) => error && loaded.delete(key))
  }
  return look
}

/**
 * The look to show: the signed-in user's organisation's (and that organisation is kept as this
 * device's last, for the login page), else the one this device last signed into, else the product's
 * own. While it loads, and when it cannot be had, the default look; a failure says the spec's message.
 */
export function useLook(): Look {
  const token = useSession((state) => state.user?.token ?? '')
  const orgid = useSession((state) => state.user?.orgid ?? '')
  const [look, setLook] = useState(DEFAULT_LOOK)
  useEffect(() => {
    if (orgid) taroStorage.setItem(LAST_ORG_STORAGE_KEY, orgid)
    let live = true
    void lookFor(token, token ? undefined : loginLookOrg(null, taroStorage.getItem(LAST_ORG_STORAGE_KEY))).then(({ look: next, error }) => {
      if (!live) return
      setLook(next)
      if (error) toast(i18n.store.getState().t(error))
    })
    return () => {
      live = false
    }
  }, [token, orgid])
  return look
}

/**
 * The primary colour as the page's `--brand` (its primary buttons and accents use `var(--brand)`;
 * app.css sets the product's): Taro passes a custom property in an inline style through, and
 * WeChat's renderer inherits it like a browser. Always written, empty for the product's colour:
 * Taro drops a custom property set to '' but not one left out of a new style string.
 */
export const brandStyle = (look: Look): string => `--brand:${look.primarycolor}`
