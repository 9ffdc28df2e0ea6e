import { SESSION_STORAGE_KEY, SESSION_STORE_VERSION, type StoredUser } from '@peilian/shared'
import { aStoredUser as aSharedStoredUser } from '@peilian/shared/testing'

/** A complete stored user as the server's login answer carries it (a learner with a mobile number). */
export const aStoredUser = (overrides: Partial<StoredUser> = {}): StoredUser => aSharedStoredUser({ mobile: '13800138000', ...overrides })

/** WeChat storage holding a persisted session, as the session store writes it. */
export function sessionStorage(state: { user?: StoredUser | null; language?: string; logoutCode?: number | null }): Record<string, string> {
  const value = { state: { user: null, language: 'zh-CN', logoutCode: null, ...state }, version: SESSION_STORE_VERSION }
  return { [SESSION_STORAGE_KEY]: JSON.stringify(value) }
}

/** The persisted session state the app left in storage. */
export function persistedSession(storage: Map<string, string>): { user: StoredUser | null; language: string; logoutCode: number | null } {
  return (JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '{"state":{}}') as { state: ReturnType<typeof persistedSession> }).state
}
