import { canUseFunction, type ImageFiletype } from '@peilian/shared';
import { permissionContext, permissionUser } from '../../auth/functions.js';
import type { UserRow } from '../../db/schema/index.js';
import { findOrganisationById } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';

/**
 * Who may upload each signed-in image kind: anyone their own avatar (the personal centre; the user
 * admin form also uses it), library managers file and video covers, package editors package covers
 * (`mission`), banner managers banners. Undefined = any signed-in user.
 */
const IMAGE_FUNCTIONS: Partial<Record<ImageFiletype, readonly string[]>> = {
  filecover: ['studysystem', 'trainmanagement-train', 'trainmanagement-exame', 'trainmanagement-practice'],
  videocover: ['studysystem', 'trainmanagement-train', 'trainmanagement-exame', 'trainmanagement-practice'],
  mission: ['trainmanagement-train', 'trainmanagement-exame', 'trainmanagement-practice', 'studysystem'],
  banner: ['banner'],
};

/** Refuses (403) a user who may not upload this kind of image. */
export async function assertMayUploadImage(deps: AppDeps, user: UserRow, filetype: ImageFiletype): Promise<void> {
  const keys = IMAGE_FUNCTIONS[filetype];
  if (!keys) return;
  const org = await findOrganisationById(deps.db, user.orgId);
  const context = org && permissionContext(deps.config, org);
  if (!context || !keys.some((key) => canUseFunction(permissionUser(user), key, context))) throw appError('errors.forbidden');
}
