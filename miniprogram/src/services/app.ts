import { bindEndpoints, createApiClient, createDeviceTokens } from '@peilian/shared'
import { authEndpoints, filesEndpoints, lookEndpoints, sessionEndpoints, systemEndpoints, trainingCentreEndpoints } from '@peilian/shared/endpoints'
import { API_BASE, REGISTRATION_ORG_ID } from '../lib/config'
import { miniClientInfo } from '../lib/clientInfo'
import { relaunchToLogin } from '../lib/navigation'
import { randomBytes } from '../lib/random'
import { taroStorage } from '../lib/storage'
import { taroTransport } from '../lib/request'
import { wechatLoginCode } from '../lib/wechat'
import { sessionStore } from '../stores/session'
import { createIdentity } from './identity'

const clientOptions = {
  transport: taroTransport,
  baseUrl: API_BASE,
  client: miniClientInfo(),
  getLanguage: () => sessionStore.getState().language,
}

/**
 * Ends the local session and starts over on the login page (spec §4). A forced-logout code is kept
 * so the login page can explain it (10001: logged in elsewhere).
 */
export function endSession(logoutCode?: number): void {
  sessionStore.getState().clear(logoutCode)
  void relaunchToLogin()
}

/** The signed-in API client: token from the session, forced logout on the spec's codes. */
export const api = createApiClient({
  ...clientOptions,
  getToken: () => sessionStore.getState().user?.token,
  onLogout: endSession,
})

/**
 * The main package's groups of the learner table, as typed calls over that client
 * (`learnerApi.training.centre({ platform })`). The exam, practice and quick Q&A groups are bound
 * where their subpackages call them (`examApi`, `practiceApi`, `faqApi`), and of the training group
 * only the centre's calls are bound here (the task subpackage binds the task's, `services/media.ts`;
 * the ranking its own), so their schemas are downloaded with those pages, not before the first
 * screen; the WeChat binding calls are the PWA's. The look (login page and centre) is bound here too.
 */
export const learnerApi = bindEndpoints(api, {
  auth: authEndpoints,
  session: sessionEndpoints,
  system: systemEndpoints,
  files: filesEndpoints,
  training: trainingCentreEndpoints,
  look: lookEndpoints,
})

/** Sign-in, SMS codes, registration and logout. */
export const identity = createIdentity({
  learner: learnerApi,
  client: api,
  session: sessionStore,
  randomBytes,
  wechatCode: wechatLoginCode,
  registrationOrgId: REGISTRATION_ORG_ID,
  deviceTokens: createDeviceTokens(taroStorage),
})
