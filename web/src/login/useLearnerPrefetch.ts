import { useEffect } from 'react';
import { savesData, whenIdleAfterLoad } from '../lib/idle';
import { LEARNER_HOME } from '../routes/access';
import { prefetchLearnerShell } from '../routes/learnerPages';
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
