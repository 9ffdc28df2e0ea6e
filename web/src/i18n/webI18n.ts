import { createI18next, DEFAULT_NAMESPACE, type Language, type Namespace } from '@peilian/shared';
import type { BackendModule, i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export interface WebI18nOptions {
  /** Where the strings come from (`localesBackend()` in the app, a fake in tests). */
  backend: BackendModule;
  /** Called after a language has been applied (persist it, set `<html lang>`). */
  onApplied?: (language: Language) => void;
}

export interface WebI18n {
  /** The i18next instance the app's `I18nextProvider` holds. */
  readonly instance: i18n;
  /** The language on screen (not merely requested). */
  language(): Language;
  /**
   * Loads the namespaces in use in `language`, then switches to it. Resolves false, leaving the
   * language on screen, when a file failed or a later choice came first.
   */
  change(language: Language): Promise<boolean>;
  /**
   * Loads an area's namespaces in the language on screen and its fallback; a failure is only logged
   * (and the file asked for again on the next call).
   */
  loadNamespaces(namespaces: readonly Namespace[]): Promise<void>;
}

/** The i18next instance over shared's options, starting with `common` only and suspending until a page's strings are in. */
function createInstance(backend: BackendModule): i18n {
  return createI18next(
    {
      // Only what is in use is loaded, and a language change loads exactly these namespaces.
      ns: [DEFAULT_NAMESPACE],
      // The namespaces a page needs are loaded before it renders; should one not be, the page waits
      // behind its Suspense spinner rather than show raw keys. A namespace that arrives late (asked
      // for again after a failure) re-renders what is on screen; `useT` keeps its identity then.
      react: { useSuspense: true, bindI18nStore: 'added' },
    },
    backend,
    initReactI18next,
  );
}

/** Marks the namespaces in use and loads those missing in the language on screen and its fallback. */
async function loadNamespaces(instance: i18n, namespaces: readonly Namespace[]): Promise<void> {
  // In use from now on: a language change loads them too.
  const inUse = instance.options.ns as string[];
  for (const namespace of namespaces) if (!inUse.includes(namespace)) inUse.push(namespace);
  // reload, not load: a file that failed on an earlier visit (offline) is asked for again.
  await Promise.all(
    instance.languages.map(async (language) => {
      const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
      if (missing.length > 0) await instance.reloadResources([language], missing);
    }),
  );
}

/**
 * The web app's interface language: an i18next instance over shared's options that starts in zh-CN
 * with only `common` (read synchronously from the backend's bundled copy) and fetches every other
 * namespace when an area needs it. It is also react-i18next's default instance, so components
 * rendered outside the provider (antd-mobile's imperative Toast and Dialog roots, component tests)
 * translate too.
 */
export function createWebI18n({ backend, onApplied }: WebI18nOptions): WebI18n {
  const instance = createInstance(backend);
  let latest = 0;

  const missingIn = (language: Language) => (instance.options.ns as readonly string[]).filter((namespace) => !instance.hasResourceBundle(language, namespace));

  /** Loads every namespace in use (namespaces an area adds meanwhile too); false when one failed. */
  async function loadInUse(language: Language, ticket: number): Promise<boolean> {
    const tried = new Set<string>();
    for (let missing = missingIn(language); missing.length > 0; missing = missingIn(language)) {
      if (ticket !== latest || missing.some((namespace) => tried.has(namespace))) return false;
      for (const namespace of missing) tried.add(namespace);
      // reload, not load: a file that failed before is asked for again.
      await instance.reloadResources([language], missing);
    }
    return ticket === latest;
  }

  async function change(language: Language): Promise<boolean> {
    const ticket = ++latest;
    if (language !== instance.language) {
      if (!(await loadInUse(language, ticket))) return false;
      await instance.changeLanguage(language);
      if (ticket !== latest || instance.language !== language) return false;
    }
    onApplied?.(language);
    return true;
  }

  return {
    instance,
    language: () => instance.language as Language,
    change,
    loadNamespaces: (namespaces) => loadNamespaces(instance, namespaces),
  };
}
