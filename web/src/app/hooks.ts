import type { Language, SessionActions, SessionState, Translate } from '@peilian/shared';
import { useStore } from 'zustand';
import { i18n, sessionStore } from './services';

/** Selects the smallest slice of the session a component needs; it re-renders only when that changes. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}

/** The translate function of the language on screen. */
export function useT(): Translate {
  return useStore(i18n.store, (state) => state.t);
}

/** The language on screen. */
export function useLanguage(): Language {
  return useStore(i18n.store, (state) => state.language);
}
