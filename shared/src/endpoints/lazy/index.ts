import { areasOnce, type AreaLoaders } from '../../api/areas.js';
import type { learnerEndpoints } from '../learner.js';

/** The learner table's type; its values load by area (`learnerArea`). */
export type LearnerEndpoints = typeof learnerEndpoints;

/**
 * Each area of the learner table behind a dynamic import: a client that binds these
 * (`bindAreasLazily(client, learnerArea)`) carries no schema and no zod in its first download, and
 * builds an area's schemas when its first call is made — the training centre builds the training
 * area's, not the exam's, practice's or quick Q&A's. The server and the mini-program import the
 * areas directly (`@peilian/shared/endpoints`).
 */
export const LEARNER_AREAS: AreaLoaders<LearnerEndpoints> = {
  auth: () => import('../auth.js').then((module) => module.authEndpoints),
  session: () => import('../session.js').then((module) => module.sessionEndpoints),
  system: () => import('../system.js').then((module) => module.systemEndpoints),
  look: () => import('../look.js').then((module) => module.lookEndpoints),
  sso: () => import('../sso.js').then((module) => module.ssoEndpoints),
  wechat: () => import('../wechat.js').then((module) => module.wechatEndpoints),
  files: () => import('../files.js').then((module) => module.filesEndpoints),
  training: () => import('../training.js').then((module) => module.trainingEndpoints),
  exam: () => import('../exam.js').then((module) => module.examEndpoints),
  practice: () => import('../practice.js').then((module) => module.practiceEndpoints),
  faq: () => import('../faq.js').then((module) => module.faqEndpoints),
  voiceprint: () => import('../voiceprint.js').then((module) => module.voiceprintEndpoints),
  appeals: () => import('../appeals.js').then((module) => module.appealEndpoints),
  notices: () => import('../notices.js').then((module) => module.noticeEndpoints),
  assistant: () => import('../assistant.js').then((module) => module.assistantEndpoints),
};

/** One area of the learner table, imported on first use and kept (`learnerArea('training')`). */
export const learnerArea = areasOnce(LEARNER_AREAS);

/**
 * The sign-in answers' schemas (a password change required, one user or a choice), from the auth
 * area's own module: reading a sign-in's answer builds these, not every schema of the product.
 */
export const loadAuthSchemas = () => import('../../schemas/auth.js');

export { LEARNER_ROUTES } from './routes.js';
