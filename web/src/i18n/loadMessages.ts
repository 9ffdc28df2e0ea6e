import { DEFAULT_LANGUAGE, zhCN, type Language, type Messages } from '@peilian/shared';

/** URL of a runtime language file (emitted at build time by build/localesPlugin.ts). */
export function localeUrl(language: Language, base: string = import.meta.env.BASE_URL): string {
  return `${base.replace(/\/?$/, '/')}locales/${language}.json`;
}

function looksLikeMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && typeof (value as { app?: unknown }).app === 'object';
}

/**
 * The messages of a language: zh-CN is bundled, the others are fetched from their static file. A
 * failure is only logged and answers null, so the caller keeps the language it has.
 */
export async function loadMessages(language: Language, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<Messages | null> {
  if (language === DEFAULT_LANGUAGE) return zhCN;
  const url = localeUrl(language);
  try {
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!looksLikeMessages(body)) throw new Error('not a language resource');
    return body;
  } catch (error) {
    console.warn(`[i18n] could not load ${language} from ${url}; keeping the current language.`, error);
    return null;
  }
}
