import { centreOwnerOf, createCentreStore, forgetCentreOnUserChange, firstBannerOf, TASK_DETAIL_STORAGE_KEY, type CentreOwner } from '@peilian/shared';
import { deviceStorage, sessionStore } from '../app';
import { avatarUrl } from '../lib/avatar';
import { preloadImage } from '../lib/preloadImage';
import { fetchCentre } from './trainingApi';

/**
 * The PWA's training centre store: the last answer kept in localStorage (read synchronously, so a
 * returning learner's centre is in the store before the first render), refreshed behind. The first
 * banner of an answer starts loading as soon as the answer is read, while the training area's
 * schemas may still be on their way (a first visit's largest paint).
 */
export const centreStore = createCentreStore({
  fetch: () =>
    fetchCentre({
      onReceived: (body) => {
        const image = firstBannerOf(body);
        if (image) preloadBanner(image);
      },
    }),
  storage: deviceStorage,
});

/** Whose centre the session's user would see (null signed out). */
export const centreOwner = ({ user } = sessionStore.getState()): CentreOwner | null => centreOwnerOf(user);

/** Asks for the signed-in user's centre ahead of its page (the kept answer in the store at once). */
export function prefetchCentre(): void {
  const owner = centreOwner();
  if (owner) void centreStore.getState().prefetch(owner);
}

/** The centre page opens: the kept answer shows, the fresh one is asked for (or the prefetched one taken). */
export function openCentre(): void {
  const owner = centreOwner();
  if (owner) void centreStore.getState().open(owner);
}

/** Starts loading a centre banner's image ahead of the page that shows it (the centre's largest paint), once. */
export const preloadBanner = (image: string): void => preloadImage(avatarUrl(image));

// Signing out, or another user signing in: what the store holds and the device keeps is nobody's now.
forgetCentreOnUserChange(centreStore, sessionStore);
// The task details kept on the device go too, whether or not a task page has loaded since the app started.
sessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) void deviceStorage.removeItem(TASK_DETAIL_STORAGE_KEY);
});
