import { createMyAppealsStore } from '@peilian/shared';
import { learnerApi } from '../app';

/**
 * The PWA's one list of the learner's appeals (我的申诉 and the personal centre's badge); a logout
 * reloads the page, so the next learner starts with a fresh one.
 */
export const myAppealsStore = createMyAppealsStore({ calls: learnerApi.appeals });
