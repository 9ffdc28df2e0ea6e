import { mayUseApplication, type Endpoint } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Middleware } from 'koa';
import type { UserRow } from '../db/schema/index.js';
import { appError } from '../errors/index.js';
import { permissionUser } from './functions.js';
import { authOf } from './middleware.js';

const { training, exam, practice, faq } = LEARNER_ENDPOINTS;
const PERSONAL_CENTRE: ReadonlySet<Endpoint> = new Set([training.mine, training.avatar]);

/**
 * The calls of the training centre application (admin §3 Role, permissions per application): every
 * learner call of tasks, exams, practice and quick Q&A. The personal centre (`mine`, `avatar`), the
 * session's calls and uploads stay open to every signed-in user.
 */
const TRAINING_CENTRE_CALLS: ReadonlySet<Endpoint> = new Set(
  [training, exam, practice, faq].flatMap((area): Endpoint[] => Object.values(area)).filter((call) => !PERSONAL_CENTRE.has(call)),
);

/** Refuses a caller whose role does not open the training centre: 403 `errors.trainingNotGranted`. */
export function assertTrainingCentre(user: UserRow): void {
  if (!mayUseApplication({ ...permissionUser(user), apps: user.apps }, 'training')) throw appError('errors.trainingNotGranted');
}

const requireTrainingCentre: Middleware = async (ctx, next) => {
  assertTrainingCentre(authOf(ctx).user);
  await next();
};

/** The guards a learner route gets from the application it belongs to (none outside the training centre). */
export function applicationGuards(endpoint: Endpoint): Middleware[] {
  return TRAINING_CENTRE_CALLS.has(endpoint) ? [requireTrainingCentre] : [];
}
