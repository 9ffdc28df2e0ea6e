import { DEFAULT_LANGUAGE, translatorFor, zhCN, type Language, type Messages, type Translate } from '@peilian/shared';
import { createStore } from 'zustand/vanilla';

export interface I18nState {
  /** The language whose messages are on screen (not merely requested). */
  language: Language;
  t: Translate;
}

export interface I18nOptions {
  load: (language: Language) => Promise<Messages | null>;
  /** Called after a language has been applied (persist it, set `<html lang>`). */
  onApplied?: (language: Language) => void;
}

/**
 * The interface language as a vanilla store. `change` loads the messages first and switches only
 * when they arrived; a failed or superseded load leaves the current language on screen.
 */
export function createI18n({ load, onApplied }: I18nOptions) {
  const store = createStore<I18nState>(() => ({ language: DEFAULT_LANGUAGE, t: translatorFor(zhCN) }));
  let latest = 0;

  async function change(language: Language): Promise<boolean> {
    const ticket = ++latest;
    if (language === store.getState().language) {
      onApplied?.(language);
      return true;
    }
    const messages = await load(language);
    if (!messages || ticket !== latest) return false;
    store.setState({ language, t: translatorFor(messages) });
    onApplied?.(language);
    return true;
  }

  return { store, change };
}

export type I18n = ReturnType<typeof createI18n>;
