import { useEffect } from 'react';
import { savesData, whenIdleAfterLoad } from '../lib/idle';
import { LEARNER_HOME } from '../routes/access';
import { prefetchLearnerShell } from '../routes/learnerPages';
import { prefetchCentre } from '../training/centreStore';

/**
 * The sign-in page's head start on the training centre. Once the page has loaded and is idle, the
 * learner shell's and centre's files are fetched into the HTTP cache (not run) and their strings
 * held — not on a data-saving or 2G connection. When a sign-in lands on
 * the centre (`landing`), its call starts at once, beside the navigation.
 */
export function useLearnerPrefetch(landing: string | null): void {
  useEffect(() => {
    if (savesData()) return;
    return whenIdleAfterLoad(() => void prefetchLearnerShell().catch(() => undefined));
  }, []);
  useEffect(() => {
    if (landing === LEARNER_HOME) prefetchCentre();
  }, [landing]);
}
