import { useEffect, useState } from 'react'
import { createLookSource, DEFAULT_LOOK, loginLookOrg, type Look } from '@peilian/shared'
import { toast } from '../lib/feedback'
import { taroStorage } from '../lib/storage'
import { learnerApi } from '../services/app'
import { i18n } from '../services/i18nStore'
import { useSession } from '../stores/session'

/**
 * The organisation's look on the login page and the training centre: the shared look source (one
 * read per session token, or before sign-in per organisation, for the app's life), as the PWA's
 * `session/look.ts`.
 */
const source = createLookSource({ fetch: (query) => learnerApi.look.trainingSystemConfig(query), storage: taroStorage })

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
    if (orgid) void source.rememberOrg(orgid)
    let live = true
    void (async () => {
      const org = token ? undefined : loginLookOrg(null, await source.lastOrg())
      const { look: next, error } = await source.look(token, org, orgid)
      if (!live) return
      setLook(next)
      if (error) toast(i18n.store.getState().t(error))
    })()
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
