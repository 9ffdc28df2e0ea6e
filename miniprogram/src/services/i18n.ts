import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  createI18next,
  translatorOf,
  type Language,
  type Namespace,
  type NamespaceResource,
  type Translate,
} from '@peilian/shared'
import { createStore } from 'zustand/vanilla'
import type { LocaleBackend } from './localeBackend'

/** The namespaces of the learner's pages (`admin` is the back office's): a language is these, loaded together. */
export const LEARNER_NAMESPACES = ['common', 'training', 'exam', 'practice'] as const satisfies readonly Namespace[]

export interface I18nState {
  /** The language on screen, not merely requested: it changes only once its strings are here. */
  language: Language
  /** A new function whenever the strings behind it change, so components re-render. */
  t: Translate
}

/** `superseded`: another language was asked for meanwhile. */
export type LoadOutcome = 'loaded' | 'failed' | 'superseded'

export interface AppI18nDeps {
  /** The i18next backend of the languages the packages do not carry. */
  backend: LocaleBackend
  /** The zh-CN namespaces (or parts of them) the main package bundles. */
  bundled: Partial<Record<Namespace, NamespaceResource>>
}

type I18nInstance = ReturnType<typeof createI18next>

/** The learner namespaces a language still lacks; zh-CN lacks none, its packages carry all it has. */
function missingNamespaces(instance: I18nInstance, language: Language): Namespace[] {
  return language === DEFAULT_LANGUAGE ? [] : LEARNER_NAMESPACES.filter((namespace) => !instance.hasResourceBundle(language, namespace))
}

/** Takes the namespaces the phone kept; true when the language is then complete. */
function restoreKept(instance: I18nInstance, backend: LocaleBackend, language: Language): boolean {
  for (const namespace of missingNamespaces(instance, language)) {
    const kept = backend.kept(language, namespace)
    if (kept) instance.addResourceBundle(language, namespace, kept, true, true)
  }
  return missingNamespaces(instance, language).length === 0
}

/** Adds the zh-CN strings a subpackage carries (each of its pages calls it as it loads, before rendering), each once. */
function zhCNRegistrar(instance: I18nInstance) {
  const registered = new Set<NamespaceResource>()
  return function registerZhCN(namespace: Namespace, resource: NamespaceResource): void {
    if (registered.has(resource)) return
    registered.add(resource)
    instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, resource, true, true)
  }
}

/**
 * The mini-program's interface language: one i18next instance (shared's options) holding the zh-CN
 * strings the main package bundles and those each subpackage registers when its pages load; every
 * other language comes through the backend, all learner namespaces at once, so a page of any
 * package finds its strings once a language is on screen. Translations are fixed to the language
 * on screen (`translatorOf`), which changes only once its strings are all here.
 */
export function createAppI18n({ backend, bundled }: AppI18nDeps) {
  // Only `common` is asked for at start, and zh-CN's is in the package: nothing loads at launch.
  const instance = createI18next({ ns: [DEFAULT_NAMESPACE], resources: { [DEFAULT_LANGUAGE]: bundled }, partialBundledLanguages: true }, backend)
  const store = createStore<I18nState>(() => ({ language: DEFAULT_LANGUAGE, t: translatorOf(instance, DEFAULT_LANGUAGE) }))
  // Strings arriving (a language loaded or refreshed, a subpackage's zh-CN) re-render what uses them.
  instance.store.on('added', () => store.setState(({ language }) => ({ t: translatorOf(instance, language) })))
  let latest = 0

  const missing = (language: Language) => missingNamespaces(instance, language)

  /** Puts a language on screen when all its namespaces are here; false when one is missing. */
  function show(language: Language): boolean {
    if (missing(language).length > 0) return false
    if (store.getState().language !== language) store.setState({ language, t: translatorOf(instance, language) })
    return true
  }

  /** Loads a language's missing namespaces (the server's copy, else the phone's), without showing it. */
  async function load(language: Language): Promise<LoadOutcome> {
    const ticket = ++latest
    const wanted = missing(language)
    // reload, not load: a namespace that failed before is asked for again.
    if (wanted.length > 0) await instance.reloadResources([language], wanted)
    if (ticket !== latest) return 'superseded'
    return missing(language).length === 0 ? 'loaded' : 'failed'
  }

  /**
   * Shows the session's language: at once when its strings are here or kept on the phone (then
   * replaced quietly by the server's), else once they loaded. Until then, and if loading fails,
   * the language on screen stays.
   */
  async function follow(language: Language): Promise<void> {
    // Whatever was loading for an earlier request no longer goes on screen.
    ++latest
    if (show(language)) return
    if (restoreKept(instance, backend, language)) {
      show(language)
      await instance.reloadResources([language], [...LEARNER_NAMESPACES])
    } else if ((await load(language)) === 'loaded') show(language)
  }

  return { store, load, show, follow, registerZhCN: zhCNRegistrar(instance) }
}
