import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isNamespace,
  isNamespaceResource,
  type Language,
  type Namespace,
  type NamespaceResource,
  type DeviceStorage,
} from '@peilian/shared'

/** Where the phone keeps a language's namespace once it has loaded it. */
export const localeKey = (language: Language, namespace: Namespace): string => `peilian.locale.${language}.${namespace}`

export interface LocaleBackendDeps {
  storage: DeviceStorage
  /** The server's copy of a namespace (`learnerApi.system.locale`): its sections. */
  fetchNamespace(language: Language, namespace: Namespace): Promise<unknown>
}

/** An i18next backend module (promise convention), and the copies it kept for a synchronous start. */
export interface LocaleBackend {
  readonly type: 'backend'
  readonly callbackApi: false
  /** The server's copy (kept for next time and for offline), else the one kept; rejects when there is neither. */
  read(language: string, namespace: string): Promise<NamespaceResource>
  /** The copy this phone kept, or null. */
  kept(language: Language, namespace: Namespace): NamespaceResource | null
}

/**
 * The mini-program's i18next backend: the languages other than the zh-CN its packages carry, from
 * the server's `api/locales/:language/:namespace`, kept in WeChat storage so a language loaded once
 * stays available offline. A failure is logged and reported to i18next without a retry; the caller
 * decides what stays on screen.
 */
export function createLocaleBackend({ storage, fetchNamespace }: LocaleBackendDeps): LocaleBackend {
  function kept(language: Language, namespace: Namespace): NamespaceResource | null {
    const text = storage.getItem(localeKey(language, namespace))
    if (!text) return null
    try {
      const value: unknown = JSON.parse(text)
      return isNamespaceResource(value, namespace) ? value : null
    } catch {
      return null
    }
  }

  async function fetch(language: Language, namespace: Namespace): Promise<NamespaceResource> {
    const value = await fetchNamespace(language, namespace)
    if (!isNamespaceResource(value, namespace)) throw new Error(`the server's ${language}/${namespace} is not that namespace's strings`)
    storage.setItem(localeKey(language, namespace), JSON.stringify(value))
    return value
  }

  async function read(language: string, namespace: string): Promise<NamespaceResource> {
    // zh-CN is in the packages: the main package's namespaces, and each subpackage registers its own.
    if (language === DEFAULT_LANGUAGE || !isLanguage(language) || !isNamespace(namespace))
      throw new Error(`${language}/${namespace} is not loaded from the server`)
    try {
      return await fetch(language, namespace)
    } catch (error) {
      const copy = kept(language, namespace)
      if (copy) return copy
      console.warn(`[i18n] could not load ${language}/${namespace}`, error)
      throw error
    }
  }

  return { type: 'backend', callbackApi: false, read, kept }
}
