// The routes area: the app's paths and the route guard's rules, a leaf that every area may use.
export { ADMIN_HOME, ASSISTANT_SERVICE_PATH, LEARNER_HOME, LOGGED_OUT_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './paths';
export { accessRedirect, adminEntry, awaitsLicence, postLoginPath, type AccessContext } from './access';
