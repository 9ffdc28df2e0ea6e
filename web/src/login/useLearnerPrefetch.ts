import { useEffect } from 'react';
import { savesData, whenIdleAfterLoad } from '../lib/idle';
import { LEARNER_HOME } from '../routes/access';
import { learnerArea } from '../app/services';
import { loadLearnerShell, prefetchLearnerShell } from '../routes/learnerPages';
import { prefetchCentre, preloadBanner } from '../training/centreStore';

/**
 * The sign-in page's head start on the training centre. Once the page has loaded and is idle, the
 * learner shell's and centre's files are fetched into the HTTP cache (not run) and their strings
 * held — not on a data-saving or 2G connection.
 */
export function useLearnerPrefetch(): void {
  useEffect(() => {
    if (savesData()) return;
    return whenIdleAfterLoad(() => void prefetchLearnerShell().catch(() => undefined));
  }, []);
}

/**
 * A sign-in that lands on the centre (`landing`) asks for the centre at once, as its answer arrives
 * and before anything renders, and starts loading the first banner the sign-in's answer named: the
 * centre's largest paint no longer waits for the shell, nor for the centre's answer.
 */
export function prefetchLanding(landing: string, banner?: string): void {
  if (landing !== LEARNER_HOME) return;
  prefetchCentre();
  if (banner) preloadBanner(banner);
}

/**
 * A sign-in's request has left and the main thread waits for its answer: the centre's code (in the
 * HTTP cache since the page was idle) and the training area's schemas run now, so a learner's
 * centre only has to render when the answer comes (an administrator's sign-in runs them for
 * nothing). Not on a data-saving or 2G connection, where nothing was fetched ahead either.
 */
export function warmCentre(): void {
  if (savesData()) return;
  void loadLearnerShell().catch(() => undefined);
  void learnerArea('training').catch(() => undefined);
}
