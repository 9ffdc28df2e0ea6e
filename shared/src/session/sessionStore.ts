import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { storedUserFrom, type StoredUser } from '../domain/user.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.js';
import type { StorageAdapter } from './storage.js';

/** The key the stored user record lives under (spec §3 "user-storage key"). */
export const SESSION_STORAGE_KEY = 'peilian-user';
/** Bump with a migration whenever the persisted shape changes. */
export const SESSION_STORE_VERSION = 1;

export interface SessionState {
  user: StoredUser | null;
  language: Language;
  /** A logout code (e.g. 10001) kept so the login page can explain why the user is there. */
  logoutCode: number | null;
  /** True once persisted state has been read back; async storage makes this a moment later. */
  hydrated: boolean;
}

export interface SessionActions {
  /**
   * Starts a session: the signed-in user, and the interface language saved on their account
   * (`language` of the login answer), which wins over the one the device was showing.
   */
  signIn(user: StoredUser): void;
  /** Replaces the stored user of the current session (a refresh); the language stays as chosen. */
  setUser(user: StoredUser): void;
  setLanguage(language: Language): void;
  /** Ends the session locally, optionally remembering the forced-logout code. */
  clear(logoutCode?: number): void;
  consumeLogoutCode(): number | null;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

type Persisted = Pick<SessionState, 'user' | 'language' | 'logoutCode'>;

/** The user to keep, its own fields only; a malformed one is a programming error (answers are parsed before). */
function checkedUser(user: StoredUser): StoredUser {
  const kept = storedUserFrom(user);
  if (!kept) throw new TypeError('not a stored user');
  return kept;
}

function sanitise(persisted: unknown): Persisted {
  const record = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<string, unknown>;
  const user = storedUserFrom(record.user);
  const language = LANGUAGES.find((l) => l === record.language) ?? DEFAULT_LANGUAGE;
  const logoutCode = typeof record.logoutCode === 'number' ? record.logoutCode : null;
  return { user, language, logoutCode };
}

/**
 * The session store shared by the learner PWA, the admin back office and the mini-program: the
 * stored user, the interface language and the last forced-logout code, persisted through the
 * injected storage. A corrupt or outdated record is dropped rather than trusted.
 */
export function createSessionStore({ storage, language }: { storage: StorageAdapter; language?: Language }) {
  const store = createStore<SessionState & SessionActions>()(
    persist(
      (set, get) => ({
        user: null,
        language: language ?? DEFAULT_LANGUAGE,
        logoutCode: null,
        hydrated: false,
        signIn: (user) => {
          const kept = checkedUser(user);
          set({ user: kept, language: kept.language, logoutCode: null });
        },
        setUser: (user) => set({ user: checkedUser(user), logoutCode: null }),
        setLanguage: (next) => set({ language: next }),
        clear: (logoutCode) => set({ user: null, logoutCode: logoutCode ?? null }),
        consumeLogoutCode: () => {
          const code = get().logoutCode;
          if (code !== null) set({ logoutCode: null });
          return code;
        },
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: SESSION_STORE_VERSION,
        storage: createJSONStorage(() => storage),
        partialize: ({ user, language: lang, logoutCode }): Persisted => ({ user, language: lang, logoutCode }),
        migrate: (persisted) => sanitise(persisted),
        merge: (persisted, current) => ({ ...current, ...sanitise(persisted) }),
      },
    ),
  );
  if (store.persist.hasHydrated()) store.setState({ hydrated: true });
  else store.persist.onFinishHydration(() => store.setState({ hydrated: true }));
  return store;
}

/**
 * The session as the store keeps it on the device (`text`, read from SESSION_STORAGE_KEY), read
 * without the store: for a script that runs before the app (the PWA's head start on the centre).
 * Null when nothing is kept or it was kept by another version.
 */
export function readKeptSession(text: string | null): Omit<Persisted, 'logoutCode'> | null {
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as { state?: unknown; version?: unknown } | null;
    if (kept?.version !== SESSION_STORE_VERSION) return null;
    const { user, language } = sanitise(kept.state);
    return { user, language };
  } catch {
    return null;
  }
}

/** The organisation's time zone, in which every date is shown (format/zone.ts); the default before sign-in. */
export const timeZoneOf = (state: Pick<SessionState, 'user'>): string => state.user?.timezone ?? DEFAULT_TIME_ZONE;
