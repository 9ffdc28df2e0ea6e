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
