/** What other areas may use of the app's services; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { type Edition, loadDeployment } from './deployment';
export { useEdition, useLanguage, useLicenceLoader, usePermissionContext, useSession, useT, useTimeZone } from './hooks';
export { usePrefersReducedMotion } from './reducedMotion';
export {
  api,
  type CallOutcome,
  deviceStorage,
  fetchStringsAhead,
  i18n,
  isRestarting,
  keepingFailure,
  learnerApi,
  learnerApiWithToken,
  learnerArea,
  learnerUrl,
  requestHeaders,
  sessionStore,
} from './services';
export { changeLanguage, currentTimeZone, logout, refreshUser, signIn } from './session';
