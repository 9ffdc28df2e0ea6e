import { IMAGE_UPLOAD_BYTES, type ValidationIssue } from '@peilian/shared';

const ACCEPTED = ['image/jpeg', 'image/png'];
const ACCEPTED_NAME = /\.(jpe?g|png)$/i;

/** The file picker's accept list for logos and avatars (jpg or png). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * Checks a chosen image before cropping (spec §5 "Image upload"): jpg or png, at most 2 MB
 * ('file size exceeds N M').
 */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number = IMAGE_UPLOAD_BYTES): ValidationIssue | null {
  const typeOk = file.type ? ACCEPTED.includes(file.type) : ACCEPTED_NAME.test(file.name);
  if (!typeOk) return { key: 'register.imageFormat' };
  if (file.size > maxBytes) return { key: 'register.fileTooLarge', params: { size: Math.round((maxBytes / 1024 / 1024) * 10) / 10 } };
  return null;
}
