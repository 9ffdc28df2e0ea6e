import { LANGUAGES, NAMESPACES, RESOURCES, splitByNamespace, type Language, type Namespace } from '@peilian/shared';
import { vi } from 'vitest';

/** The language files the build emits (`locales/<language>/<namespace>.json`), from shared's resources. */
export function localeFile(url: string): Response | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(new URL(url, 'http://localhost/').pathname);
  const language = match?.[1] as Language | undefined;
  const namespace = match?.[2] as Namespace | undefined;
  if (!language || !namespace || !LANGUAGES.includes(language) || !NAMESPACES.includes(namespace)) return null;
  return Response.json(splitByNamespace(RESOURCES[language])[namespace]);
}

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** A fetch that answers the language files as the built app's server does, and the rest with `otherwise`. */
export function servingLocales(otherwise: typeof fetch = async () => new Response('not found', { status: 404 })): typeof fetch {
  return async (input, init) => localeFile(urlOf(input)) ?? otherwise(input, init);
}

/** Loads every namespace into the app's i18next from shared's resources, for a component test that shows the back office's strings. */
export async function loadEveryNamespace(i18n: { loadNamespaces(namespaces: Namespace[]): Promise<unknown> }): Promise<void> {
  vi.stubGlobal('fetch', servingLocales());
  try {
    await i18n.loadNamespaces([...NAMESPACES]);
  } finally {
    vi.unstubAllGlobals();
  }
}
