import { LOGOUT_TIMEOUT_MS, timeZoneOf, type Language, type StoredUser } from '@peilian/shared';
import { api, endSession, i18n, learnerApi, sessionStore } from './services';

/**
 * Keeps a signed-in user (from any login path), re-arms forced logout for the new session and puts
 * the interface in the language saved on the account (the screen follows once its messages load).
 */
/** The organisation's time zone of the signed-in user, for code outside React (format/zone.ts in shared). */
export const currentTimeZone = (): string => timeZoneOf(sessionStore.getState());

export function signIn(user: StoredUser): StoredUser {
  sessionStore.getState().signIn(user);
  api.resetLogout();
  void i18n.change(user.language);
  return sessionStore.getState().user ?? user;
}

/** Tells the server the session ends (best effort — offline logout still works), then restarts at login. */
export async function logout(): Promise<void> {
  try {
    await learnerApi.session.logout({}, { timeoutMs: LOGOUT_TIMEOUT_MS });
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
    const [fresh] = (await learnerApi.session.loginInfo()).user;
    const current = sessionStore.getState().user;
    if (fresh && current?.token === token) {
      // Flags the client set for this session (third-party mode) survive the refresh.
      sessionStore.getState().setUser({ ...fresh, token, thirdparty: current.thirdparty || fresh.thirdparty, simple: current.simple || fresh.simple });
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
  const before = i18n.language();
  const applied = await i18n.change(language);
  if (!applied || before === language || !sessionStore.getState().user) return;
  try {
    await learnerApi.session.changeLanguage({}, { language });
  } catch (error) {
    console.warn('[session] the server did not take the language change', error);
  }
}
