import { en } from './en.js';
import type { Language } from './languages.js';
import type { MessageKey, MessageParams, Messages, Translate } from './messages.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

/** Every bundled resource. Apps that load languages lazily use only `zhCN` and fetch the rest. */
export const RESOURCES: Record<Language, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders; unknown placeholders are left visible rather than dropped. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Builds a translate function over a resource, falling back to zh-CN for a key a partial
 * resource lacks and finally to the key itself, so a missing string is visible, never blank.
 */
export function translatorFor(messages: Messages): Translate {
  return (key: MessageKey, params?: MessageParams) => interpolate(lookup(messages, key) ?? lookup(zhCN, key) ?? key, params);
}

/** A translate function for one of the bundled languages. */
export function createTranslator(language: Language): Translate {
  return translatorFor(RESOURCES[language]);
}
