import { LOGOUT_TIMEOUT_MS, storedUserSchema, type Language, type StoredUser } from '@peilian/shared';
import { api, endSession, i18n, sessionStore } from './services';

/** Keeps a signed-in user (from any login path) and re-arms forced logout for the new session. */
export function signIn(user: StoredUser): StoredUser {
  sessionStore.getState().setUser(user);
  api.resetLogout();
  return sessionStore.getState().user ?? user;
}

/** Tells the server the session ends (best effort — offline logout still works), then restarts at login. */
export async function logout(): Promise<void> {
  try {
    await api.post('api/admin/system/online/logout', undefined, { timeoutMs: LOGOUT_TIMEOUT_MS });
  } catch (error) {
    console.warn('[session] server logout failed; ending the local session anyway', error);
  }
  endSession();
}

/**
 * Refreshes the stored user from the server (learning time, flags). Failures are ignored: offline
 * the stored user stays, and forced-logout codes are handled by the client's onLogout.
 */
export async function refreshUser(): Promise<void> {
  const token = sessionStore.getState().user?.token;
  if (!token) return;
  try {
    const response = await api.get<{ user?: unknown }>('api/trainning/user/logininfo');
    const record = Array.isArray(response.user) ? response.user[0] : response.user;
    const parsed = storedUserSchema.safeParse(record);
    const current = sessionStore.getState().user;
    if (parsed.success && current?.token === token) {
      // Flags the client set for this session (third-party mode) survive the refresh.
      sessionStore.getState().setUser({ ...parsed.data, token, thirdparty: current.thirdparty || parsed.data.thirdparty, simple: current.simple || parsed.data.simple });
    }
  } catch {
    // Offline or refused: the stored user remains; logout codes already ended the session.
  }
}

/**
 * Switches the interface language (every selector calls this) and, for a signed-in user, tells the
 * server (`POST api/trainning/user/changelanguage`) so its messages follow. A failed call is only logged.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const before = i18n.store.getState().language;
  const applied = await i18n.change(language);
  if (!applied || before === language || !sessionStore.getState().user) return;
  try {
    await api.post('api/trainning/user/changelanguage', { language });
  } catch (error) {
    console.warn('[session] the server did not take the language change', error);
  }
}
