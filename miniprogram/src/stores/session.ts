import { createSessionStore, timeZoneOf, type SessionActions, type SessionState } from '@peilian/shared'
import { useStore } from 'zustand'
import { taroStorage } from '../lib/storage'

/** The one session store of the mini-program, persisted in WeChat local storage. */
export const sessionStore = createSessionStore({ storage: taroStorage })

/** Selects the smallest slice a component needs; it re-renders only when that slice changes. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector)
}

/** The organisation's time zone: every date on screen is shown in it (format/zone.ts in shared). */
export function useTimeZone(): string {
  return useStore(sessionStore, timeZoneOf)
}
