import { IMAGE_UPLOAD_BYTES } from '@peilian/shared';
import { randomSecret } from '../../auth/token.js';
import { invalidInput } from '../../errors/index.js';
import type { UploadedFile } from '../../http/validate.js';
import { dayFolder } from '../../storage/keys.js';
import { assertImageDimensions, readImageInfo } from '../../lib/imageInfo.js';
import type { Caller } from '../../auth/caller.js';

/** The upload folder of FAQ images (admin §3 upload folders; shared `FILE_REFERENCE_RULES.faqImage`). */
export const FAQ_IMAGE_FOLDER = 'faqimage';

/** The single file of the multipart field `file`, else a 400 on `file`. */
export function singleImage(files: UploadedFile[]): UploadedFile {
  const [file] = files;
  if (!file || files.length !== 1) throw invalidInput('validation.required', {}, 'file');
  return file;
}

/**
 * Checks and stores an FAQ image: jpg or png by its first bytes, 2 MB at most, refused before
 * anything is stored; answers the public path an FAQ's `images[].path` then names.
 */
export async function storeFaqImage(request: Caller, file: UploadedFile): Promise<string> {
  if (file.size > IMAGE_UPLOAD_BYTES) throw invalidInput('register.fileTooLarge', { size: IMAGE_UPLOAD_BYTES / 1024 / 1024 }, 'file');
  const image = await readImageInfo(file.filepath);
  if (!image) throw invalidInput('register.imageFormat', {}, 'file');
  assertImageDimensions(image);
  const key = `${request.caller.orgId}/${FAQ_IMAGE_FOLDER}/${dayFolder(request.deps.clock.now())}/${randomSecret(12)}.${image.type}`;
  await request.deps.storage.put(file.filepath, key);
  return request.deps.storage.publicPath(key);
}
