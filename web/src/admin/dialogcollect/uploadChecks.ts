import { fileExtension, formatFileSize, type DialogCollectOptionsResponse, type Translate } from '@peilian/shared';

/**
 * What the browser can tell of the chosen recordings before sending them (the server checks again,
 * by their bytes and duration): how many, the format their name says, the size. The first problem, or ''.
 */
export function uploadProblem(files: readonly File[], options: DialogCollectOptionsResponse, t: Translate): string {
  if (files.length > options.maxFiles) return t('dialogCollect.upload.tooMany', { max: options.maxFiles });
  for (const file of files) {
    if (!options.formats.includes(fileExtension(file.name))) return t('dialogCollect.upload.format', { name: file.name });
    if (file.size > options.maxBytes) return t('dialogCollect.upload.size', { name: file.name, size: formatFileSize(options.maxBytes) });
  }
  return '';
}

/** The hint under the button: formats, count, size and duration. */
export const uploadHint = (options: DialogCollectOptionsResponse, t: Translate): string =>
  t('dialogCollect.upload.hint', {
    formats: options.formats.join(', '),
    max: options.maxFiles,
    size: formatFileSize(options.maxBytes),
    hours: options.maxMs / 3_600_000,
  });
