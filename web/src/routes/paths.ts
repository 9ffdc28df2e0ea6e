import { ADMIN_HOME, LEARNER_HOME, NOT_FOUND_ROUTE } from '@peilian/shared';

// The web app's own paths, which every area may name (a leaf: it imports nothing of the app).
export { ADMIN_HOME, LEARNER_HOME };

/** 智能知识, the dealer organisations' tab (learner §2.9): known to the learner shell without loading the assistant. */
export const ASSISTANT_SERVICE_PATH = '/user/service';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = NOT_FOUND_ROUTE;
/** The logout page of the special customer class (authorisation-code declaration cancelled, session lost). */
export const LOGGED_OUT_PATH = '/logout';
