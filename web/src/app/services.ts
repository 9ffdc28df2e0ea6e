import { createApiClient, createSessionStore, JSON_PATHS, type Language } from '@peilian/shared';
import { createI18n } from '../i18n/i18nStore';
import { loadMessages } from '../i18n/loadMessages';
import { clientInfoFrom } from '../lib/clientInfo';
import { createLocalStorage } from '../lib/storage';
import { createFetchTransport } from '../lib/transport';
import { LOGIN_PATH } from '../routes/access';

/** The one session store of the web app; learner and admin areas share it. */
export const sessionStore = createSessionStore({ storage: createLocalStorage() });

function applyLanguage(language: Language): void {
  if (sessionStore.getState().language !== language) sessionStore.getState().setLanguage(language);
  document.documentElement.lang = language;
}

/** The interface language; its `change` is what every language selector calls. */
export const i18n = createI18n({ load: (language) => loadMessages(language), onApplied: applyLanguage });

let restarting = false;

/** True once the session has ended and the page is reloading; routes render nothing meanwhile. */
export function isRestarting(): boolean {
  return restarting;
}

/**
 * Ends the local session and restarts the app on the login page (spec §4: clear the user, reset
 * the router, reload). A forced-logout code is kept so the login page can explain it. The flag
 * stops the route guard from reacting to the cleared user (it would rewrite the URL to
 * `/login?redirect=…` before the reload happens).
 */
export function endSession(logoutCode?: number): void {
  restarting = true;
  sessionStore.getState().clear(logoutCode);
  window.history.replaceState(null, '', `#${LOGIN_PATH}`);
  window.location.reload();
}

/** The API client: same-origin, token from the session, Accept-Language from the language on screen. */
export const api = createApiClient({
  transport: createFetchTransport(),
  baseUrl: '',
  client: clientInfoFrom(navigator.userAgent),
  getToken: () => sessionStore.getState().user?.token,
  getLanguage: () => i18n.store.getState().language,
  jsonPaths: JSON_PATHS,
  onLogout: (errcode) => endSession(errcode),
});
