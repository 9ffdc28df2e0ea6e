import { adminEndpoints } from './admin/index.js';
import { learnerEndpoints } from './learner.js';

/**
 * Every call the clients make, by resource. The learner table is what the PWA's learner area and
 * the mini-program bind (`bindEndpoints(client, LEARNER_ENDPOINTS)` → `api.exam.save({ id, key },
 * { answer })`); the admin table is bound inside the back office's lazily loaded chunk. No client
 * writes a path of its own.
 */
export const LEARNER_ENDPOINTS = learnerEndpoints;
export const ADMIN_ENDPOINTS = adminEndpoints;

export type LearnerEndpoints = typeof LEARNER_ENDPOINTS;
