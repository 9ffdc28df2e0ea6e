/**
 * The learner shell as one lazily loaded unit: the layout (header and tab bar) and its two tab
 * pages. Loaded together, the centre does not wait for the layout's chunk before asking for its own.
 */
export { CentrePage } from './CentrePage';
export { LearnerLayout } from './LearnerLayout';
export { MinePage } from './MinePage';
