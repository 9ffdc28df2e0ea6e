import { examEndpoints } from './exam.js';

/** The calls of the learner surfaces (and of sign-in, shared by every surface), by resource. */
export const learnerEndpoints = {
  exam: examEndpoints,
} as const;
