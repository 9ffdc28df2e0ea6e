import { createProfileStore } from '@peilian/shared';
import { learnerApi, sessionStore } from '../app';

/**
 * The PWA's one profile store (the personal centre and the avatar popover read it); a logout
 * reloads the page, so the next learner starts with a fresh one.
 */
export const profileStore = createProfileStore({ fetchMine: learnerApi.training.mine, saveAvatar: learnerApi.training.avatar, session: sessionStore });
