import { AVATAR_UPLOAD_BYTES, IMAGE_UPLOAD_BYTES, TASK_LIST_FUNCTION_KEYS, type ImageFiletype, type UploadFiletype } from '@peilian/shared';
import { mayUseAnyFunction } from '../../auth/functions.js';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';

/**
 * Who may upload each signed-in image kind: anyone their own avatar (the personal centre; the user
 * admin form also uses it), library managers file and video covers, package editors package covers
 * (`mission`), banner managers banners, settings administrators the personalisation's images, level and badge managers (`adminlevel`) level icons and badge images. Undefined = any signed-in user.
 */
const IMAGE_FUNCTIONS: Partial<Record<ImageFiletype, readonly string[]>> = {
  filecover: ['studysystem', ...TASK_LIST_FUNCTION_KEYS],
  videocover: ['studysystem', ...TASK_LIST_FUNCTION_KEYS],
  mission: [...TASK_LIST_FUNCTION_KEYS, 'studysystem'],
  banner: ['banner'],
  level: ['adminlevel'],
  medal: ['adminlevel'],
  individuate: ['adminsetting'],
};

/** Refuses (403) a user who may not upload this kind of image. */
export async function assertMayUploadImage(deps: AppDeps, user: UserRow, filetype: ImageFiletype): Promise<void> {
  const keys = IMAGE_FUNCTIONS[filetype];
  if (keys && !(await mayUseAnyFunction(deps, user, keys))) throw appError('errors.forbidden');
}

/** The largest image of each kind (admin §9: images 2 MB; avatar 10 MB from the personal centre). */
export const IMAGE_LIMITS: Record<UploadFiletype, number> = {
  logo: IMAGE_UPLOAD_BYTES,
  registrationavatar: IMAGE_UPLOAD_BYTES,
  avatar: AVATAR_UPLOAD_BYTES,
  filecover: IMAGE_UPLOAD_BYTES,
  videocover: IMAGE_UPLOAD_BYTES,
  mission: IMAGE_UPLOAD_BYTES,
  banner: IMAGE_UPLOAD_BYTES,
  individuate: IMAGE_UPLOAD_BYTES,
  level: IMAGE_UPLOAD_BYTES,
  medal: IMAGE_UPLOAD_BYTES,
};
