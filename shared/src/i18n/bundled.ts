import type { i18n } from 'i18next';
import { en } from './en.js';
import type { Language } from './languages.js';
import type { Messages, Translate } from './messages.js';
import { createI18next, resourceOf, translatorOf } from './translate.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

/** Every bundled resource. Apps that load languages lazily use only what they bundle and fetch the rest. */
export const RESOURCES: Record<Language, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

let bundled: i18n | undefined;

/** A translate function for one of the bundled languages (server and scripts hold them all). */
export function createTranslator(language: Language): Translate {
  bundled ??= createI18next({ resources: resourceOf(RESOURCES) });
  return translatorOf(bundled, language);
}
