import type { SignInHeadStart } from '../identity';
import { learnerArea } from '../app';
import { savesData, whenIdleAfterLoad } from '../lib/idle';
import { LEARNER_HOME } from '../routes';
import { prefetchCentre, preloadBanner } from '../training';
import { loadLearnerShell, prefetchLearnerShell } from './learnerPages';

/**
 * The sign-in page's head start on the training centre, which the shell hands to the sign-in page
 * (it knows the learner's pages; the sign-in does not). None of it on a data-saving or 2G connection.
 */
export const learnerHeadStart: SignInHeadStart = {
  // Once the page has loaded and is idle, the learner shell's and centre's files are fetched into
  // the HTTP cache (not run) and their strings held.
  whenIdle: () => (savesData() ? undefined : whenIdleAfterLoad(() => void prefetchLearnerShell().catch(() => undefined))),
  // A sign-in's request has left and the main thread waits for its answer: the centre's code (in the
  // HTTP cache since the page was idle) and the training area's schemas run now, so a learner's
  // centre only has to render when the answer comes (an administrator's sign-in runs them for nothing).
  onAttempt: () => {
    if (savesData()) return;
    void loadLearnerShell().catch(() => undefined);
    void learnerArea('training').catch(() => undefined);
  },
  // A sign-in that lands on the centre asks for the centre at once, as its answer arrives and before
  // anything renders, and starts loading the first banner the answer named: the centre's largest
  // paint waits neither for the shell nor for the centre's answer.
  onSignedIn: (landing, banner) => {
    if (landing !== LEARNER_HOME) return;
    prefetchCentre();
    if (banner) preloadBanner(banner);
  },
};
