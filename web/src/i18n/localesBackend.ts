import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, isLanguage, isNamespace, isNamespaceResource, type Language, type Namespace } from '@peilian/shared';
import { commonZhCN } from '@peilian/shared/i18n/common';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/** Where the language files live under the app base (emitted by build/localesPlugin.ts). */
export function localeUrl(language: Language, namespace: Namespace, base: string = import.meta.env.BASE_URL): string {
  return `${base.replace(/\/?$/, '/')}locales/${language}/${namespace}.json`;
}

export interface LocalesBackendOptions {
  fetch?: typeof fetch;
  base?: string;
}

export interface LocalesBackend extends BackendModule {
  /**
   * Fetches files ahead without adding them to i18next (which would re-render every translated
   * component): the next `read` of each is answered from what was fetched.
   */
  fetchAhead(language: Language, namespaces: readonly Namespace[]): Promise<void>;
}

/** One language file, checked to be the namespace's strings. */
async function fetchLocale(fetchImpl: typeof fetch, url: string, namespace: Namespace): Promise<ResourceKey> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isNamespaceResource(body, namespace)) throw new Error(`not the ${namespace} strings`);
  return body;
}

/**
 * The i18next backend of the web app: zh-CN `common` is the bundled copy (answered at once, so the
 * first screen needs no request); every other language and namespace is its static file. A failed
 * load is only logged and reported to i18next without a retry, so the caller keeps what it shows.
 */
export function localesBackend({ fetch: fetchImpl = (...args) => globalThis.fetch(...args), base }: LocalesBackendOptions = {}): LocalesBackend {
  /** Files fetched ahead, by URL, until read once. */
  const ahead = new Map<string, Promise<ResourceKey>>();
  const load = (language: Language, namespace: Namespace) => fetchLocale(fetchImpl, localeUrl(language, namespace, base), namespace);

  /** A file fetched ahead (then forgotten), else fetched now. */
  const take = (language: Language, namespace: Namespace): Promise<ResourceKey> => {
    const url = localeUrl(language, namespace, base);
    const kept = ahead.get(url);
    ahead.delete(url);
    return kept ?? load(language, namespace);
  };

  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    async fetchAhead(language, namespaces) {
      const fetched = namespaces.map((namespace) => {
        const url = localeUrl(language, namespace, base);
        const resource = ahead.get(url) ?? load(language, namespace);
        ahead.set(url, resource);
        // A failed fetch is not kept: the page's own read asks again.
        return resource.catch(() => void ahead.delete(url));
      });
      await Promise.all(fetched);
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isLanguage(language) || !isNamespace(namespace)) {
        console.warn(`[i18n] there are no ${language}/${namespace} strings`);
        callback(new Error(`unknown language or namespace ${language}/${namespace}`), false);
        return;
      }
      if (language === DEFAULT_LANGUAGE && namespace === DEFAULT_NAMESPACE) {
        callback(null, commonZhCN);
        return;
      }
      take(language, namespace).then(
        (resource) => callback(null, resource),
        (error: unknown) => {
          console.warn(`[i18n] could not load ${language}/${namespace} from ${localeUrl(language, namespace, base)}; keeping what is on screen.`, error);
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}
