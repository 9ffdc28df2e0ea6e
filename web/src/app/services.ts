import {
  ApiError,
  bindAreasLazily,
  createApiClient,
  createSessionStore,
  endpointUrl,
  type ApiClientOptions,
  type CallArgs,
  type Endpoint,
  type Language,
  type Namespace,
} from '@peilian/shared';
import { LEARNER_ROUTES, learnerArea } from '@peilian/shared/endpoints/lazy';
import { isDeclarationOrg } from '../config/site';
import { localesBackend } from '../i18n/localesBackend';
import { createWebI18n } from '../i18n/webI18n';
import { clientInfoFrom } from '../lib/clientInfo';
import { createLocalStorage } from '../lib/storage';
import { withEarlyAnswers } from '../lib/earlyAnswers';
import { createFetchTransport } from '../lib/transport';
import { LOGGED_OUT_PATH, LOGIN_PATH } from '../routes';

/** localStorage as the shared stores' storage adapter (the session, the kept training centre). */
export const deviceStorage = createLocalStorage();

/** The one session store of the web app; learner and admin areas share it. */
export const sessionStore = createSessionStore({ storage: deviceStorage });

function applyLanguage(language: Language): void {
  if (sessionStore.getState().language !== language) sessionStore.getState().setLanguage(language);
  document.documentElement.lang = language;
}

const locales = localesBackend();

/** The interface language; its `change` is what every language selector calls (through `changeLanguage`). */
export const i18n = createWebI18n({ backend: locales, onApplied: applyLanguage });

/** Fetches the language files of `namespaces` ahead, in the language on screen, without re-rendering anything. */
export const fetchStringsAhead = (namespaces: readonly Namespace[]): Promise<void> => locales.fetchAhead(i18n.language(), namespaces);

let restarting = false;

/** True once the session has ended and the page is reloading; routes render nothing meanwhile. */
export function isRestarting(): boolean {
  return restarting;
}

/**
 * Ends the local session (spec §4). Normally: clear the user, reset the router and reload on the
 * login page — or on the logout page for the special customer class — keeping a forced-logout code
 * so the login page can explain it. The flag stops the route guard from reacting to the cleared
 * user before the reload. Third-party embedded users are not reloaded: their host is told the
 * token expired (on a forced logout) and the guard sends the frame to login.
 */
export function endSession(logoutCode?: number): void {
  const user = sessionStore.getState().user;
  if (user?.thirdparty === 1) {
    sessionStore.getState().clear(logoutCode);
    if (logoutCode !== undefined) window.parent.postMessage({ type: 'tokenExpired' }, '*');
    return;
  }
  restarting = true;
  sessionStore.getState().clear(logoutCode);
  window.history.replaceState(null, '', `#${isDeclarationOrg(user?.orgid) ? LOGGED_OUT_PATH : LOGIN_PATH}`);
  window.location.reload();
}

// A call the head start asked for before the app loaded is taken from it (lib/earlyAnswers.ts).
const transport = withEarlyAnswers(createFetchTransport());

const apiOptions: ApiClientOptions = {
  transport,
  baseUrl: '',
  client: clientInfoFrom(navigator.userAgent),
  getToken: () => sessionStore.getState().user?.token,
  // The session's language: the one the screen is switching to at start, not zh-CN until it has.
  getLanguage: () => sessionStore.getState().language,
  onLogout: (errcode) => endSession(errcode),
};

/** The API client: same-origin, token from the session, Accept-Language from the language on screen. */
export const api = createApiClient(apiOptions);

/**
 * One area of the learner endpoint table (paths and the schemas answers are parsed with), loaded with
 * the area's first call: zod and the schemas stay out of the first download, and the centre fetches
 * and builds the training area's schemas only, not the exam's, practice's or quick Q&A's.
 */
export { learnerArea };

/**
 * The learner table's typed calls over that client (`learnerApi.exam.save({ id, key }, { answer })`),
 * each sent at once (its route known) while its area's schemas load beside the request.
 */
export const learnerApi = bindAreasLazily(api, learnerArea, LEARNER_ROUTES);

/** The spec's client identity headers plus token and language, for requests made outside the client (uploads). */
export function requestHeaders(): Record<string, string> {
  const { browser, os, from } = apiOptions.client;
  return { token: apiOptions.getToken() ?? '', browser, os, apptype: '1', from, 'Accept-Language': sessionStore.getState().language };
}

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * A sign-in call whose failure matters as data (a login answered 403 with `changepassword` and
 * `serial` is kept in `error.body`). An answer the table's schema refuses is a failure too, shown
 * as unknown, as before the table parsed answers.
 */
export async function keepingFailure<T>(call: Promise<T>): Promise<CallOutcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    if (error instanceof Error && error.name === 'ZodError') {
      console.warn('[login] unexpected answer', error);
      return { ok: false, error: new ApiError(0, '', 200, 'errors.unknown') };
    }
    throw error;
  }
}

/** The learner table over a given token instead of the session's (a third-party host's token before sign-in). */
export function learnerApiWithToken(token: string) {
  return bindAreasLazily(createApiClient({ ...apiOptions, getToken: () => token, onLogout: undefined }), learnerArea, LEARNER_ROUTES);
}

/** The same-origin URL of a call made outside the client: an upload or an image. */
export function learnerUrl<E extends Endpoint>(definition: E, args: CallArgs<E>): string {
  return `/${endpointUrl(definition, args)}`;
}
