import { useStore } from 'zustand'
import { MAIN_ZH_CN } from '../i18n/mainZhCN'
import { taroStorage } from '../lib/storage'
import { learnerApi } from './app'
import { createAppI18n, type I18nState } from './i18n'
import { createLocaleBackend } from './localeBackend'
import { sessionStore } from '../stores/session'

/**
 * The one interface language of the mini-program: zh-CN from the main package (subpackages add
 * theirs), other languages from the server through the typed learner API, kept in WeChat storage.
 * It follows the session's language — at launch, on sign-in (the account's language) and on a
 * switch, which loads first and changes the session only once the strings are here.
 */
export const i18n = createAppI18n({
  bundled: MAIN_ZH_CN,
  backend: createLocaleBackend({
    storage: taroStorage,
    fetchNamespace: async (language, namespace) => (await learnerApi.system.locale({ language, namespace })).messages,
  }),
})

void i18n.follow(sessionStore.getState().language)
sessionStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18n.follow(state.language)
})

/** Selects from the language on screen; a component re-renders only when its slice changes. */
export function useI18n<T>(selector: (state: I18nState) => T): T {
  return useStore(i18n.store, selector)
}
