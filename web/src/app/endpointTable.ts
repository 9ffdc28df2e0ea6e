import { parseWithoutCompiling } from '@peilian/shared/endpoints';

parseWithoutCompiling();

/** The endpoint tables of the web app (the learner's, and the admin's for the back office). */
export { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
