import { adminEndpoints } from './admin/index.js';
import { learnerEndpoints } from './learner.js';

// Each group alone, for a client that binds only what one of its bundles calls (the mini-program's
// main package leaves the exam, practice and quick Q&A groups, and the training group's task and
// ranking calls, with their schemas to their subpackages).
export { appealEndpoints } from './appeals.js';
export { assistantEndpoints } from './assistant.js';
export { noticeEndpoints } from './notices.js';
export { NOTICE_LIST_ROUTE, REALTIME_ADDRESS_ROUTE } from './noticeRoutes.js';
export { authEndpoints } from './auth.js';
export { examEndpoints } from './exam.js';
export { faqEndpoints } from './faq.js';
export { filesEndpoints } from './files.js';
export { lookEndpoints } from './look.js';
export { practiceEndpoints } from './practice.js';
export { sessionEndpoints } from './session.js';
export { systemEndpoints } from './system.js';
export { trainingEndpoints } from './training.js';
export { trainingCentreEndpoints } from './trainingCentre.js';
export { trainingCheckinEndpoints } from './trainingCheckin.js';
export { trainingRankingEndpoints } from './trainingRanking.js';
export { trainingTaskEndpoints } from './trainingTask.js';
export { voiceprintEndpoints } from './voiceprint.js';
export { wechatEndpoints } from './wechat.js';

/**
 * Every call the clients make, by resource. The learner table is what the PWA's learner area and
 * the mini-program bind (`bindEndpoints(client, LEARNER_ENDPOINTS)` → `api.exam.save({ id, key },
 * { answer })`); the admin table is bound inside the back office's lazily loaded chunk. No client
 * writes a path of its own.
 */
export const LEARNER_ENDPOINTS = learnerEndpoints;
export const ADMIN_ENDPOINTS = adminEndpoints;

export type { LearnerEndpoints } from './lazy/index.js';
