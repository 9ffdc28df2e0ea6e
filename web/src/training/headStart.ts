import {
  CENTRE_STORAGE_KEY,
  centreOwnerOf,
  firstBannerOf,
  keptFirstBanner,
  readKeptSession,
  LEARNER_HOME,
  SESSION_STORAGE_KEY,
  transportRequestFor,
} from '@peilian/shared';
import { trainingRoutes } from '@peilian/shared/endpoints/lazy/routes';
import { avatarUrl } from '../lib/avatar';
import { clientInfoFrom } from '../lib/clientInfo';
import { askEarly } from '../lib/earlyAnswers';
import { paintFirstSight } from '../lib/firstSight';
import { preloadImage } from '../lib/preloadImage';
import { createFetchTransport } from '../lib/transport';

/**
 * The head start of a signed-in learner opening the training centre: a script of its own, a few KB
 * without zod or React, that index.html runs while the app's entry is still downloading
 * (web/build/headStartPlugin.ts builds it). It asks for the centre — the very request the app's
 * client would send, which the app then takes instead of asking again (lib/earlyAnswers.ts) — and
 * shows the first banner, the centre's largest paint, in the centre's first sight
 * (lib/firstSight.ts): the one kept from the last visit at once, else the answer's as soon as it
 * names it. Nothing for anyone else.
 */
function startCentre(): void {
  const session = readKeptSession(localStorage.getItem(SESSION_STORAGE_KEY));
  const user = session?.user;
  const owner = centreOwnerOf(user);
  if (!session || !user || !owner || !window.location.hash.startsWith(`#${LEARNER_HOME}`)) return;
  const showBanner = (image: string | null) => {
    if (!image) return;
    preloadImage(avatarUrl(image));
    paintFirstSight(avatarUrl(image));
  };
  showBanner(keptFirstBanner(localStorage.getItem(CENTRE_STORAGE_KEY), owner));
  const identity = { baseUrl: '', client: clientInfoFrom(navigator.userAgent), getToken: () => user.token, getLanguage: () => session.language };
  const request = transportRequestFor(identity, 'GET', trainingRoutes.centre.path, { query: { platform: 'mobile' } });
  void askEarly(createFetchTransport(), request)?.then((answer) => showBanner(answer && firstBannerOf(answer.data)));
}

try {
  startCentre();
} catch (error) {
  // A head start only: the app asks for itself.
  console.warn('[head start]', error);
}
